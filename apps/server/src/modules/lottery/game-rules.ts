import type { LotteryUnit } from '@lotus/contract';
import { betStake, type PayTable, payTableFor, pointStake } from '@lotus/lottery';
import type { LotteryGameRow } from './queries.ts';

/** One yuan-unit single bet of a prize-group game, minor units (2.00, as the leading vendors sell it). */
export const BASE_STAKE = 200;
/** One point of a point-priced game (VN, 4D), minor units. */
export const POINT_VALUE = 100;
/** The largest multiple (or number of points) of a line. */
export const MAX_MULTIPLE = 10_000;
/** Lines × periods of one slip: a chase of many periods is many bets, each debited on its own. */
export const MAX_BETS_PER_SLIP = 1_000;

type GameRules = Pick<LotteryGameRow, 'family' | 'payTable' | 'defaultPrizeGroup' | 'maxPrizeGroup'>;

export const usesPrizeGroup = (game: Pick<LotteryGameRow, 'family'>) =>
  game.family === 'SSC5' || game.family === 'PK10';

/**
 * The member's prize group in a game. Every member has the game's default group until the agent system grants
 * others; the margin up to the brand's top group is what an agent line can take as rebate.
 */
export const prizeGroupOf = (game: GameRules) => game.defaultPrizeGroup;

/** The odds a member plays at: the family's defaults at their prize group, with the brand's overrides. */
export function payTableOf(game: Pick<GameRules, 'family' | 'payTable'>, prizeGroup: number): PayTable {
  const overrides = Object.keys(game.payTable).length > 0 ? game.payTable : undefined;
  return payTableFor(game.family, usesPrizeGroup(game) ? { prizeGroup, overrides } : { overrides });
}

/**
 * The stake of ONE single bet of a line: unit × multiple for prize-group games, points × point value × the play's
 * price for point-priced ones (where the line's multiple is its points and the unit is not used).
 */
export function singleStake(
  game: GameRules,
  line: { play: string; unit: LotteryUnit; multiple: number },
  payTable: PayTable,
) {
  return usesPrizeGroup(game)
    ? betStake(line.unit, line.multiple, BASE_STAKE)
    : pointStake(line.play, line.multiple, POINT_VALUE, payTable);
}
