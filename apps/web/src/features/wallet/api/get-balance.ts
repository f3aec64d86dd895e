import { balanceSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isNotFound } from '@/lib/api';

export const balanceKey = ['wallet', 'balance'] as const;

/** The member's balance; a wallet service that is not there yet (404) is not retried. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...balanceKey, token],
    queryFn: ({ signal }) => callEndpoint('balance', { schema: balanceSchema, signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
