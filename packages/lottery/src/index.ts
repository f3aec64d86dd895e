/**
 * The house lottery's rules as pure functions, shared by the server (draws, bet checks, settlement, limits) and the
 * browser (board, slip, trends, and the fairness page re-deriving each period's result from its revealed seed).
 * Families: SSC5, PK10, VN (northern), SEA4D. Money is integer minor units throughout.
 */
export { type RandomSource, seedHash, Xoshiro128 } from '@lotus/house-games';
export { getPlay, PLAYS, playsOf } from './catalogue.ts';
export {
  CHASE_MAX_PERIODS,
  type ChaseErrorCode,
  type ChaseMode,
  type ChaseOptions,
  type ChasePeriod,
  type ChasePlan,
  chasePlan,
  chaseRefund,
} from './chase.ts';
export {
  BET_UNITS,
  type BetUnit,
  betStake,
  checkPayTable,
  DEFAULT_BASE_STAKE,
  DEFAULT_SEA4D_PAY_TABLE,
  DEFAULT_VN_PAY_TABLE,
  groupPayTable,
  PRIZE_GROUP_SCALE,
  payTableFor,
  pointStake,
  prizeFor,
  prizeOf,
  prizeTable,
  rebateFor,
  unitStake,
} from './money.ts';
export { quickPick } from './quick-pick.ts';
export { type RaffleEntry, type RaffleWinner, raffleDrawKey, raffleWinners } from './raffle.ts';
export {
  displayResult,
  drawResult,
  isResult,
  PRIZE_TIERS,
  type PrizeTier,
  periodResult,
  resultTiers,
  sea4dPrizes,
  VN_TIERS,
  vnLoNumbers,
} from './results.ts';
export { exposure, exposureKeys, maxPayout, settleBet } from './settle.ts';
export {
  formatVnShorthand,
  parseVnShorthand,
  SHORTHAND_MAX_LENGTH,
  type ShorthandError,
  type ShorthandErrorCode,
  type ShorthandLine,
} from './shorthand.ts';
export {
  type ChartRow,
  chartOf,
  type NumberTrend,
  type PositionChart,
  type PositionTrend,
  type Trend,
  trendOf,
} from './trends.ts';
export {
  type Bet,
  type LevelCount,
  LOTTERY_FAMILIES,
  type LotteryFamily,
  type LotteryResult,
  type Names,
  type PayTable,
  type PickOptions,
  type PickRow,
  type Picks,
  type Pk10Result,
  type PlayDef,
  type PlayOdds,
  type PrizeLevel,
  type ResultOf,
  type Sea4dResult,
  type Settlement,
  type Ssc5Result,
  type VnResult,
} from './types.ts';
export { type CountResult, countBets, type PickErrorCode } from './validate.ts';
