import { create } from 'zustand';
import { merchantSessionKeys, session, sessionKeys } from './storage';

export interface SessionState {
  token: string | null;
  nickname: string | null;
  isAgent: boolean;
  isTrial: boolean;
}

function read(): SessionState {
  return {
    token: session.get(sessionKeys.token),
    nickname: session.get(sessionKeys.nickname),
    isAgent: session.get(sessionKeys.isAgent) === 'true',
    isTrial: session.get(sessionKeys.isTrial) === 'true',
  };
}

/** The player's session, mirrored from sessionStorage so components re-render when it changes. */
export const useSessionStore = create<SessionState>(() => read());

export const getToken = () => session.get(sessionKeys.token);

export interface SessionInfo {
  token: string;
  nickname?: string | null;
  isAgent?: boolean;
  isTrial?: boolean;
  /** The login name (spec §3 keys `account` and `username`). */
  account?: string;
  customerId?: number | string;
}

/** Starts or updates the session: the spec §3 keys in sessionStorage, mirrored into the store. */
export function setSession(next: SessionInfo) {
  session.set(sessionKeys.token, next.token);
  if (next.nickname != null) session.set(sessionKeys.nickname, next.nickname);
  if (next.isAgent != null) session.set(sessionKeys.isAgent, String(next.isAgent));
  if (next.isTrial != null) session.set(sessionKeys.isTrial, String(next.isTrial));
  if (next.account != null) {
    session.set(sessionKeys.account, next.account);
    session.set(sessionKeys.username, next.account);
  }
  if (next.customerId != null) session.set(sessionKeys.customerId, String(next.customerId));
  useSessionStore.setState(read());
}

/**
 * Ends the session locally: everything in sessionStorage goes except the brand keys and the visitor's closed pop-ups
 * (the browser's, not the member's), and the user is a guest.
 */
export function clearSession() {
  for (const key of session.keys()) {
    if (!merchantSessionKeys.includes(key) && key !== sessionKeys.anonymousPopup) session.remove(key);
  }
  useSessionStore.setState(read());
}

export const useIsLoggedIn = () => useSessionStore((s) => s.token !== null);
