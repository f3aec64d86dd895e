import { useQuery } from '@tanstack/react-query';
import { useFeature } from '@/features/system';
import { queryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { unreadCountQuery } from '../api/get-unread-count';
import { unreadKey } from '../api/keys';
import { canFetchUnread } from '../lib/unread';

/** The member's unread messages; 0 for guests, trial accounts and merchants without the inbox. */
export function useUnreadCount(): number {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const inbox = useFeature('INBOX3');
  const { data } = useQuery(unreadCountQuery(token, canFetchUnread({ token, isTrial }, inbox)));
  return data ?? 0;
}

/** Sets the count the server just answered (a read, a delete, a new message) without asking again. */
export const setUnreadCount = (count: number) => queryClient.setQueriesData<number>({ queryKey: unreadKey }, count);
