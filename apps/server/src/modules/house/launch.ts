import { type HouseGameCode, houseGameCodes } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { sha256 } from '../../platform/secrets.ts';
import { HOUSE_STAKES, HOUSE_VENDOR_CODE } from './house-config.ts';
import { findLaunch } from './queries.ts';

const isHouseGame = (code: string): code is HouseGameCode => (houseGameCodes as readonly string[]).includes(code);

export type HouseLaunch = NonNullable<Awaited<ReturnType<typeof findLaunch>>> & {
  gameCode: HouseGameCode;
  /** `member:<id>` or, for free play, `free:<token hash>`: whose seeds and rounds these are. */
  playerKey: string;
};

/**
 * The launch token is the house server's only credential: it must exist, be a house game's, and be alive. Real play
 * also needs its member (a free-play token has none).
 */
export async function requireLaunch(orm: Orm, token: string, now: Date): Promise<HouseLaunch> {
  const row = await findLaunch(orm, sha256(token));
  if (!row || row.vendorCode !== HOUSE_VENDOR_CODE || !isHouseGame(row.gameCode)) {
    throw new AppError('house.token.invalid');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('house.token.invalid');
  if (!row.freePlay && row.memberId === null) throw new AppError('house.token.invalid');
  const playerKey = row.freePlay ? `free:${row.tokenHash}` : `member:${row.memberId}`;
  return { ...row, gameCode: row.gameCode, playerKey };
}

/** The stakes offered to this launch (minor units): the game's list from its minimum bet up. */
export function stakesOf(launch: Pick<HouseLaunch, 'gameCode' | 'minBet'>): number[] {
  const offered = HOUSE_STAKES[launch.gameCode].filter((stake) => stake >= launch.minBet);
  return offered.length > 0 ? offered : [launch.minBet];
}
