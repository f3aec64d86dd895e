import { useCallback } from 'react';
import { useSessionStore } from '@/lib/session';
import { openTrialNotice } from '../stores/account-prompt-store';
import { openLogin } from '../stores/auth-dialog-store';

/**
 * Runs a member-only action, or opens the login dialog for a guest (side menu, bottom bar, header). Trial accounts
 * get the `in_need_true_account` notice instead, unless the action is open to them.
 */
export function useRequireLogin() {
  const loggedIn = useSessionStore((s) => s.token !== null);
  const trial = useSessionStore((s) => s.isTrial);
  return useCallback(
    (action?: () => void, options: { trialAllowed?: boolean } = {}) => {
      if (!loggedIn) openLogin();
      else if (trial && !options.trialAllowed) openTrialNotice();
      else action?.();
    },
    [loggedIn, trial],
  );
}
