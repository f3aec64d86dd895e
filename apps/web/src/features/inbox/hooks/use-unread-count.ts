import { useQuery } from '@tanstack/react-query';
import { useFeature } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import { unreadCountQuery } from '../api/get-unread-count';
import { canFetchUnread } from '../lib/unread';

export { setUnreadCount } from '../api/get-unread-count';

/** The member's unread messages; 0 for guests, trial accounts and merchants without the inbox. */
export function useUnreadCount(): number {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const inbox = useFeature('INBOX3');
  const { data } = useQuery(unreadCountQuery(token, canFetchUnread({ token, isTrial }, inbox)));
  return data ?? 0;
}
