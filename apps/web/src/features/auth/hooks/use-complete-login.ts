import type { LoginResult } from '@lotus/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hideFullPageLoader } from '@/components/ui/loader';
import { useBootInfo } from '@/features/system';
import { queryClient } from '@/lib/api';
import { setSession } from '@/lib/session';
import { memberInfoQuery } from '../api/get-member-info';
import { type LoginChannel, loginOutcome } from '../lib/login-outcome';
import { closeAuthDialog, openChangePassword, openWelcome, useAuthDialog } from '../stores/auth-dialog-store';
import { recordLogin } from '../stores/login-event-store';

/**
 * Spec §4 "Login success" for every way in (password, SMS, remember-me, register, reset, free play): store the
 * session, note a first login, then either the forced change-password dialog or close, load the member and go on.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const features = useBootInfo()?.features;

  return useCallback(
    async (result: LoginResult, channel: LoginChannel, password?: string) => {
      const { agent, returnTo } = useAuthDialog.getState();
      const outcome = loginOutcome(result, {
        channel,
        password,
        forceExpiredChange: features?.PWDEXPFORCECHANGE3 === true,
        agentPage: agent,
        returnTo,
      });
      setSession({
        token: result.token,
        nickname: result.nickname || result.userName,
        account: result.userName,
        customerId: result.id,
        isAgent: outcome.isAgent,
        isTrial: outcome.isTrial,
      });
      recordLogin(outcome.firstLogin);
      queryClient.removeQueries({ queryKey: ['wallet'] });

      if (outcome.forcePasswordChange) {
        hideFullPageLoader();
        openChangePassword({ forced: true, oldPassword: password ?? null });
        return;
      }
      closeAuthDialog();
      // The member's own name and type; the login answer already had enough to carry on if this fails.
      try {
        const info = await queryClient.fetchQuery(memberInfoQuery(result.token));
        setSession({
          token: result.token,
          nickname: info.nickname || info.account,
          isAgent: info.isAgent,
          isTrial: info.isTrial,
        });
      } catch {
        // The header retries through its own query.
      }
      if (outcome.destination) await navigate(outcome.destination);
      else hideFullPageLoader();
      // Just registered: welcome the new member and show the way to a first deposit.
      if (channel === 'register' && !outcome.isTrial && !outcome.isAgent) openWelcome();
    },
    [features, navigate],
  );
}
