import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, queryClient } from '@/lib/api';
import { setSession, useSessionStore } from '@/lib/session';
import { memberInfoQuery } from '../api/get-member-info';
import { openTrialNotice } from '../stores/account-prompt-store';

const needsRealAccount = (error: unknown) => isApiError(error) && error.errorCode === 'in_need_true_account';

/**
 * Keeps the stored nickname, agent and trial flags in step with the server's member info, and answers a refused
 * real-money action of a trial account with the trial notice (spec §8 `in_need_true_account`).
 */
export default function MemberInfoLoader() {
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQuery(token)).data;

  useEffect(() => {
    // Only actions the player took: a background read that a trial account may not make should stay quiet.
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && needsRealAccount(event.action.error)) {
        openTrialNotice();
      }
    });
    return stopMutations;
  }, []);
  useEffect(() => {
    if (!token || !info) return;
    setSession({
      token,
      nickname: info.nickname || info.account,
      account: info.account,
      customerId: info.id,
      isAgent: info.isAgent,
      isTrial: info.isTrial,
    });
  }, [token, info]);
  return null;
}
