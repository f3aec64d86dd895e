import {
  type ConsoleLotteryGame,
  type CreateLotteryGame,
  createLotteryGameSchema,
  type LotteryFamilyName,
  type LotterySchedule,
  type UpdateLotteryGame,
  updateLotteryGameSchema,
} from '@lotus/contract';
import { type LotteryFamily, payTableFor, playsOf } from '@lotus/lottery';

/** What the lottery game form holds: every box as typed (family, vendor, code and names only for a new game). */
export interface LotteryGameValues {
  family: LotteryFamilyName;
  vendorId: string;
  gameCode: string;
  name: { EN: string; CN: string };
  schedule: { kind: 'interval' | 'daily'; intervalSeconds: string; drawTime: string };
  closeSeconds: string;
  enabled: boolean;
  maxPayoutPerNumber: string;
  maxPayoutPerPeriod: string;
  defaultPrizeGroup: string;
  maxPrizeGroup: string;
  voidAfterMinutes: string;
  /** The brand's overrides as JSON, `{}` for the family's defaults. */
  payTable: string;
}

/** The families that pay by prize group; the others are priced per point. */
export const familyUsesPrizeGroup = (family: LotteryFamilyName) => family === 'SSC5' || family === 'PK10';

/** The form of a game, or of a new one: a two-minute SSC5 game at the usual groups, its limits left to fill in. */
export const lotteryGameValues = (game: ConsoleLotteryGame | null): LotteryGameValues => ({
  family: game?.family ?? 'SSC5',
  vendorId: '',
  gameCode: game?.gameCode ?? '',
  name: game?.name ?? { EN: '', CN: '' },
  schedule: {
    kind: game?.intervalSeconds === null ? 'daily' : 'interval',
    intervalSeconds: game ? String(game.intervalSeconds ?? '') : '120',
    drawTime: game?.drawTime ?? '',
  },
  closeSeconds: game ? String(game.closeSeconds) : '15',
  enabled: game?.enabled ?? true,
  maxPayoutPerNumber: game ? String(game.maxPayoutPerNumber) : '',
  maxPayoutPerPeriod: game ? String(game.maxPayoutPerPeriod) : '',
  defaultPrizeGroup: game ? String(game.defaultPrizeGroup) : '1950',
  maxPrizeGroup: game ? String(game.maxPrizeGroup) : '1980',
  voidAfterMinutes: game ? String(game.voidAfterMinutes) : '30',
  payTable: !game || Object.keys(game.payTable).length === 0 ? '{}' : JSON.stringify(game.payTable, null, 2),
});

/** A whole number typed in a box; blank or anything else is NaN, which the contract refuses. */
const wholeNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The pay table box as an object; text that is not a JSON object stays text, which the contract refuses. */
export function parsePayTable(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return trimmed;
  }
}

const scheduleBody = (values: LotteryGameValues): LotterySchedule =>
  values.schedule.kind === 'interval'
    ? { kind: 'interval', intervalSeconds: wholeNumber(values.schedule.intervalSeconds) }
    : { kind: 'daily', drawTime: values.schedule.drawTime.trim() };

export const lotteryGameBody = (values: LotteryGameValues): UpdateLotteryGame => ({
  schedule: scheduleBody(values),
  closeSeconds: wholeNumber(values.closeSeconds),
  enabled: values.enabled,
  maxPayoutPerNumber: values.maxPayoutPerNumber.trim(),
  maxPayoutPerPeriod: values.maxPayoutPerPeriod.trim(),
  defaultPrizeGroup: wholeNumber(values.defaultPrizeGroup),
  maxPrizeGroup: wholeNumber(values.maxPrizeGroup),
  voidAfterMinutes: wholeNumber(values.voidAfterMinutes),
  payTable: parsePayTable(values.payTable) as UpdateLotteryGame['payTable'],
});

/** A new game: its identity and first rules; the prize group only where the family pays by group. */
export const newLotteryGameBody = (values: LotteryGameValues): CreateLotteryGame => ({
  family: values.family,
  vendorId: wholeNumber(values.vendorId),
  gameCode: values.gameCode.trim(),
  name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() },
  schedule: scheduleBody(values),
  closeSeconds: wholeNumber(values.closeSeconds),
  ...(familyUsesPrizeGroup(values.family) ? { defaultPrizeGroup: wholeNumber(values.defaultPrizeGroup) } : {}),
  maxPayoutPerNumber: values.maxPayoutPerNumber.trim(),
  maxPayoutPerPeriod: values.maxPayoutPerPeriod.trim(),
  enabled: values.enabled,
});

/** The one form for a new game (`game` null) and for a game's rules: its boxes, the contract judging it, its body. */
export function lotteryGameForm(game: ConsoleLotteryGame | null) {
  const defaultValues = lotteryGameValues(game);
  return game
    ? { defaultValues, schema: updateLotteryGameSchema, toBody: lotteryGameBody }
    : { defaultValues, schema: createLotteryGameSchema, toBody: newLotteryGameBody };
}

export interface DefaultOdds {
  play: string;
  name: { EN: string; CN: string };
  price: number;
  /** `level pays` per prize level, in the play's order. */
  pays: { level: string; amount: number }[];
  /** The brand overrides this play. */
  overridden: boolean;
}

/**
 * The family's default odds of every play (at the game's default prize group where the family has groups), marked
 * where the brand's table overrides them: what the operator edits against.
 */
export function defaultOdds(
  game: Pick<ConsoleLotteryGame, 'family' | 'usesPrizeGroup' | 'defaultPrizeGroup' | 'payTable'>,
) {
  const family = game.family as LotteryFamily;
  const table = payTableFor(family, game.usesPrizeGroup ? { prizeGroup: game.defaultPrizeGroup } : {});
  return playsOf(family).flatMap((play): DefaultOdds[] => {
    const odds = table[play.code];
    if (!odds) return [];
    return [
      {
        play: play.code,
        name: { EN: play.names.en, CN: play.names.zh },
        price: odds.price,
        pays: play.levels.map(({ level }) => ({ level, amount: odds.pays[level] ?? 0 })),
        overridden: Object.hasOwn(game.payTable, play.code),
      },
    ];
  });
}

/** A schedule as one line: `every 60 s` or `daily 19:15`, in the reader's words. */
export const scheduleText = (
  game: Pick<ConsoleLotteryGame, 'intervalSeconds' | 'drawTime'>,
  words: { every: (seconds: number) => string; daily: (time: string) => string },
) => (game.intervalSeconds === null ? words.daily(game.drawTime ?? '') : words.every(game.intervalSeconds));

/** Picks as a slip reads them: rows split by `|` (an empty position as –), numbers by spaces. */
export const picksText = (picks: string[][]) => picks.map((row) => (row.length > 0 ? row.join(' ') : '–')).join(' | ');
