import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chasePlan, chaseRefund } from './chase.ts';

const multiples = (plan: ReturnType<typeof chasePlan>) => (plan.ok ? plan.periods.map((p) => p.multiple) : plan);

describe('chase plans', () => {
  it('same multiple', () => {
    const plan = chasePlan({ mode: 'same', periods: 3, startMultiple: 2, maxMultiple: 100 }, 400, 39_000);
    expect(plan).toEqual({
      ok: true,
      totalCost: 2_400,
      periods: [
        { index: 0, multiple: 2, cost: 800, cumulativeCost: 800, prize: 78_000, profit: 77_200 },
        { index: 1, multiple: 2, cost: 800, cumulativeCost: 1_600, prize: 78_000, profit: 76_400 },
        { index: 2, multiple: 2, cost: 800, cumulativeCost: 2_400, prize: 78_000, profit: 75_600 },
      ],
    });
  });

  it('doubling every period, or by a factor every few periods, up to the largest multiple', () => {
    expect(multiples(chasePlan({ mode: 'double', periods: 5, startMultiple: 1, maxMultiple: 100 }, 2, 10))).toEqual([
      1, 2, 4, 8, 16,
    ]);
    expect(
      multiples(
        chasePlan({ mode: 'double', periods: 6, startMultiple: 1, every: 2, factor: 3, maxMultiple: 100 }, 2, 10),
      ),
    ).toEqual([1, 1, 3, 3, 9, 9]);
    expect(chasePlan({ mode: 'double', periods: 10, startMultiple: 1, maxMultiple: 100 }, 2, 10)).toEqual({
      ok: false,
      code: 'MULTIPLE_TOO_LARGE',
      period: 7,
    });
  });

  it('target profit: the smallest multiple reaching the rate on the cumulative cost', () => {
    // Stake 2.00, prize 19.50 (fixed position at 1950), 50 % target.
    const plan = chasePlan(
      { mode: 'profit', periods: 8, startMultiple: 1, targetProfitPercent: 50, maxMultiple: 1000 },
      200,
      1_950,
    );
    expect(multiples(plan)).toEqual([1, 1, 1, 1, 1, 1, 2, 2]);
    if (!plan.ok) throw new Error('no plan');
    for (const p of plan.periods) expect(p.profit * 100).toBeGreaterThanOrEqual(50 * p.cumulativeCost);
    expect(
      chasePlan(
        { mode: 'profit', periods: 3, startMultiple: 1, targetProfitPercent: 900, maxMultiple: 1000 },
        200,
        1_950,
      ),
    ).toEqual({ ok: false, code: 'PROFIT_UNREACHABLE', period: 0 });
    expect(
      chasePlan(
        { mode: 'profit', periods: 50, startMultiple: 1, targetProfitPercent: 50, maxMultiple: 10 },
        200,
        1_950,
      ),
    ).toMatchObject({ ok: false, code: 'PROFIT_UNREACHABLE' });
  });

  it('profit mode: each multiple is the least that reaches the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 5 }),
        (periods, stake, ratio, target, start) => {
          const prize = stake * ratio;
          const plan = chasePlan(
            { mode: 'profit', periods, startMultiple: start, targetProfitPercent: target, maxMultiple: 1_000_000 },
            stake,
            prize,
          );
          if (!plan.ok) {
            expect(plan.code).toBe('PROFIT_UNREACHABLE');
            return;
          }
          let before = 0;
          for (const p of plan.periods) {
            const reaches = (m: number) => (m * prize - (before + m * stake)) * 100 >= target * (before + m * stake);
            expect(reaches(p.multiple)).toBe(true);
            if (p.multiple > start) expect(reaches(p.multiple - 1)).toBe(false);
            before += p.multiple * stake;
            expect(p.cumulativeCost).toBe(before);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stop on win refunds the periods after the win', () => {
    const plan = chasePlan({ mode: 'double', periods: 4, startMultiple: 1, maxMultiple: 100 }, 200, 1_950);
    if (!plan.ok) throw new Error('no plan');
    expect(chaseRefund(plan.periods, 1)).toBe(800 + 1_600);
    expect(chaseRefund(plan.periods, 3)).toBe(0);
  });

  it('refuses bad options', () => {
    const base = { mode: 'same', periods: 3, startMultiple: 1, maxMultiple: 10 } as const;
    expect(chasePlan({ ...base, periods: 0 }, 2, 10)).toMatchObject({ code: 'BAD_PERIODS' });
    expect(chasePlan({ ...base, periods: 1.5 }, 2, 10)).toMatchObject({ code: 'BAD_PERIODS' });
    expect(chasePlan({ ...base, startMultiple: 11 }, 2, 10)).toMatchObject({ code: 'BAD_MULTIPLE' });
    expect(chasePlan({ ...base, mode: 'nope' as never }, 2, 10)).toMatchObject({ code: 'BAD_MODE' });
    expect(chasePlan({ ...base, mode: 'double', factor: 0 }, 2, 10)).toMatchObject({ code: 'BAD_FACTOR' });
    expect(chasePlan({ ...base, mode: 'profit', targetProfitPercent: -1 }, 2, 10)).toMatchObject({
      code: 'BAD_TARGET',
    });
    expect(chasePlan(base, 0, 10)).toMatchObject({ code: 'BAD_AMOUNT' });
  });
});
