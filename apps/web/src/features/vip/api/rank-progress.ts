import { rankProgressSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { vipKey } from './keys';

/** The member's VIP level, progress towards the next one, the monthly keep and the ladder (VIP3). */
export const rankProgressQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...vipKey, 'progress', token],
    queryFn: ({ signal }) => callEndpoint('rankProgress', { schema: rankProgressSchema, signal }),
    enabled: token !== null,
    // Progress is counted every few minutes: a page opened again reads it again.
    staleTime: 0,
  });
