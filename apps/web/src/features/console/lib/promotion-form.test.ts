import { type ConsolePromotion, gameCategories, promotionInputSchema, promotionKinds } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import {
  clockOf,
  levelAmounts,
  minuteOfDay,
  newPromotionValues,
  type PromotionValues,
  periodFor,
  periodsOf,
  prizesTotal,
  promotionPayload,
  promotionValuesOf,
  sentPromotion,
  suggestedEnd,
  usernamesOf,
  withKind,
} from './promotion-form';
import { errorAt, ownErrorAt, promotionProblem } from './promotion-problems';
import { budgetUse, campaignStatus } from './promotion-status';

// The brand's clock is GMT+8: the form's times are its wall clock.
const OFFSET = 480;
const START = Date.UTC(2026, 2, 1, 4, 0); // 12:00 at GMT+8
const END = Date.UTC(2026, 3, 1, 4, 0);

const stored: ConsolePromotion = {
  id: 7,
  kind: 'reload',
  category: 'deposit',
  title: { EN: 'Weekend reload', CN: '周末续存' },
  summary: { EN: '50 % up to ¥300' },
  rules: { EN: '<p>Rules</p>', CN: '<p>规则</p>' },
  imageUrl: 'media/12',
  enabled: true,
  sort: 3,
  startsAt: START,
  endsAt: END,
  audience: {
    agentLines: ['agent'],
    registeredFrom: START,
    registeredUntil: null,
    members: ['demo', 'vip8'],
    vipLevels: [3, 1],
  },
  reward: { type: 'percent', percent: 50, cap: 300 },
  minDeposit: 100,
  minLoss: 0,
  balanceBelow: null,
  terms: {
    multiple: 12.5,
    base: 'deposit-and-bonus',
    expiryDays: 14,
    maxBet: 50,
    products: [
      { category: 'RNG', weight: 100 },
      { category: 'LIVE', weight: 10 },
      { category: 'LOTT', weight: 50 },
    ],
  },
  period: 'week',
  perMemberLimit: 4,
  budget: 10_000.5,
  needsReview: true,
  raffle: null,
  rain: null,
  live: true,
  stats: { paid: 0, reserved: 0, claims: 0, pending: 0, rejected: 0, members: 0, turnover: 0, forfeited: 0 },
  updatedAt: START,
};

/** The texts every campaign needs, in one language at least. */
const texts = {
  title: { EN: 'Reload', CN: '' },
  summary: { EN: '', CN: '续存送红利' },
  rules: { EN: '<p>Deposit and play</p>', CN: '' },
};

/** What a new form holds, for values built on it. */
const fresh = newPromotionValues(START, OFFSET);

const parse = (values: PromotionValues) => promotionInputSchema.safeParse(promotionPayload(values, OFFSET));

describe('the campaign editor’s values and body', () => {
  it('shows a stored campaign in the brand’s time and major units, and sends it back as it was', () => {
    const values = promotionValuesOf(stored, OFFSET);
    expect(values.startsAt).toBe('2026-03-01T12:00');
    expect(values.endsAt).toBe('2026-04-01T12:00');
    expect(values.audience).toEqual({
      agentLines: 'agent',
      registeredFrom: '2026-03-01T12:00',
      registeredUntil: '',
      members: 'demo\nvip8',
      vipLevels: [1, 3],
    });
    expect(values.reward).toMatchObject({ type: 'percent', percent: '50', cap: '300' });
    expect(values.terms).toMatchObject({ multiple: '12.5', maxBet: '50', allProducts: false });
    // Every category of the console, the ones the campaign leaves out at 0 %.
    expect(values.terms.products.map((p) => p.category)).toEqual([...gameCategories]);
    expect(values.terms.products.find((p) => p.category === 'FISH')?.weight).toBe('0');

    const body = promotionPayload(values, OFFSET);
    expect(body).toMatchObject({
      kind: 'reload',
      title: { EN: 'Weekend reload', CN: '周末续存' },
      summary: { EN: '50 % up to ¥300' },
      imageUrl: 'media/12',
      startsAt: START,
      endsAt: END,
      audience: {
        agentLines: ['agent'],
        registeredFrom: START,
        registeredUntil: null,
        members: ['demo', 'vip8'],
        vipLevels: [1, 3],
      },
      reward: { type: 'percent', percent: 50, cap: '300' },
      period: 'week',
      perMemberLimit: 4,
      budget: '10000.5',
      needsReview: true,
    });
    // Sent, the categories at 0 % are left out: the campaign goes back as it was stored.
    expect(sentPromotion(body).terms.products).toEqual(stored.terms.products);
    const parsed = promotionInputSchema.parse(body);
    // The contract reads amounts as minor units.
    expect(parsed.reward).toEqual({ type: 'percent', percent: 50, cap: 30_000 });
    expect(parsed.budget).toBe(1_000_050);
    expect(parsed.minDeposit).toBe(10_000);
    expect(parsed.terms).toMatchObject({ multiple: 12.5, base: 'deposit-and-bonus', expiryDays: 14, maxBet: 5_000 });
    expect(parsed.terms.products?.filter((p) => p.weight > 0)).toEqual([
      { category: 'RNG', weight: 100 },
      { category: 'LIVE', weight: 10 },
      { category: 'LOTT', weight: 50 },
    ]);
  });

  it('starts a new campaign the contract accepts once its texts are written', () => {
    const values = newPromotionValues(START + 42_000, OFFSET);
    expect(values.startsAt).toBe('2026-03-01T12:00');
    expect(parse(values).error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'summary', 'rules']);
    const titled = { ...values, ...texts };
    const parsed = promotionInputSchema.parse(promotionPayload(titled, OFFSET));
    expect(parsed).toMatchObject({
      title: { EN: 'Reload' },
      summary: { CN: '续存送红利' },
      endsAt: null,
      budget: null,
      perMemberLimit: null,
    });
    expect(parsed.terms.products).toBeNull();
    // No rules written (empty tags count as nothing), no picture.
    expect(promotionPayload({ ...titled, rules: { EN: '<p> </p>', CN: '' } }, OFFSET).rules).toEqual({});
    expect(parsed.imageUrl).toBeNull();
  });

  it('pays a check-in by its streak, daily, whatever the deposit choices left behind', () => {
    const values: PromotionValues = {
      ...newPromotionValues(START, OFFSET),
      ...texts,
      kind: 'check-in',
      period: 'week',
      reward: { ...fresh.reward, type: 'fixed', percent: '', cap: '', amount: '9', amounts: ['1', ' 2.5 ', '3'] },
    };
    const body = promotionPayload(values, OFFSET);
    expect(body.reward).toEqual({ type: 'streak', amounts: ['1', '2.5', '3'] });
    expect(body.period).toBe('day');
    expect(promotionInputSchema.parse(body).reward).toEqual({ type: 'streak', amounts: [100, 250, 300] });
    // Without a deposit, the wagering can multiply only the bonus.
    const onDeposit = { ...values, terms: { ...values.terms, base: 'deposit-and-bonus' as const } };
    expect(promotionPayload(onDeposit, OFFSET).terms.base).toBe('bonus');
  });

  it('suggests the deposit a kind asks when the kind changes, keeping an amount the operator typed', () => {
    const fresh = newPromotionValues(START, OFFSET);
    expect(withKind(fresh, 'check-in')).toEqual({ kind: 'check-in', minDeposit: '0', budget: '', endsAt: '' });
    expect(withKind({ ...fresh, kind: 'check-in', minDeposit: '0' }, 'first-deposit').minDeposit).toBe('100');
    expect(withKind({ ...fresh, minDeposit: '250' }, 'check-in').minDeposit).toBe('250');
  });

  it('asks a loss campaign its loss and (rescue) balance instead of a deposit, and pays a share of the loss', () => {
    const rescue: ConsolePromotion = {
      ...stored,
      kind: 'rescue',
      category: 'cashback',
      reward: { type: 'percent', percent: 10, cap: 88 },
      minDeposit: 0,
      minLoss: 200,
      balanceBelow: 5,
      period: 'day',
    };
    const values = promotionValuesOf(rescue, OFFSET);
    expect(values).toMatchObject({ minLoss: '200', balanceBelow: '5', period: 'day' });
    const body = promotionPayload(values, OFFSET);
    expect(body).toMatchObject({ kind: 'rescue', minDeposit: 0, minLoss: '200', balanceBelow: '5', period: 'day' });
    expect(promotionInputSchema.parse(body)).toMatchObject({ minLoss: 20_000, balanceBelow: 500 });

    // Lose-back: no balance rule, and never once (it pays each period on the one before).
    expect(periodsOf('lose-back')).toEqual(['day', 'week', 'month']);
    const loseBack = promotionPayload({ ...values, kind: 'lose-back', period: 'once', balanceBelow: '' }, OFFSET);
    expect(loseBack).toMatchObject({ period: 'day', balanceBelow: null, minLoss: '200' });
    expect(promotionInputSchema.safeParse(loseBack).success).toBe(true);
    // A deposit kind sends no loss rule, whatever the loss fields still hold.
    expect(promotionPayload({ ...values, kind: 'reload' }, OFFSET)).toMatchObject({ minLoss: 0, balanceBelow: null });
  });

  it('makes a grant a fixed amount for the members operators name, with no audience, review or deposit of its own', () => {
    const values: PromotionValues = {
      ...newPromotionValues(START, OFFSET),
      ...texts,
      kind: 'grant',
      period: 'week',
      needsReview: true,
      perMemberLimit: '3',
      audience: { agentLines: 'agent', registeredFrom: '', registeredUntil: '', members: 'demo', vipLevels: [2] },
      reward: { ...fresh.reward, type: 'percent', percent: '50', cap: '300', amount: '18', amounts: [] },
    };
    const body = promotionPayload(values, OFFSET);
    expect(body).toMatchObject({
      kind: 'grant',
      period: 'once',
      needsReview: false,
      perMemberLimit: null,
      minDeposit: 0,
      reward: { type: 'fixed', amount: '18' },
      audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [] },
    });
    expect(promotionInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a first deposit to once and lets a reload choose', () => {
    expect(periodFor('first-deposit', 'month')).toBe('once');
    expect(periodFor('check-in', 'once')).toBe('day');
    expect(periodFor('rescue', 'week')).toBe('day');
    expect(periodFor('reload', 'month')).toBe('month');
    const first = { ...newPromotionValues(START, OFFSET), kind: 'first-deposit' as const, period: 'week' as const };
    const fixed = { ...first, ...texts, reward: { ...first.reward, type: 'fixed' as const } };
    expect(promotionPayload(fixed, OFFSET)).toMatchObject({ period: 'once', reward: { type: 'fixed', amount: '' } });
    // The fixed amount left empty is the contract's to refuse, on its field.
    expect(parse(fixed).error?.issues.map((i) => i.path.join('.'))).toEqual(['reward.amount']);
  });

  it('passes what it cannot read on for the contract to refuse at the same paths', () => {
    const values: PromotionValues = {
      ...newPromotionValues(START, OFFSET),
      ...texts,
      sort: '',
      startsAt: '2026-02-30T10:00',
      audience: {
        agentLines: '',
        registeredFrom: '',
        registeredUntil: '',
        members: `ok\n${'x'.repeat(61)}`,
        vipLevels: [],
      },
      reward: { ...fresh.reward, type: 'percent', percent: 'lots', cap: '0', amount: '', amounts: [] },
      terms: {
        ...newPromotionValues(START, OFFSET).terms,
        multiple: '2.25',
        expiryDays: '1.5',
        allProducts: false,
        products: [
          { category: 'RNG', weight: '' },
          { category: 'LIVE', weight: '101' },
        ],
      },
      perMemberLimit: '0',
    };
    const body = promotionPayload(values, OFFSET);
    expect(body.terms.products).toEqual([
      { category: 'RNG', weight: 0 },
      { category: 'LIVE', weight: 101 },
    ]);
    const paths = parse(values).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'sort',
        'startsAt',
        'audience.members.1',
        'reward.percent',
        'reward.cap',
        'terms.multiple',
        'terms.expiryDays',
        'terms.products.1.weight',
        'perMemberLimit',
      ]),
    );
    expect(paths).not.toContain('terms.products.0.weight');
  });

  it('pays a VIP upgrade by level: a row a level of the ladder, blank as nothing, once, on the bonus only', () => {
    const values: PromotionValues = {
      ...newPromotionValues(START, OFFSET),
      ...texts,
      kind: 'vip-upgrade',
      period: 'week',
      minDeposit: '100',
      terms: { ...newPromotionValues(START, OFFSET).terms, base: 'deposit-and-bonus' },
      audience: { ...newPromotionValues(START, OFFSET).audience, vipLevels: [4, 2] },
      reward: { ...newPromotionValues(START, OFFSET).reward, levels: ['', ' 18.5 ', '0'] },
    };
    // Four levels above 0: the fourth, never written, pays nothing.
    const body = promotionPayload(values, OFFSET, 4);
    expect(body).toMatchObject({
      kind: 'vip-upgrade',
      period: 'once',
      minDeposit: 0,
      minLoss: 0,
      balanceBelow: null,
      reward: { type: 'levels', amounts: ['0', '18.5', '0', '0'] },
      audience: { vipLevels: [2, 4] },
      terms: { base: 'bonus' },
    });
    expect(promotionInputSchema.parse(body).reward).toEqual({ type: 'levels', amounts: [0, 1850, 0, 0] });
    expect(periodsOf('birthday')).toEqual(['once']);
    expect(withKind(newPromotionValues(START, OFFSET), 'birthday').minDeposit).toBe('0');

    // A brand without levels sends no row: the contract refuses the reward, which the editor explains.
    const unwritten = { ...values, reward: { ...values.reward, levels: [] } };
    const none = promotionInputSchema.safeParse(promotionPayload(unwritten, OFFSET, 0));
    expect(none.error?.issues.map((i) => i.path.join('.'))).toEqual(['reward.amounts']);
    expect(promotionProblem('reward.amounts', 'too_small', { kind: 'vip-upgrade' })).toBe('noLevels');
    // A refused level pays 0 or more, unlike a day of a streak.
    const refused = promotionInputSchema.safeParse(
      promotionPayload({ ...values, reward: { ...values.reward, levels: ['5', '-1'] } }, OFFSET, 2),
    );
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['reward.amounts.1']);
    expect(promotionProblem('reward.amounts.1', 'custom', { kind: 'birthday' })).toBe('amountOrZero');
    expect(promotionProblem('reward.amounts.1', 'custom', { kind: 'check-in' })).toBe('amount');
  });

  it('shows a stored VIP campaign’s amounts, and keeps those of levels the ladder lost while they pay', () => {
    const birthday: ConsolePromotion = {
      ...stored,
      kind: 'birthday',
      category: 'vip',
      reward: { type: 'levels', amounts: [0, 8.8, 18.8] },
      period: 'once',
    };
    const values = promotionValuesOf(birthday, OFFSET);
    expect(values.reward.levels).toEqual(['0', '8.8', '18.8']);
    expect(promotionPayload(values, OFFSET, 5).reward).toEqual({
      type: 'levels',
      amounts: ['0', '8.8', '18.8', '0', '0'],
    });
    // The ladder shrank to two levels: level 3 still pays, so it stays in view and in the body.
    expect(levelAmounts(values.reward.levels, 2)).toEqual(['0', '8.8', '18.8']);
    expect(levelAmounts(['5', '0', ' '], 1)).toEqual(['5']);
    expect(levelAmounts([], 3)).toEqual(['', '', '']);
    // Another kind's values keep the new form's empty rows.
    expect(promotionValuesOf(stored, OFFSET).reward.levels).toEqual([]);
  });

  it('gives a raffle prize tiers, ticket rules and an end to draw at, once, with no claim limit', () => {
    const values: PromotionValues = {
      ...fresh,
      ...texts,
      ...withKind(fresh, 'raffle'),
      period: 'week',
      perMemberLimit: '3',
      minDeposit: '50',
      reward: {
        ...fresh.reward,
        prizes: [
          { amount: ' 1000 ', count: '1' },
          { amount: '50.5', count: ' 10 ' },
        ],
      },
      raffle: { ticketBy: 'valid-bet', ticketUnit: ' 200 ', maxTickets: '', claimDays: '14' },
    };
    // A week after the start, in the brand's time: the draw.
    expect(values.endsAt).toBe('2026-03-08T12:00');
    const body = promotionPayload(values, OFFSET);
    expect(body).toMatchObject({
      kind: 'raffle',
      period: 'once',
      endsAt: START + 7 * 86_400_000,
      perMemberLimit: null,
      minDeposit: 0,
      reward: {
        type: 'prizes',
        prizes: [
          { amount: '1000', count: 1 },
          { amount: '50.5', count: 10 },
        ],
      },
      raffle: { ticketBy: 'valid-bet', ticketUnit: '200', maxTickets: null, claimDays: 14 },
      rain: null,
      terms: { base: 'bonus' },
    });
    const parsed = promotionInputSchema.parse(body);
    expect(parsed.reward).toEqual({
      type: 'prizes',
      prizes: [
        { amount: 100_000, count: 1 },
        { amount: 5050, count: 10 },
      ],
    });
    expect(parsed.raffle).toEqual({ ticketBy: 'valid-bet', ticketUnit: 20_000, maxTickets: null, claimDays: 14 });
    expect(prizesTotal(values.reward.prizes)).toBe(1505);
    expect(prizesTotal([{ amount: '0.1', count: '3' }])).toBe(0.3);
    expect(prizesTotal([{ amount: '5', count: '' }])).toBeNull();
    expect(prizesTotal([{ amount: 'x', count: '2' }])).toBeNull();

    // A budget below the prizes is the contract's to refuse, on the budget; one that covers them passes.
    const short = promotionInputSchema.safeParse(promotionPayload({ ...values, budget: '1504.99' }, OFFSET));
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['budget', 'custom']]);
    expect(promotionProblem('budget', 'custom', { kind: 'raffle', budget: '1504.99' })).toBe('budgetPrizes');
    expect(promotionProblem('budget', 'custom', { kind: 'raffle', budget: 'lots' })).toBe('amount');
    expect(promotionInputSchema.safeParse(promotionPayload({ ...values, budget: '1505' }, OFFSET)).success).toBe(true);

    // Without an end there is nothing to draw at.
    const endless = promotionInputSchema.safeParse(promotionPayload({ ...values, endsAt: '' }, OFFSET));
    expect(endless.error?.issues.map((i) => i.path.join('.'))).toEqual(['endsAt']);
    expect(promotionProblem('endsAt', 'custom', { kind: 'raffle', endsAt: '' })).toBe('drawAtEnd');
    expect(promotionProblem('endsAt', 'custom', { kind: 'raffle', endsAt: '2026-01-01T00:00' })).toBe('endBeforeStart');
  });

  it('refuses a raffle’s tiers and ticket rules at their fields', () => {
    const values: PromotionValues = {
      ...fresh,
      ...texts,
      ...withKind(fresh, 'raffle'),
      reward: {
        ...fresh.reward,
        prizes: [
          { amount: '0', count: '1' },
          { amount: '5', count: '1.5' },
        ],
      },
      raffle: { ticketBy: 'deposit', ticketUnit: '', maxTickets: '0', claimDays: '91' },
    };
    const issues = parse(values).error?.issues ?? [];
    const paths = issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'reward.prizes.0.amount',
        'reward.prizes.1.count',
        'raffle.ticketUnit',
        'raffle.maxTickets',
        'raffle.claimDays',
      ]),
    );
    const problems = issues.map((i) => promotionProblem(i.path.join('.'), i.code, values));
    expect(problems).toEqual(expect.arrayContaining(['amount', 'prizeCount', 'ticketLimit', 'claimDays']));
    const none = parse({ ...values, reward: { ...values.reward, prizes: [] } }).error?.issues[0];
    expect(none?.path.join('.')).toBe('reward.prizes');
    expect(promotionProblem('reward.prizes', none?.code ?? '', values)).toBe('prizeTiers');
  });

  it('rains a red packet daily from a time of day, between two amounts, with a budget', () => {
    const values: PromotionValues = {
      ...fresh,
      ...texts,
      ...withKind(fresh, 'red-packet'),
      period: 'once',
      perMemberLimit: '20',
      minDeposit: '30',
      reward: { ...fresh.reward, min: ' 0.88 ', max: '8.8' },
      rain: { startMinute: '23:45', minutes: ' 30 ' },
    };
    // Random amounts need a budget: the kind brings one.
    expect(values.budget).toBe('10000');
    const body = promotionPayload(values, OFFSET);
    expect(body).toMatchObject({
      kind: 'red-packet',
      period: 'day',
      perMemberLimit: 20,
      minDeposit: '30',
      budget: '10000',
      reward: { type: 'random', min: '0.88', max: '8.8' },
      rain: { startMinute: 23 * 60 + 45, minutes: 30 },
      raffle: null,
    });
    expect(promotionInputSchema.parse(body)).toMatchObject({
      reward: { type: 'random', min: 88, max: 880 },
      rain: { startMinute: 1425, minutes: 30 },
      budget: 1_000_000,
      minDeposit: 3000,
    });
    // Past midnight the window ends the next day.
    expect(clockOf(1425 + 30)).toBe('00:15');
    expect(minuteOfDay('07:05')).toBe(425);
    expect(minuteOfDay('07:05:30')).toBe(425);
    expect(minuteOfDay('24:00')).toBeNaN();
    expect(minuteOfDay('')).toBeNaN();

    // No budget, bounds the wrong way round, no start: each refused where it was written.
    const noBudget = parse({ ...values, budget: '' }).error?.issues ?? [];
    expect(noBudget.map((i) => i.path.join('.'))).toEqual(['budget']);
    expect(promotionProblem('budget', 'custom', { kind: 'red-packet', budget: '' })).toBe('budgetRequired');
    const crossed = { ...values, reward: { ...values.reward, min: '9', max: '8.8' } };
    expect(parse(crossed).error?.issues.map((i) => i.path.join('.'))).toEqual(['reward.max']);
    expect(promotionProblem('reward.max', 'custom', crossed)).toBe('packetBounds');
    expect(promotionProblem('reward.max', 'custom', { ...crossed, reward: { max: '' } })).toBe('amount');
    const untimed = { ...values, rain: { startMinute: '', minutes: '241' } };
    const paths = parse(untimed).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['rain.startMinute', 'rain.minutes']);
    expect(promotionProblem('rain.startMinute', 'invalid_type', untimed)).toBe('rainStart');
    expect(promotionProblem('rain.minutes', 'too_big', untimed)).toBe('rainMinutes');
  });

  it('shows a stored raffle and red packet as they were written, and sends them back alike', () => {
    const raffle: ConsolePromotion = {
      ...stored,
      kind: 'raffle',
      category: 'lucky',
      reward: { type: 'prizes', prizes: [{ amount: 888.8, count: 2 }] },
      period: 'once',
      perMemberLimit: null,
      budget: null,
      raffle: {
        ticketBy: 'deposit',
        ticketUnit: 50,
        maxTickets: 100,
        claimDays: 3,
        seedHash: 'ab'.repeat(32),
        seed: null,
        drawnAt: null,
        tickets: null,
        entries: null,
      },
    };
    const values = promotionValuesOf(raffle, OFFSET);
    expect(values.reward.prizes).toEqual([{ amount: '888.8', count: '2' }]);
    expect(values.raffle).toEqual({ ticketBy: 'deposit', ticketUnit: '50', maxTickets: '100', claimDays: '3' });
    expect(promotionPayload(values, OFFSET)).toMatchObject({
      reward: { type: 'prizes', prizes: [{ amount: '888.8', count: 2 }] },
      raffle: { ticketBy: 'deposit', ticketUnit: '50', maxTickets: 100, claimDays: 3 },
      endsAt: END,
    });

    const packet: ConsolePromotion = {
      ...stored,
      kind: 'red-packet',
      category: 'lucky',
      reward: { type: 'random', min: 1, max: 18.88 },
      period: 'day',
      rain: { startMinute: 20 * 60 + 5, minutes: 15 },
    };
    const rain = promotionValuesOf(packet, OFFSET);
    expect(rain.rain).toEqual({ startMinute: '20:05', minutes: '15' });
    expect(rain.reward).toMatchObject({ min: '1', max: '18.88' });
    expect(promotionPayload(rain, OFFSET)).toMatchObject({
      reward: { type: 'random', min: '1', max: '18.88' },
      rain: { startMinute: 1205, minutes: 15 },
    });
    // Another kind keeps the new form's suggestions for these.
    expect(promotionValuesOf(stored, OFFSET)).toMatchObject({ raffle: fresh.raffle, rain: fresh.rain });
  });

  it('starts every kind valid: switching kind never leaves a hidden field the contract refuses', () => {
    // What the operator must write in view for some kinds: a grant's amount, what a VIP level pays (of three).
    const written = (values: PromotionValues) =>
      promotionPayload({ ...values, reward: { ...values.reward, amount: '18', levels: ['8'] } }, OFFSET, 3);
    const start = { ...fresh, ...texts };
    for (const kind of promotionKinds) {
      const values = { ...start, ...withKind(start, kind) };
      expect(promotionInputSchema.safeParse(written(values)).error?.issues ?? [], kind).toEqual([]);
      // And on to another: the suggestions of the kind left give way to the new one's.
      for (const next of promotionKinds) {
        const again = { ...values, ...withKind(values, next) };
        expect(promotionInputSchema.safeParse(written(again)).error?.issues ?? [], `${kind} → ${next}`).toEqual([]);
      }
    }
    // What the operator typed stays.
    const typed = { ...start, endsAt: '2026-05-01T00:00', budget: '500' };
    expect(withKind(typed, 'raffle')).toMatchObject({ endsAt: '2026-05-01T00:00', budget: '500' });
    expect(withKind(typed, 'red-packet')).toMatchObject({ endsAt: '2026-05-01T00:00', budget: '500' });
    // The raffle's suggested end goes when the raffle does.
    const drawn = { ...start, ...withKind(start, 'raffle') };
    expect(withKind(drawn, 'reload').endsAt).toBe('');
    expect(suggestedEnd('raffle', 'not a time')).toBe('');
  });

  it('reads usernames one a line or comma-separated, each once', () => {
    expect(usernamesOf(' demo \n\nvip8, demo\r\nagent ')).toEqual(['demo', 'vip8', 'agent']);
    expect(usernamesOf('  ')).toEqual([]);
  });
});

describe('the editor’s problems', () => {
  it('names each refusal of the contract by its field', () => {
    expect(promotionProblem('title', 'custom')).toBe('oneLanguage');
    expect(promotionProblem('endsAt', 'custom')).toBe('endBeforeStart');
    expect(promotionProblem('endsAt', 'invalid_type')).toBe('time');
    expect(promotionProblem('audience.members.3', 'too_big')).toBe('username');
    expect(promotionProblem('audience.members', 'too_big')).toBe('tooMany');
    expect(promotionProblem('reward.amounts', 'too_small')).toBe('streakDays');
    expect(promotionProblem('reward.amounts.2', 'custom')).toBe('amount');
    expect(promotionProblem('minDeposit', 'custom')).toBe('amountOrZero');
    expect(promotionProblem('terms.products.1.weight', 'too_big')).toBe('weight');
    expect(promotionProblem('terms.multiple', 'not_multiple_of')).toBe('multiple');
    expect(promotionProblem('audience.vipLevels.0', 'too_big')).toBe('vipLevels');
    expect(promotionProblem('kind', 'invalid_value')).toBeUndefined();
  });

  it('finds a list’s first wrong line, and tells a list refused as a whole apart', () => {
    const errors = {
      reward: { amounts: [undefined, { type: 'custom', message: 'Day 2 is wrong', ref: { deep: {} } }] },
      audience: { members: { type: 'too_big', message: 'Too many' } },
    };
    expect(errorAt(errors, 'reward.amounts')).toBe('Day 2 is wrong');
    expect(errorAt(errors, 'reward.amounts.1')).toBe('Day 2 is wrong');
    expect(ownErrorAt(errors, 'reward.amounts')).toBeUndefined();
    expect(ownErrorAt(errors, 'audience.members')).toBe('Too many');
    expect(errorAt(errors, 'terms.multiple')).toBeUndefined();
  });
});

describe('a campaign’s state and budget', () => {
  it('is off when switched off, else live as the server says, else scheduled or ended by its start', () => {
    expect(campaignStatus({ enabled: false, live: false, startsAt: START }, START)).toBe('off');
    expect(campaignStatus({ enabled: true, live: true, startsAt: START }, START)).toBe('live');
    expect(campaignStatus({ enabled: true, live: false, startsAt: START }, START - 1)).toBe('scheduled');
    expect(campaignStatus({ enabled: true, live: false, startsAt: START }, END)).toBe('ended');
  });

  it('counts what was paid and what waits for review against the budget', () => {
    const stats = { ...stored.stats, paid: 600, reserved: 150 };
    expect(budgetUse({ budget: 1000, stats })).toEqual({ used: 750, share: 0.75, left: 250 });
    expect(budgetUse({ budget: 500, stats })).toEqual({ used: 750, share: 1.5, left: 0 });
    expect(budgetUse({ budget: null, stats })).toBeNull();
  });
});
