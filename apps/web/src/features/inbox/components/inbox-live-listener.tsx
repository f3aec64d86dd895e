import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useSocketEvent } from '@/lib/realtime';
import { messagesKey } from '../api/keys';
import { setUnreadCount } from '../hooks/use-unread-count';

/**
 * Follows `inbox.new` while a member is logged in: the badge takes the count the event carries, an open inbox
 * reloads, and a toast names the message. Mounted once, in the member header.
 */
export default function InboxLiveListener() {
  const { t } = useTranslation();
  useSocketEvent('inbox.new', (data) => {
    setUnreadCount(data.unread);
    void queryClient.invalidateQueries({ queryKey: messagesKey });
    toast.message(t('inbox.arrived', { title: data.title }));
  });
  return null;
}
