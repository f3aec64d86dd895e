import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { betExposure } from './exposure-shares.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { betPayTable } from './odds.ts';
import { type LotteryBetRow, type LotteryGameRow, moveBet, releaseExposure } from './queries.ts';
import { betTx } from './wallet.ts';

/**
 * Gives a bet's stake back: a rollback of its debit, which refunds a stake the wallet took and leaves a tombstone
 * against one still on its way, so the stake is returned exactly once whatever happened before. Then the bet moves
 * to `to` (cancelled by the player or its chase, void with its period or its slip) once, and in the same transaction
 * its share of the period's exposure is released, computed at the odds it was placed at (not the game's odds of now)
 * so that it is exactly what the bet reserved: only the call that moved the bet releases it, so the exposure comes
 * back once however many calls (a cancel, a chase's stop, a void, a settlement) refund it at the same time.
 * False when the wallet could not be reached: the bet keeps its state and its exposure, and the next run tries again
 * with the same txId.
 */
export async function refundBet(
  deps: LotteryDeps,
  wallet: SeamlessClient,
  game: LotteryGameRow,
  bet: LotteryBetRow,
  to: 'cancelled' | 'void',
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
  const shares = betExposure(game, await betPayTable(deps.db.orm, game, bet), bet);
  await deps.db.orm.transaction(async (tx) => {
    const moved = await moveBet(tx, bet.id, ['pending', 'open'], { status: to, payout: 0, settledAt });
    if (moved) await releaseExposure(tx, shares);
  });
  return true;
}
