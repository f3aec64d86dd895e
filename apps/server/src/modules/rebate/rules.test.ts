import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOf } from './auto-rebate.ts';
import {
  autoRunDue,
  latestAutoDate,
  lineAmount,
  nextAutoAt,
  rateBpOf,
  rebateAmounts,
  SETTLE_MARGIN_MS,
  wageringPercent,
  windowOf,
} from './rules.ts';

const HOUR = 3_600_000;
const CHINA = 8 * 60;

describe('rebate amounts', () => {
  it('floors each category at its rate and sums the lines in the contract order', () => {
    expect(
      rebateAmounts([
        { category: 'LIVE', validBet: 3_333, rateBp: 50 },
        { category: 'RNG', validBet: 10_000, rateBp: 100 },
        { category: 'LOTT', validBet: 5_000, rateBp: 0 },
        { category: 'FISH', validBet: 0, rateBp: 80 },
      ]),
    ).toEqual({
      lines: [
        { category: 'RNG', validBet: 10_000, percent: 1, amount: 100 },
        { category: 'LIVE', validBet: 3_333, percent: 0.5, amount: 16 },
      ],
      validBet: 13_333,
      amount: 116,
    });
  });

  it('is exact for any valid bet a number holds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
        fc.integer({ min: 1, max: 500 }),
        (validBet, rateBp) => {
          expect(BigInt(lineAmount(Number(validBet), rateBp))).toBe((validBet * BigInt(rateBp)) / 10_000n);
        },
      ),
    );
  });

  it('reads percents and multiples as the tables store them', () => {
    expect([rateBpOf(0.8), rateBpOf(0.29), rateBpOf(5)]).toEqual([80, 29, 500]);
    expect([wageringPercent(0), wageringPercent(1), wageringPercent(1.5), wageringPercent(0.1)]).toEqual([
      0, 100, 150, 10,
    ]);
  });
});

describe('windows', () => {
  const since = new Date(Date.UTC(2026, 11, 1));
  const now = new Date(Date.UTC(2026, 11, 7, 4));

  it('start where the last rebate ended, never before the brand started, and end a minute before now', () => {
    expect(windowOf(since, null, now)).toEqual({ from: since, to: new Date(now.getTime() - SETTLE_MARGIN_MS) });
    const last = new Date(Date.UTC(2026, 11, 6));
    expect(windowOf(since, last, now).from).toEqual(last);
    expect(windowOf(since, new Date(Date.UTC(2026, 10, 1)), now).from).toEqual(since);
  });

  it("the automatic run reads the brand's bets from where most paid windows start", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 11, day));
    const window = (memberId: number, day: number) => ({ memberId, level: 0, from: at(day) });
    const to = at(7);
    // Members never paid start at `since` and do not count; most of the others were paid on the 6th.
    expect(
      splitOf([window(1, 1), window(2, 1), window(3, 1), window(4, 6), window(5, 6), window(6, 5)], at(1), to),
    ).toEqual(at(6));
    expect(splitOf([window(1, 1)], at(1), to)).toEqual(at(1));
    expect(splitOf([], at(8), to)).toEqual(to);
  });
});

describe('the automatic hour', () => {
  // 12:00 on 7 December in UTC+8.
  const noon = Date.UTC(2026, 11, 7, 4);

  it('is due once per business date, from its hour on', () => {
    expect(latestAutoDate(noon, CHINA, 3)).toBe('2026-12-07');
    expect(latestAutoDate(noon, CHINA, 13)).toBe('2026-12-06');
    expect(autoRunDue(noon, CHINA, 3, null)).toBe(true);
    expect(autoRunDue(noon, CHINA, 3, '2026-12-06')).toBe(true);
    expect(autoRunDue(noon, CHINA, 3, '2026-12-07')).toBe(false);
    // 02:59 on the 8th: still the 7th's turn.
    expect(autoRunDue(Date.UTC(2026, 11, 7, 18, 59), CHINA, 3, '2026-12-07')).toBe(false);
    expect(autoRunDue(Date.UTC(2026, 11, 7, 19), CHINA, 3, '2026-12-07')).toBe(true);
  });

  it('is next at the hour of the next date not run, or now while a run is waiting', () => {
    expect(nextAutoAt(noon, CHINA, 3, '2026-12-07')).toBe(Date.UTC(2026, 11, 7, 19));
    expect(nextAutoAt(noon, CHINA, 13, '2026-12-06')).toBe(Date.UTC(2026, 11, 7, 5));
    expect(nextAutoAt(noon, CHINA, 3, '2026-12-06')).toBe(noon);
    expect(nextAutoAt(noon, -5 * 60, 0, null)).toBe(noon);
    expect(nextAutoAt(noon + HOUR, -5 * 60, 0, '2026-12-07')).toBe(Date.UTC(2026, 11, 8, 5));
  });
});
