import { createSeamlessClient, type SeamlessClient } from '../vendors/seamless-client.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { findWalletAccess } from './queries.ts';

/**
 * The lottery's side of the seamless wallet API for one vendor (a brand lists lottery games under the vassalage codes
 * its players' clients route by, e.g. TCG_LOTTO_VN), signed with that vendor's secret as its own server would sign.
 */
export async function lotteryWallet(deps: LotteryDeps, vendorId: number): Promise<SeamlessClient> {
  const access = await findWalletAccess(deps.db.orm, vendorId);
  if (!access) throw new Error(`no lottery vendor ${vendorId}`);
  return createSeamlessClient({
    transport: deps.transport,
    vendorCode: access.vendorCode,
    secret: access.secret,
    merchantCode: access.merchantCode,
  });
}

/** The txIds of a bet's money calls: its stake, its payout (0 for a loss) and the rollback of a cancel or a void. */
export const betTx = (betId: number) => ({
  roundId: `lot-${betId}`,
  bet: `lot-${betId}:bet`,
  win: `lot-${betId}:win`,
  rollback: `lot-${betId}:rollback`,
});
