import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useSocketEvent, useSocketReady } from '@/lib/realtime';
import { messagesKey, unreadKey } from '../api/keys';
import { setUnreadCount } from '../hooks/use-unread-count';

/**
 * Follows `inbox.new` while a member is logged in: the badge takes the count the event carries, an open inbox
 * reloads, and a toast names the message. Mounted once, in the member header. Each time the socket (re)connects the
 * count and list reload, since messages sent while it was away came without an event.
 */
export default function InboxLiveListener() {
  const { t } = useTranslation();
  useSocketEvent('inbox.new', (data) => {
    setUnreadCount(data.unread);
    void queryClient.invalidateQueries({ queryKey: messagesKey });
    toast.message(t('inbox.arrived', { title: data.title }));
  });
  useSocketReady(() => {
    void queryClient.invalidateQueries({ queryKey: unreadKey });
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  });
  return null;
}
