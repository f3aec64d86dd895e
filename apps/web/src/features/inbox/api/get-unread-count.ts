import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema, queryClient } from '@/lib/api';
import { unreadKey } from './keys';

/** The member's unread messages (`CSP_unreadCount`); the socket and read/delete answers keep it current. */
export const unreadCountQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...unreadKey, token],
    queryFn: ({ signal }) => callEndpoint('unreadCount', { schema: contractSchema('unreadCountSchema'), signal }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** Sets the count the server just answered (a list, a read, a delete, a new message) without asking again. */
export const setUnreadCount = (count: number) => queryClient.setQueriesData<number>({ queryKey: unreadKey }, count);
