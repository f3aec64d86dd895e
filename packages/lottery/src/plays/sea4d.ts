import { sea4dPrizes } from '../results.ts';
import type { Sea4dResult } from '../types.ts';
import { exactLevel, names, type PlayImpl, randomNumber, row, tally } from './common.ts';

/**
 * SEA 4D as Malaysian and Singaporean operators play it: 23 distinct 4-digit numbers drawn, 1st, 2nd, 3rd, 10 special
 * (starter) and 10 consolation prizes. A Big bet on a number wins whichever of the 23 prizes it matches; a Small bet
 * only the top three, at higher odds. A number matches at most one prize (the 23 are distinct).
 */

const BIG_SLOTS = [
  'FIRST',
  'SECOND',
  'THIRD',
  ...new Array<string>(10).fill('SPECIAL'),
  ...new Array<string>(10).fill('CONSOLATION'),
];
const SMALL_SLOTS = ['FIRST', 'SECOND', 'THIRD'];

function fourD(code: string, en: string, zh: string, slots: readonly string[]): PlayImpl {
  const levels = [...new Set(slots)].map((level) => exactLevel(level, slots.filter((s) => s === level).length, 10_000));
  return {
    code,
    family: 'SEA4D',
    group: '4D',
    names: names(en, zh),
    rows: [row(names('Numbers', '号码'), { kind: 'number', width: 4 }, 1, 100)],
    minTotal: 1,
    levels,
    count: ([r = []]) => r.length,
    settle: ([r = []], result) => {
      const won = sea4dPrizes(result as Sea4dResult).filter(
        ({ number, level }) => slots.includes(level) && r.includes(number),
      );
      return tally(won.map(({ level }) => level));
    },
    // The worst result gives the picked numbers the best-paying prizes, one prize each.
    worst: ([r = []], prize) =>
      tally(
        slots
          .slice()
          .sort((a, b) => prize(b) - prize(a))
          .slice(0, r.length),
      ),
    expand: ([r = []]) => r.slice(),
    quickPick: (random) => [[randomNumber(random, 4)]],
  };
}

export const SEA4D_PLAYS: readonly PlayImpl[] = [
  fourD('SEA4D.BIG', 'Big', '大', BIG_SLOTS),
  fourD('SEA4D.SMALL', 'Small', '小', SMALL_SLOTS),
];
