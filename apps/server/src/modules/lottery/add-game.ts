import type { LocalizedText } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { LotteryFamilyCode } from '../../db/schema/lottery.ts';
import { insertCatalogueGame, insertLotteryGameRow, insertOdds } from './queries.ts';

/** Where a family lists: its lobby category, and its area (prize mode) in the lottery's own menus. */
const LISTING: Record<LotteryFamilyCode, { gameType: 'LOTT' | 'ELOTT'; area: 'LOTT' | 'ELOTT' | 'SEA' }> = {
  VN: { gameType: 'LOTT', area: 'LOTT' },
  SEA4D: { gameType: 'LOTT', area: 'SEA' },
  SSC5: { gameType: 'ELOTT', area: 'ELOTT' },
  PK10: { gameType: 'ELOTT', area: 'ELOTT' },
};

/** The smallest stake of a lottery line (one bet of 2.00 at the fen unit), minor units: the lobby's minimum bet. */
const LOTTERY_MIN_BET = 2;

/** What a new game starts with where it names none: the top prize group, the default one, the void window. */
export const LOTTERY_RULE_DEFAULTS = { maxPrizeGroup: 1980, defaultPrizeGroup: 1950, voidAfterMinutes: 30 } as const;

export interface NewLotteryGame {
  merchantId: number;
  vendorId: number;
  gameCode: string;
  name: LocalizedText;
  /** The catalogue icon, a path below the brand's image CDN. */
  icon: string;
  enabled: boolean;
  family: LotteryFamilyCode;
  intervalSeconds: number | null;
  drawTime: string | null;
  closeSeconds: number;
  /** Minor units. */
  maxPayoutPerNumber: number;
  maxPayoutPerPeriod: number;
  /** `LOTTERY_RULE_DEFAULTS`' when left out. */
  defaultPrizeGroup?: number | undefined;
  now: Date;
}

/**
 * A house lottery game: its catalogue row (what the lobby's cards and launches read), placed after the brand's other
 * games, and its lottery rules with the family's default odds as odds version 1. The period keeper opens its periods
 * on its next run. The demo seed and the console add games through this one function; answers the game's id.
 */
export async function addLotteryGame(tx: Orm, game: NewLotteryGame) {
  const { gameType, area } = LISTING[game.family];
  const gameId = await insertCatalogueGame(tx, {
    merchantId: game.merchantId,
    vendorId: game.vendorId,
    gameCode: game.gameCode,
    gameType,
    name: game.name,
    icon: game.icon,
    minBet: LOTTERY_MIN_BET,
    enabled: game.enabled,
    createdAt: game.now,
    updatedAt: game.now,
  });
  await insertLotteryGameRow(tx, {
    gameId,
    merchantId: game.merchantId,
    family: game.family,
    area,
    intervalSeconds: game.intervalSeconds,
    drawTime: game.drawTime,
    closeSeconds: game.closeSeconds,
    maxPayoutPerNumber: game.maxPayoutPerNumber,
    maxPayoutPerPeriod: game.maxPayoutPerPeriod,
    ...LOTTERY_RULE_DEFAULTS,
    defaultPrizeGroup: game.defaultPrizeGroup ?? LOTTERY_RULE_DEFAULTS.defaultPrizeGroup,
    updatedAt: game.now,
  });
  // The family's defaults (no overrides) are the game's first odds version, the one its first bets are placed under.
  await insertOdds(tx, { gameId, version: 1, payTable: {} });
  return gameId;
}
