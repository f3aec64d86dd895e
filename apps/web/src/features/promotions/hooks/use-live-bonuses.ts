import { useEffect, useRef } from 'react';
import { queryClient } from '@/lib/api';
import { ROUND_BALANCE_REASONS, roundsInProgress } from '@/lib/game-rounds';
import { useSocketEvent } from '@/lib/realtime';
import { bonusesKey } from '../api/keys';

/** How long after a stake its round's settlement (which counts the wagering) is read again. */
const SETTLE_FOLLOW_MS = 2_000;

const refresh = () => void queryClient.invalidateQueries({ queryKey: bonusesKey });

/**
 * Keeps open bonus details in step with play. Bets move the wagered figures, but the socket tells only of money: a
 * stake's `balance.changed` arrives before its round is settled (when the wagering counts), and a lost round sends
 * nothing more. So a change of balance reads the bonuses now and, after a stake, once more a moment later; and the
 * end of a framed house game's round reads them too.
 */
export function useLiveBonuses() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useSocketEvent('balance.changed', (data) => {
    refresh();
    if (!ROUND_BALANCE_REASONS.has(data.reason)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, SETTLE_FOLLOW_MS);
  });
  useEffect(() => {
    const stop = roundsInProgress.onIdle(refresh);
    return () => {
      stop();
      clearTimeout(timer.current);
    };
  }, []);
}
