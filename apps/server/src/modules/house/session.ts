import { fromMinorUnits, type HouseSession, type Language } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { localize } from '../../platform/localize.ts';
import { freePlayBalance } from './balance.ts';
import type { HouseDeps } from './house-deps.ts';
import { requireLaunch, stakesOf } from './launch.ts';
import { jackpotShown } from './pool-view.ts';
import { findActiveSeed } from './queries.ts';
import { ensureActiveSeed, fairnessOf } from './seeds.ts';
import { houseWallet } from './wallet.ts';

/**
 * What the game client starts from: the game and its stakes, the balance (the wallet's, asked through the seamless
 * API's `authenticate` with the launch token; or the free-play chips), the fairness state before the next round
 * (the player's seed is created on the first session) and the wheel's pool.
 */
export async function houseSession(deps: HouseDeps, token: string, language: Language): Promise<HouseSession> {
  const launch = await requireLaunch(deps.db.orm, token, deps.clock.now());
  await ensureActiveSeed(deps.db.orm, launch.merchantId, launch.playerKey);
  const seed = await findActiveSeed(deps.db.orm, launch.merchantId, launch.playerKey);
  if (!seed) throw new Error('no active seed after ensureActiveSeed');

  let balance: number;
  let currency = launch.currency;
  if (launch.freePlay) balance = fromMinorUnits(await freePlayBalance(deps.db.orm, launch));
  else {
    const wallet = await houseWallet(deps.db.orm, deps.transport, launch.merchantId);
    const reply = await wallet.authenticate({ token });
    if (reply.status === 'INTERNAL_RETRYABLE') throw new AppError('service.unavailable');
    if (reply.status !== 'OK') throw new AppError('house.token.invalid', { status: reply.status });
    balance = reply.balance ?? 0;
    currency = reply.currency ?? currency;
  }

  const stakes = stakesOf(launch).map(fromMinorUnits);
  return {
    game: {
      code: launch.gameCode,
      name: localize(launch.gameName, language),
      minStake: stakes[0] ?? 0,
      maxStake: stakes.at(-1) ?? 0,
      stakes,
    },
    freePlay: launch.freePlay,
    balance,
    currency,
    fairness: fairnessOf(seed),
    jackpot: await jackpotShown(deps.db.orm, launch),
  };
}
