import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema } from '@/lib/api';
import { unreadKey } from './keys';

/** The member's unread messages (`CSP_unreadCount`); the socket and read/delete answers keep it current. */
export const unreadCountQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...unreadKey, token],
    queryFn: ({ signal }) => callEndpoint('unreadCount', { schema: contractSchema('unreadCountSchema'), signal }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });
