import type { InboxMessage, InboxPage } from '@lotus/contract';

/** What a badge shows for a count: nothing at 0 (spec §2: badges only when counts exceed 0), 99+ above 99. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** Trial accounts never ask for the unread count (spec §4); guests have none, nor merchants without the inbox. */
export const canFetchUnread = (session: { token: string | null; isTrial: boolean }, inboxEnabled: boolean) =>
  session.token !== null && !session.isTrial && inboxEnabled;

interface Pages {
  pages: InboxPage[];
  pageParams: unknown[];
}

const mapMessages = (data: Pages | undefined, map: (list: InboxMessage[]) => InboxMessage[]): Pages | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, list: map(page.list) })) };

/** The loaded pages with these messages (or every one) read, as the server now has them. */
export const markRead = (data: Pages | undefined, ids: readonly number[] | 'all') =>
  mapMessages(data, (list) => list.map((m) => (ids === 'all' || ids.includes(m.id) ? { ...m, read: true } : m)));

/** The loaded pages without these messages. */
export const withoutMessages = (data: Pages | undefined, ids: readonly number[]) =>
  mapMessages(data, (list) => list.filter((m) => !ids.includes(m.id)));
