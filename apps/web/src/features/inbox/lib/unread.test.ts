import type { InboxMessage, InboxPage } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { badgeText, canFetchUnread, markRead, withoutMessages } from './unread';

const message = (id: number, read = false): InboxMessage => ({
  id,
  kind: 'operator',
  title: `Message ${id}`,
  content: '<p>Hi</p>',
  read,
  createdAt: id,
});
const page = (list: InboxMessage[], pageNum = 1): InboxPage => ({ list, pageNum, totalPages: 2, total: 4, unread: 3 });

describe('unread badge', () => {
  it('shows only counts above 0, and 99+ beyond 99', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('is asked for only by real members of a merchant with the inbox', () => {
    expect(canFetchUnread({ token: 'tok', isTrial: false }, true)).toBe(true);
    expect(canFetchUnread({ token: null, isTrial: false }, true)).toBe(false);
    expect(canFetchUnread({ token: 'tok', isTrial: true }, true)).toBe(false);
    expect(canFetchUnread({ token: 'tok', isTrial: false }, false)).toBe(false);
  });
});

describe('loaded inbox pages', () => {
  const data = { pages: [page([message(4), message(3, true)]), page([message(2), message(1)], 2)], pageParams: [1, 2] };

  it('mark the read messages, or every one', () => {
    const one = markRead(data, [2]);
    expect(one?.pages.flatMap((p) => p.list.map((m) => [m.id, m.read]))).toEqual([
      [4, false],
      [3, true],
      [2, true],
      [1, false],
    ]);
    expect(markRead(data, 'all')?.pages.every((p) => p.list.every((m) => m.read))).toBe(true);
    // The cached pages are not changed in place.
    expect(data.pages[1]?.list[0]?.read).toBe(false);
  });

  it('drop deleted messages', () => {
    expect(withoutMessages(data, [4, 1])?.pages.map((p) => p.list.map((m) => m.id))).toEqual([[3], [2]]);
    expect(withoutMessages(undefined, [1])).toBeUndefined();
  });
});
