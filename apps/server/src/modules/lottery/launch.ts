import { AppError } from '../../platform/app-error.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { findLotteryGame, findLotteryLaunch, type LotteryGameRow } from './queries.ts';

export interface LotteryLaunch {
  token: string;
  merchantId: number;
  memberId: number;
  currency: string;
  game: LotteryGameRow;
}

/**
 * The launch token is the lottery server's only credential: it must exist, be alive, be a member's (the lottery has
 * no free play: it needs a login, spec §2) and open a game the lottery runs.
 */
export async function requireLotteryLaunch(deps: LotteryDeps, token: string, now: Date): Promise<LotteryLaunch> {
  const row = await findLotteryLaunch(deps.db.orm, sha256(token));
  if (!row || row.freePlay || row.memberId === null || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('lottery.token.invalid');
  }
  const game = await findLotteryGame(deps.db.orm, row.gameId);
  if (!game) throw new AppError('lottery.token.invalid');
  return { token, merchantId: row.merchantId, memberId: row.memberId, currency: row.currency, game };
}
