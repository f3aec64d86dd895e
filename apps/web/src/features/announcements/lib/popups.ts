import type { Announcement } from '@lotus/contract';
import { session, sessionKeys } from '@/lib/storage';

export interface PopupAudience {
  loggedIn: boolean;
  /** The member's login just now was their first (the login event of this page). */
  firstLogin: boolean;
}

/** Executions the feed is asked for: a guest only gets B; a member's token unlocks A and F (the server checks it). */
export const popupExecutions = (loggedIn: boolean) => (loggedIn ? 'A,B,F' : 'B');

/** Spec §4: a guest sees B pop-ups; a member sees A, plus F right after their first login. */
export function popupsFor(popups: readonly Announcement[], audience: PopupAudience): Announcement[] {
  const wanted = audience.loggedIn ? (audience.firstLogin ? ['A', 'F'] : ['A']) : ['B'];
  return popups.filter((p) => wanted.includes(p.execution ?? ''));
}

const closedKey = (loggedIn: boolean) => (loggedIn ? sessionKeys.userPopup : sessionKeys.anonymousPopup);

/** Closed pop-ups stay closed for the rest of the browser session (`USER_POPUP` / `ANONYMOUS_POPUP`). */
export const popupsClosed = (loggedIn: boolean) => session.get(closedKey(loggedIn)) === 'closed';
export const markPopupsClosed = (loggedIn: boolean) => session.set(closedKey(loggedIn), 'closed');
