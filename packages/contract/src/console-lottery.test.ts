import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLotteryGameSchema } from './console-lottery.ts';
import { fromMinorUnits } from './money.ts';

const game = {
  family: 'SSC5',
  vendorId: 1,
  gameCode: 'ssc-2',
  name: { EN: '2-Minute Lotto', CN: '二分时时彩' },
  schedule: { kind: 'interval', intervalSeconds: 120 },
  closeSeconds: 15,
  enabled: true,
};

describe('a new lottery game’s limits', () => {
  it('are taken to the minor unit as typed, and only with the limit per number within the one per period', () => {
    const minor = fc.integer({ min: 1, max: 9_999_999_999_99 });
    fc.assert(
      fc.property(minor, minor, fc.boolean(), (perNumber, perPeriod, asText) => {
        const wire = (amount: number) => (asText ? fromMinorUnits(amount).toFixed(2) : fromMinorUnits(amount));
        const parsed = createLotteryGameSchema.safeParse({
          ...game,
          maxPayoutPerNumber: wire(perNumber),
          maxPayoutPerPeriod: wire(perPeriod),
        });
        expect(parsed.success).toBe(perNumber <= perPeriod);
        if (parsed.success)
          expect(parsed.data).toMatchObject({ maxPayoutPerNumber: perNumber, maxPayoutPerPeriod: perPeriod });
      }),
    );
  });

  it('are refused on their field unless an amount above 0 with at most 2 decimals', () => {
    for (const bad of ['0', '-1', '1.234', 'abc', '']) {
      const parsed = createLotteryGameSchema.safeParse({ ...game, maxPayoutPerNumber: bad, maxPayoutPerPeriod: 100 });
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['maxPayoutPerNumber']);
    }
  });
});
