import type { HouseOutcome } from '@lotus/contract';
import { WHEEL_JACKPOT } from '@lotus/house-games';
import type { Orm } from '../../db/database.ts';
import { ensurePool, lockPool, setPool } from './queries.ts';

/** The wheel's share of a stake that feeds its pool (minor units). */
export const contributionOf = (stake: number) => Math.round(stake * WHEEL_JACKPOT.contribution);

/**
 * A real wheel round's effect on the progressive pool, inside the round's transaction: the stake's share goes in;
 * on a jackpot the whole pool (that share included) is the round's extra payout and the pool starts again from the
 * house's seed. Returns the jackpot paid (0 without a hit).
 */
export async function feedPool(tx: Orm, merchantId: number, outcome: HouseOutcome, stake: number, at: Date) {
  await ensurePool(tx, merchantId, outcome.game, WHEEL_JACKPOT.seedMinor);
  const pool = ((await lockPool(tx, merchantId, outcome.game)) ?? 0) + contributionOf(stake);
  const hit = outcome.game === 'lotus-wheel' && outcome.jackpot;
  await setPool(tx, merchantId, outcome.game, hit ? WHEEL_JACKPOT.seedMinor : pool, at);
  return hit ? pool : 0;
}

/**
 * Undoes `feedPool` for a round that was voided (its stake never arrived): the share comes out again, and a jackpot
 * it had paid goes back into the pool (less the seed the reset put in). Additive, so rounds in between keep theirs.
 */
export async function unfeedPool(
  tx: Orm,
  merchantId: number,
  gameCode: string,
  stake: number,
  jackpot: number,
  at: Date,
) {
  const pool = await lockPool(tx, merchantId, gameCode);
  if (pool === null) return;
  const back = jackpot > 0 ? jackpot - WHEEL_JACKPOT.seedMinor - contributionOf(stake) : -contributionOf(stake);
  await setPool(tx, merchantId, gameCode, Math.max(0, pool + back), at);
}
