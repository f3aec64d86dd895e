import { fromMinorUnits, type HouseOutcome, type VendorReply } from '@lotus/contract';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import type { HouseDeps } from './house-deps.ts';
import { unfeedPool } from './jackpot.ts';
import { lockRound, type RoundRow, setRoundStatus } from './queries.ts';
import { roundTx } from './wallet.ts';

/** The jackpot part of a round's payout (wheel rounds that hit it), minor units. */
export function jackpotPaid(round: RoundRow): number {
  const outcome = round.outcome as HouseOutcome;
  if (outcome.game !== 'lotus-wheel' || !outcome.jackpot) return 0;
  return round.payout - Math.round(round.stake * outcome.multiplier);
}

/** Pays the round (0 for a loss); OK settles it. Idempotent by its txId, so retries never pay twice. */
export async function creditRound(
  deps: HouseDeps,
  wallet: SeamlessClient,
  round: RoundRow,
  currency: string,
): Promise<VendorReply> {
  const tx = roundTx(round.id);
  const reply = await wallet.credit({
    playerId: String(round.memberId),
    txId: tx.win,
    roundId: tx.roundId,
    gameCode: round.gameCode,
    amount: fromMinorUnits(round.payout),
    currency,
  });
  if (reply.status === 'OK') await markRound(deps, round.id, 'settled');
  return reply;
}

/**
 * Cancels the round's stake (a rollback of its debit, which also leaves a tombstone if the debit never arrived, so a
 * late one is refused) and voids the round. False when the wallet could not be reached: the job tries again.
 */
export async function rollBackRound(deps: HouseDeps, wallet: SeamlessClient, round: RoundRow): Promise<boolean> {
  const tx = roundTx(round.id);
  const reply = await wallet.rollback({
    playerId: String(round.memberId),
    txId: tx.rollback,
    refTxId: tx.bet,
    roundId: tx.roundId,
  });
  if (reply.status !== 'OK') return false;
  await markRound(deps, round.id, 'void');
  return true;
}

/** Moves an open round to settled or void once; voiding also takes its share back out of the jackpot pool. */
export async function markRound(deps: HouseDeps, roundId: number, status: 'settled' | 'void') {
  const now = deps.clock.now();
  await deps.db.orm.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (round?.status !== 'open') return;
    await setRoundStatus(tx, roundId, status);
    if (status === 'void' && round.gameCode === 'lotus-wheel' && round.memberId !== null) {
      await unfeedPool(tx, round.merchantId, round.gameCode, round.stake, jackpotPaid(round), now);
    }
  });
}
