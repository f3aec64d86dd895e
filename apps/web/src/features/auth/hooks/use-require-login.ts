import { useCallback } from 'react';
import { useIsLoggedIn } from '@/lib/session';
import { openLogin } from '../stores/auth-dialog-store';

/** Runs a member-only action, or opens the login dialog for a guest (side menu, bottom bar, header). */
export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  return useCallback(
    (action?: () => void) => {
      if (loggedIn) action?.();
      else openLogin();
    },
    [loggedIn],
  );
}
