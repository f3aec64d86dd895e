import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../hooks/use-unread-count';
import { badgeText } from '../lib/unread';
import './unread-badge.css';

/** The red count beside "Messages" (member centre tab, side menu, account menu); nothing when all are read. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('inbox.unreadCount', { count })}</span>
    </span>
  );
}

/** The red dot on the header avatar while messages are unread. */
export function UnreadDot() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  if (!badgeText(count)) return null;
  return <span className="unread-dot" data-testid="unread-dot" title={t('inbox.unreadCount', { count })} />;
}
