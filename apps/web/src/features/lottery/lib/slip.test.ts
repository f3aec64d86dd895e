import { groupPayTable, payTableFor, settleBet } from '@lotus/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chaseRequest, lineStake, makeLine, newRequestKey, slipTotals, toRequestLines } from './slip';

const grouped = { baseStake: 200, pointValue: 100, prizeGroup: 1950, odds: groupPayTable('SSC5', 1950) };
const points = { baseStake: 200, pointValue: 100, prizeGroup: null, odds: payTableFor('VN', {}) };
const allDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

describe('slip lines', () => {
  it('counts a line by the rules and prices it by unit and multiple', () => {
    const line = makeLine('SSC5.FIXED', [allDigits, [], [], [], []], 'yuan', 1, 'a');
    expect(line).toMatchObject({ count: 10, picks: [allDigits, [], [], [], []] });
    expect(line && lineStake(line, grouped)).toBe(2_000);
    const jiao = makeLine('SSC5.FIXED', [['3'], [], [], [], ['7']], 'jiao', 3, 'b');
    expect(jiao && lineStake(jiao, grouped)).toBe(2 * 20 * 3);
    const fen = makeLine('SSC5.FIVE_STAR.STRAIGHT', [['1'], ['2'], ['3'], ['4'], ['5', '6']], 'fen', 1, 'c');
    expect(fen && lineStake(fen, grouped)).toBe(2 * 2);
  });

  it('canonicalises picks and refuses picks that make no bet or a bad multiple', () => {
    expect(makeLine('SSC5.FIXED', [['9', '1'], [], [], [], []], 'yuan', 1)?.picks[0]).toEqual(['1', '9']);
    expect(makeLine('SSC5.FIXED', [[], [], [], [], []], 'yuan', 1)).toBeNull();
    expect(makeLine('SSC5.FRONT3.BOX6', [['1', '2']], 'yuan', 1)).toBeNull();
    expect(makeLine('SSC5.FIXED', [['1'], [], [], [], []], 'yuan', 0)).toBeNull();
    expect(makeLine('SSC5.FIXED', [['1'], [], [], [], []], 'yuan', 1.5)).toBeNull();
    expect(makeLine('NOPE', [['1']], 'yuan', 1)).toBeNull();
  });

  it('prices point-priced plays by points and the play price', () => {
    const de = makeLine('VN.DE', [['05', '06']], 'yuan', 10, 'd');
    expect(de && lineStake(de, points)).toBe(2 * 10 * 100 * (points.odds['VN.DE']?.price ?? 0));
  });

  it('adds up bets and stakes exactly in minor units', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            digits: fc.uniqueArray(fc.constantFrom(...allDigits), { minLength: 1, maxLength: 10 }),
            unit: fc.constantFrom('yuan' as const, 'jiao' as const, 'fen' as const),
            multiple: fc.integer({ min: 1, max: 10_000 }),
          }),
          { maxLength: 20 },
        ),
        (specs) => {
          const lines = specs.flatMap(
            (s, i) => makeLine('SSC5.FIXED', [s.digits, [], [], [], []], s.unit, s.multiple, `${i}`) ?? [],
          );
          const totals = slipTotals(lines, grouped);
          const unit = { yuan: 200, jiao: 20, fen: 2 };
          expect(totals.bets).toBe(specs.reduce((n, s) => n + s.digits.length, 0));
          expect(totals.stake).toBe(specs.reduce((n, s) => n + s.digits.length * unit[s.unit] * s.multiple, 0));
          expect(Number.isSafeInteger(totals.stake)).toBe(true);
        },
      ),
    );
  });

  it('sends play, picks, unit and multiple only', () => {
    const line = makeLine('SSC5.FIXED', [['1'], [], [], [], []], 'fen', 2, 'x');
    expect(toRequestLines(line ? [line] : [])).toEqual([
      { play: 'SSC5.FIXED', picks: [['1'], [], [], [], []], unit: 'fen', multiple: 2 },
    ]);
  });

  it('makes request keys the server takes', () => {
    expect(newRequestKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestKey()).not.toBe(newRequestKey());
  });

  it('a sure line wins exactly one of its bets whatever the draw', () => {
    const line = makeLine('SSC5.FIXED', [allDigits, [], [], [], []], 'yuan', 1, 's');
    if (!line) throw new Error('no line');
    const result = { family: 'SSC5' as const, digits: [4, 0, 0, 0, 0] };
    expect(settleBet({ play: line.play, picks: line.picks, stake: 200 }, result, grouped.odds).payout).toBe(1_950);
  });
});

describe('chase requests', () => {
  const numeros = ['20261127-0001', '20261127-0002', '20261127-0003', '20261127-0004'];

  it('keeps one multiple per period in the same mode, on the numeros in order', () => {
    const plan = chaseRequest(
      { mode: 'same', periods: 3, startMultiple: 2, targetProfitPercent: 0, maxMultiple: 100 },
      numeros,
      2_000,
      1_950,
    );
    expect(plan).toEqual({
      ok: true,
      totalCost: 12_000,
      periods: numeros.slice(0, 3).map((numero) => ({ numero, multiple: 2 })),
    });
  });

  it('doubles each period in the doubling mode', () => {
    const plan = chaseRequest(
      { mode: 'double', periods: 4, startMultiple: 1, targetProfitPercent: 0, maxMultiple: 100 },
      numeros,
      200,
      1_000,
    );
    expect(plan.ok && plan.periods.map((p) => p.multiple)).toEqual([1, 2, 4, 8]);
  });

  it('raises the multiple so a win keeps the target profit', () => {
    const plan = chaseRequest(
      { mode: 'profit', periods: 4, startMultiple: 1, targetProfitPercent: 50, maxMultiple: 1_000 },
      numeros,
      200,
      1_000,
    );
    if (!plan.ok) throw new Error(plan.code);
    let spent = 0;
    for (const p of plan.periods) {
      spent += 200 * p.multiple;
      expect(1_000 * p.multiple - spent).toBeGreaterThanOrEqual(spent / 2);
    }
  });

  it('refuses more periods than are open, and bad input, with a code', () => {
    const input = { mode: 'same' as const, periods: 5, startMultiple: 1, targetProfitPercent: 0, maxMultiple: 100 };
    expect(chaseRequest(input, numeros, 200, 1_000)).toEqual({ ok: false, code: 'BAD_PERIODS' });
    expect(chaseRequest({ ...input, periods: 2, startMultiple: 0 }, numeros, 200, 1_000).ok).toBe(false);
    expect(
      chaseRequest({ ...input, mode: 'profit', periods: 3, targetProfitPercent: 500 }, numeros, 200, 300),
    ).toMatchObject({ ok: false });
  });
});
