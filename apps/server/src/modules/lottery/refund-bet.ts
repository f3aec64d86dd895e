import type { Orm } from '../../db/database.ts';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { type LotteryBetRow, moveBet } from './queries.ts';
import { betTx } from './wallet.ts';

/**
 * Gives a bet's stake back: a rollback of its debit, which refunds a stake the wallet took and leaves a tombstone
 * against one still on its way, so the stake is returned exactly once whatever happened before. Then the bet moves
 * to `to` (cancelled by the player, void with its period) once. False when the wallet could not be reached: the
 * bet keeps its state and the next run tries again with the same txId. `onMoved` runs in the transaction that moves
 * the bet, and only in the call that moved it: what comes back with the bet (its exposure) comes back once, however
 * many calls refund it at the same time.
 */
export async function refundBet(
  deps: LotteryDeps,
  wallet: SeamlessClient,
  bet: LotteryBetRow,
  to: 'cancelled' | 'void',
  onMoved?: (tx: Orm) => Promise<void>,
): Promise<boolean> {
  const tx = betTx(bet.id);
  const reply = await wallet.rollback({
    playerId: String(bet.memberId),
    txId: tx.rollback,
    refTxId: tx.bet,
    roundId: tx.roundId,
  });
  if (reply.status !== 'OK') {
    deps.log.warn({ betId: bet.id, status: reply.status }, 'lottery refund not accepted yet');
    return false;
  }
  const settledAt = deps.clock.now();
  await deps.db.orm.transaction(async (tx) => {
    const moved = await moveBet(tx, bet.id, ['pending', 'open'], { status: to, payout: 0, settledAt });
    if (moved && onMoved) await onMoved(tx);
  });
  return true;
}
