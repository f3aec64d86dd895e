import { balanceSchema, merchantWalletSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api';

export const balanceKey = ['wallet', 'balance'] as const;

/** The member's balance; refusals (4xx) are not retried, network and server failures twice. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...balanceKey, token],
    queryFn: ({ signal }) => callEndpoint('balance', { schema: balanceSchema, signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

/** The merchant's wallet model; it does not change during a session (spec §4: cached). */
export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'merchant-wallet', token],
    queryFn: ({ signal }) => callEndpoint('merchantWallet', { schema: merchantWalletSchema, signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
