import type { RebateRecord } from '@lotus/contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { balanceKey } from '@/features/wallet';
import { isApiError, queryClient } from '@/lib/api';
import { rebateKey } from '../api/keys';
import { claimRebate } from '../api/rebate';
import { useRebateText } from './use-rebate-text';

/** An answer came back (a refusal): the next press is a new request. Lost answers keep their key for the retry. */
const answered = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Claims the rebate. One Idempotency-Key per intent to claim: it survives a lost answer, so pressing again after a
 * network failure cannot pay twice, and a success or a refusal starts a new one. The paid rebate stays shown as
 * credited; the summary, the history and the balance are read again. A refusal shows the server's message.
 */
export function useClaimRebate() {
  const { t, money } = useRebateText();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credited, setCredited] = useState<RebateRecord | null>(null);

  const claim = useCallback(async () => {
    setBusy(true);
    setError(null);
    setCredited(null);
    key.current ??= crypto.randomUUID();
    try {
      const { rebate } = await claimRebate(key.current);
      key.current = null;
      setCredited(rebate);
      toast.success(t('rebate.claim.credited', { amount: money(rebate.amount) }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateKey }),
        queryClient.invalidateQueries({ queryKey: balanceKey }),
      ]);
    } catch (failure) {
      if (answered(failure)) {
        key.current = null;
        // A refusal (nothing left, under the minimum) means the summary shown is out of date.
        void queryClient.invalidateQueries({ queryKey: rebateKey });
      }
      setError(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  }, [t, money]);

  return { claim, busy, error, credited };
}
