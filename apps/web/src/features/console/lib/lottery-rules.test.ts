import { type ConsoleLotteryGame, createLotteryGameSchema, updateLotteryGameSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultOdds,
  lotteryGameBody,
  lotteryGameForm,
  lotteryGameValues,
  parsePayTable,
  picksText,
  scheduleText,
} from './lottery-rules';

const game: ConsoleLotteryGame = {
  gameId: 7,
  gameCode: 'ssc-1',
  vendorCode: 'TCG',
  name: { EN: '1-Minute Lotto', CN: '一分时时彩' },
  family: 'SSC5',
  area: 'ELOTT',
  enabled: true,
  intervalSeconds: 60,
  drawTime: null,
  closeSeconds: 10,
  maxPayoutPerNumber: 5_000_000,
  maxPayoutPerPeriod: 50_000_000,
  defaultPrizeGroup: 1950,
  maxPrizeGroup: 1980,
  usesPrizeGroup: true,
  voidAfterMinutes: 30,
  payTable: { 'SSC5.FIXED': { price: 2, pays: { HIT: 19 } } },
  nextDraw: null,
};

describe('the lottery game form', () => {
  it('round-trips a game into a body the contract accepts', () => {
    const body = lotteryGameBody(lotteryGameValues(game));
    const parsed = updateLotteryGameSchema.parse(body);
    expect(parsed).toMatchObject({
      schedule: { kind: 'interval', intervalSeconds: 60 },
      closeSeconds: 10,
      maxPayoutPerNumber: 500_000_000,
      maxPayoutPerPeriod: 5_000_000_000,
      defaultPrizeGroup: 1950,
      payTable: game.payTable,
    });
  });

  it('sends a daily schedule without the interval', () => {
    const values = lotteryGameValues({ ...game, intervalSeconds: null, drawTime: '19:15' });
    expect(values.schedule).toEqual({ kind: 'daily', intervalSeconds: '', drawTime: '19:15' });
    expect(lotteryGameBody(values).schedule).toEqual({ kind: 'daily', drawTime: '19:15' });
  });

  it('leaves text that is not JSON as text, which the contract refuses on the pay table', () => {
    expect(parsePayTable('')).toEqual({});
    expect(parsePayTable('{"a": 1')).toBe('{"a": 1');
    const values = { ...lotteryGameValues(game), payTable: 'not json' };
    const result = updateLotteryGameSchema.safeParse(lotteryGameBody(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain('payTable');
  });

  it('refuses a close under five seconds and blank numbers', () => {
    const values = { ...lotteryGameValues(game), closeSeconds: '4', voidAfterMinutes: '' };
    const result = updateLotteryGameSchema.safeParse(lotteryGameBody(values));
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['closeSeconds', 'voidAfterMinutes']);
  });
});

describe('the form of a new lottery game', () => {
  const filled = {
    ...lotteryGameValues(null),
    vendorId: '12',
    gameCode: ' SSC-2 ',
    name: { EN: ' 2-Minute Lotto ', CN: '二分时时彩' },
    maxPayoutPerNumber: '20000.50',
    maxPayoutPerPeriod: '400000',
  };

  it('starts blank where the operator must choose, and sends what the contract accepts', () => {
    const form = lotteryGameForm(null);
    expect(form.schema).toBe(createLotteryGameSchema);
    expect(form.defaultValues).toMatchObject({ family: 'SSC5', vendorId: '', gameCode: '', maxPayoutPerNumber: '' });
    expect(createLotteryGameSchema.parse(form.toBody(filled))).toEqual({
      family: 'SSC5',
      vendorId: 12,
      gameCode: 'ssc-2',
      name: { EN: '2-Minute Lotto', CN: '二分时时彩' },
      schedule: { kind: 'interval', intervalSeconds: 120 },
      closeSeconds: 15,
      defaultPrizeGroup: 1950,
      maxPayoutPerNumber: 2_000_050,
      maxPayoutPerPeriod: 40_000_000,
      enabled: true,
    });
    expect(lotteryGameForm(game).schema).toBe(updateLotteryGameSchema);
  });

  it('sends no prize group for a family priced per point, and refuses an unchosen vendor', () => {
    const daily = {
      ...filled,
      family: 'VN' as const,
      schedule: { kind: 'daily' as const, intervalSeconds: '', drawTime: '18:15' },
    };
    const body = lotteryGameForm(null).toBody(daily);
    expect(body).not.toHaveProperty('defaultPrizeGroup');
    expect(body.schedule).toEqual({ kind: 'daily', drawTime: '18:15' });
    const result = createLotteryGameSchema.safeParse(lotteryGameForm(null).toBody({ ...filled, vendorId: '' }));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['vendorId']);
  });
});

describe('what the pages show', () => {
  it('lists the family defaults at the default group, marking overrides', () => {
    const odds = defaultOdds(game);
    expect(odds.length).toBeGreaterThan(5);
    expect(odds.filter((o) => o.overridden).map((o) => o.play)).toEqual(['SSC5.FIXED']);
    expect(odds.every((o) => o.price > 0 && o.pays.length > 0)).toBe(true);
    const vn = defaultOdds({ family: 'VN', usesPrizeGroup: false, defaultPrizeGroup: 1950, payTable: {} });
    expect(vn.find((o) => o.play === 'VN.DE')?.pays).toEqual([
      { level: expect.any(String), amount: expect.any(Number) },
    ]);
  });

  it('writes schedules and picks in a line', () => {
    const words = { every: (s: number) => `every ${s}`, daily: (t: string) => `daily ${t}` };
    expect(scheduleText(game, words)).toBe('every 60');
    expect(scheduleText({ intervalSeconds: null, drawTime: '19:15' }, words)).toBe('daily 19:15');
    expect(picksText([['1', '2'], [], ['9']])).toBe('1 2 | – | 9');
  });
});
