import type { HouseGameCode } from '@lotus/contract';

/** The house vendor's code (`vassalage`) in `game_vendors`; its secret signs the seamless wallet calls. */
export const HOUSE_VENDOR_CODE = 'HOUSE';

/**
 * Stakes each game offers, minor units, ascending; a merchant's `games.min_bet` drops the smaller ones. The slot's
 * stakes are multiples of 0.20 so every line stake (stake / 20) is a whole minor unit.
 */
export const HOUSE_STAKES: Readonly<Record<HouseGameCode, readonly number[]>> = {
  'lotus-slot': [20, 40, 100, 200, 400, 1_000, 2_000, 5_000, 10_000],
  'lotus-scratch': [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  'lotus-wheel': [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
};

/** Free play starts every launch token with these play chips (minor units); they never reach the ledger. */
export const FREE_PLAY_CHIPS = 200_000;

/** The settlement job leaves rounds younger than this to the play request that is still finishing them. */
export const OPEN_ROUND_GRACE_MS = 60_000;
