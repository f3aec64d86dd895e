import { fromMinorUnits } from '@lotus/contract';
import { WHEEL_JACKPOT } from '@lotus/house-games';
import type { Orm } from '../../db/database.ts';
import type { HouseLaunch } from './launch.ts';
import { findPool } from './queries.ts';

/** The progressive pool shown with the wheel (null for the other games), in major units; minor units inside a round. */
export async function jackpotOf(orm: Orm, launch: Pick<HouseLaunch, 'merchantId' | 'gameCode'>) {
  if (launch.gameCode !== 'lotus-wheel') return null;
  return (await findPool(orm, launch.merchantId, launch.gameCode)) ?? WHEEL_JACKPOT.seedMinor;
}

export async function jackpotShown(orm: Orm, launch: Pick<HouseLaunch, 'merchantId' | 'gameCode'>) {
  const pool = await jackpotOf(orm, launch);
  return pool === null ? null : fromMinorUnits(pool);
}
