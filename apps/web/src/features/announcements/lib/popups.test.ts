import type { Announcement } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { markPopupsClosed, popupExecutions, popupsClosed, popupsFor } from './popups';

const popup = (id: number, execution: string): Announcement => ({ id, title: `P${id}`, content: '', execution });
const feed = [popup(1, 'B'), popup(2, 'A'), popup(3, 'F'), popup(4, 'A'), popup(5, 'B')];
const ids = (list: Announcement[]) => list.map((p) => p.id);

describe('pop-ups by execution (spec §4)', () => {
  it('asks the feed for B as a guest and A, B and F as a member', () => {
    expect(popupExecutions(false)).toBe('B');
    expect(popupExecutions(true)).toBe('A,B,F');
  });

  it('shows a guest the B pop-ups only', () => {
    expect(ids(popupsFor(feed, { loggedIn: false, firstLogin: false }))).toEqual([1, 5]);
    // A first-login flag left over from an earlier session on this page changes nothing for a guest.
    expect(ids(popupsFor(feed, { loggedIn: false, firstLogin: true }))).toEqual([1, 5]);
  });

  it('shows a member the A pop-ups, and F too right after a first login, in feed order', () => {
    expect(ids(popupsFor(feed, { loggedIn: true, firstLogin: false }))).toEqual([2, 4]);
    expect(ids(popupsFor(feed, { loggedIn: true, firstLogin: true }))).toEqual([2, 3, 4]);
  });

  it('ignores items without an execution', () => {
    expect(popupsFor([{ id: 9, title: '', content: '' }], { loggedIn: false, firstLogin: false })).toEqual([]);
  });
});

describe('closed pop-ups for the session', () => {
  it('remembers a guest and a member closing them apart, in USER_POPUP and ANONYMOUS_POPUP', () => {
    expect(popupsClosed(false)).toBe(false);
    expect(popupsClosed(true)).toBe(false);
    markPopupsClosed(false);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    expect(popupsClosed(false)).toBe(true);
    expect(popupsClosed(true)).toBe(false);
    markPopupsClosed(true);
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
    expect(popupsClosed(true)).toBe(true);
  });

  it('takes another value in the key as not closed', () => {
    sessionStorage.setItem('USER_POPUP', 'open');
    expect(popupsClosed(true)).toBe(false);
  });

  it("keeps the visitor's choice when a member signs out, but not the member's", () => {
    setSession({ token: 'tok', account: 'demo' });
    markPopupsClosed(false);
    markPopupsClosed(true);
    clearSession();
    expect(popupsClosed(false)).toBe(true);
    expect(popupsClosed(true)).toBe(false);
  });
});
