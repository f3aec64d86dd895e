import type { Orm } from '../../db/database.ts';
import { FREE_PLAY_CHIPS } from './house-config.ts';
import type { HouseLaunch } from './launch.ts';
import { freePlayNet } from './queries.ts';

/** Free play's chips (minor units): the starting chips plus what the token's rounds won or lost. */
export async function freePlayBalance(orm: Orm, launch: Pick<HouseLaunch, 'merchantId' | 'playerKey'>) {
  return FREE_PLAY_CHIPS + (await freePlayNet(orm, launch.merchantId, launch.playerKey));
}
