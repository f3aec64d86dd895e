import { callEndpoint, queryClient } from '@/lib/api';
import { clearSession, getToken } from '@/lib/session';

/** Logout is fire-and-forget (ORIGINAL.md): the session ends locally whatever the server answers. */
export function logout() {
  // The request reads the token before the session is cleared below.
  if (getToken()) void callEndpoint('logout').catch(() => undefined);
  clearSession();
  queryClient.removeQueries({ queryKey: ['member'] });
  queryClient.removeQueries({ queryKey: ['wallet'] });
}
