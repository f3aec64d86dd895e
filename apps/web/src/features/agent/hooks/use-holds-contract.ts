import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/**
 * Whether the signed-in member holds, or held, a contract from its upline: a player paid a salary or dividend sees its
 * income in the member centre. Asked only when `enabled` (the brand runs agent contracts, the member is no agent);
 * only the count is read, so no schema is loaded for it.
 */
export function useHoldsContract(token: string | null, enabled: boolean): boolean {
  const held = useQuery({
    queryKey: ['contracts', 'held', token],
    queryFn: ({ signal }) => callEndpoint('contractList', { query: { role: 'held', pageSize: 1 }, signal }),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
  return (held.data?.total ?? 0) > 0;
}
