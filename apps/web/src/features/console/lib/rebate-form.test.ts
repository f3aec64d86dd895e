import { type ConsoleRebateSettings, gameCategories, rebateSettingsInputSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { rateLevels, rebatePayload, rebateProblem, rebateValuesOf, sentRebate } from './rebate-form';

const stored: ConsoleRebateSettings = {
  enabled: true,
  minClaim: 1.5,
  wageringMultiple: 1,
  autoHour: 4,
  since: Date.UTC(2026, 2, 1),
  rates: [
    {
      level: 0,
      categories: [
        { category: 'RNG', percent: 0.5 },
        { category: 'LIVE', percent: 0.3 },
      ],
    },
    { level: 2, categories: [{ category: 'SPORTS', percent: 1.25 }] },
    // A level the ladder no longer has.
    { level: 6, categories: [{ category: 'RNG', percent: 2 }] },
  ],
};

const col = (category: string) => gameCategories.indexOf(category as never);

describe('the rebate form’s values and body', () => {
  it('has a row for level 0, each level of the ladder and each level with stored rates', () => {
    expect(rateLevels([0, 1, 2, 3], stored)).toEqual([0, 1, 2, 3, 6]);
    expect(rateLevels([], { ...stored, rates: [] })).toEqual([0]);
  });

  it('shows the stored rates with two decimals, blank where a category earns nothing, and sends them back', () => {
    const values = rebateValuesOf(stored, [0, 1, 2]);
    expect(values).toMatchObject({ enabled: true, minClaim: '1.5', wageringMultiple: '1', autoHour: '4' });
    expect(values.rates.map((r) => r.level)).toEqual([0, 1, 2]);
    expect(values.rates[0]?.percents[col('RNG')]).toBe('0.50');
    expect(values.rates[0]?.percents[col('FISH')]).toBe('');
    expect(values.rates[1]?.percents.every((p) => p === '')).toBe(true);
    expect(values.rates[2]?.percents[col('SPORTS')]).toBe('1.25');

    const body = rebatePayload(values);
    // Every cell is judged, a blank one as 0, so a refusal names its row and column.
    expect(body.rates[1]?.categories).toHaveLength(gameCategories.length);
    const sent = sentRebate(body);
    expect(sent.rates).toEqual([
      {
        level: 0,
        categories: [
          { category: 'RNG', percent: 0.5 },
          { category: 'LIVE', percent: 0.3 },
        ],
      },
      { level: 1, categories: [] },
      { level: 2, categories: [{ category: 'SPORTS', percent: 1.25 }] },
    ]);
    expect(rebateSettingsInputSchema.parse(sent)).toMatchObject({ minClaim: 150, autoHour: 4, wageringMultiple: 1 });
  });

  it('pays only by hand when no hour is chosen', () => {
    const values = rebateValuesOf({ ...stored, autoHour: null }, [0]);
    expect(values.autoHour).toBe('');
    expect(rebatePayload(values).autoHour).toBeNull();
  });

  it('passes what it cannot read on for the contract to refuse at the cell', () => {
    const values = rebateValuesOf(stored, [0, 1]);
    const [base, first] = values.rates;
    if (!base || !first) throw new Error('two rows expected');
    first.percents[col('LIVE')] = '5.01';
    base.percents[col('RNG')] = '0.333';
    base.percents[col('PVP')] = 'a lot';
    values.wageringMultiple = '';
    values.minClaim = '-1';
    const paths = rebateSettingsInputSchema.safeParse(rebatePayload(values)).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'minClaim',
        'wageringMultiple',
        `rates.0.categories.${col('RNG')}.percent`,
        `rates.0.categories.${col('PVP')}.percent`,
        `rates.1.categories.${col('LIVE')}.percent`,
      ]),
    );
    expect(paths).toHaveLength(5);
    expect(paths?.map((p) => rebateProblem(p))).toEqual(
      expect.arrayContaining(['amountOrZero', 'multiple', 'percent']),
    );
    expect(rebateProblem('enabled')).toBeUndefined();
  });
});
