import { create } from 'zustand';
import { merchantSessionKeys, session, sessionKeys } from './storage';

export interface SessionState {
  token: string | null;
  nickname: string | null;
  isAgent: boolean;
}

function read(): SessionState {
  return {
    token: session.get(sessionKeys.token),
    nickname: session.get(sessionKeys.nickname),
    isAgent: session.get(sessionKeys.isAgent) === 'true',
  };
}

/** The player's session, mirrored from sessionStorage so components re-render when it changes. */
export const useSessionStore = create<SessionState>(() => read());

export const getToken = () => session.get(sessionKeys.token);

export function setSession(next: { token: string; nickname?: string | null; isAgent?: boolean }) {
  session.set(sessionKeys.token, next.token);
  if (next.nickname != null) session.set(sessionKeys.nickname, next.nickname);
  if (next.isAgent != null) session.set(sessionKeys.isAgent, String(next.isAgent));
  useSessionStore.setState(read());
}

/** Ends the session locally: everything in sessionStorage goes except the brand keys, and the user is a guest. */
export function clearSession() {
  for (const key of session.keys()) {
    if (!merchantSessionKeys.includes(key)) session.remove(key);
  }
  useSessionStore.setState(read());
}

export const useIsLoggedIn = () => useSessionStore((s) => s.token !== null);
