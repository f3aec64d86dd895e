export { InboxLive } from './components/inbox-live';
export { InboxSection } from './components/inbox-section';
export { UnreadBadge, UnreadDot } from './components/unread-badge';
