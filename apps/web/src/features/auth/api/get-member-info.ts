import { memberInfoSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { memberInfoKey } from './member-info-key';

export { memberInfoKey };

/** The logged-in member (spec §3 member info): name, type, masked contacts, password flags. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...memberInfoKey, token],
    queryFn: ({ signal }) => callEndpoint('memberInfo', { schema: memberInfoSchema, signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
