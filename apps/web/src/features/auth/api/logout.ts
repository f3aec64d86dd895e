import { callEndpoint } from '@/lib/api';
import { clearSession, getToken } from '@/lib/session';

/** Logout is fire-and-forget (ORIGINAL.md): the session ends locally whatever the server answers. */
export function logout() {
  if (getToken()) void callEndpoint('logout').catch(() => undefined);
  clearSession();
}
