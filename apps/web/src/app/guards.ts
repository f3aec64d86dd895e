import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type SessionState, useSessionStore } from '@/lib/session';

/** Who may open a route: anyone, a logged-in member (spec §2 "login required") or an agent. */
export type RouteAccess = 'public' | 'member' | 'agent';

/** Only same-site paths may be a post-login destination; anything else could send the player off-site. */
export const isSafeReturnPath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Where a visitor without the required session goes instead (spec §2 navigation guard): guests to /login
 * (home with the login dialog, remembering where they were going); non-agents to the agent landing.
 */
export function guardRedirect(
  access: RouteAccess,
  session: Pick<SessionState, 'token' | 'isAgent'>,
  target: string,
): string | null {
  if (access === 'member' && !session.token) return `/login?redirect=${encodeURIComponent(target)}`;
  if (access === 'agent' && (!session.token || !session.isAgent)) return '/agent';
  return null;
}

export function guard(access: RouteAccess) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = guardRedirect(access, useSessionStore.getState(), url.pathname + url.search);
    if (to) throw redirect(to);
    return null;
  };
}
