import type { OperatorRole } from '@lotus/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { endConsoleSession, startConsoleSession } from '../stores/console-session';
import { PromotionEditor } from './promotion-editor';

function signIn(role: OperatorRole) {
  startConsoleSession('token-1', {
    id: 1,
    username: `${role}1`,
    role,
    merchantCode: 'LOTUS',
    demoBrand: false,
    mustChangePassword: false,
    totpEnabled: false,
    totpEnrolRequired: false,
  });
}

/** What the server answers for a saved campaign (its fields matter little here: the list is read again). */
const saved = ok({
  id: 9,
  kind: 'reload',
  category: 'deposit',
  title: { EN: 'Weekend reload' },
  summary: { CN: '周末续存送红利' },
  rules: { EN: '<p>Deposit 100 or more.</p>' },
  imageUrl: null,
  enabled: true,
  sort: 0,
  startsAt: 0,
  endsAt: null,
  audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [] },
  reward: { type: 'percent', percent: 100, cap: 500 },
  minDeposit: 100,
  minLoss: 0,
  balanceBelow: null,
  terms: { multiple: 10, base: 'bonus', expiryDays: 30, maxBet: null, products: null },
  period: 'once',
  perMemberLimit: null,
  budget: null,
  needsReview: false,
  raffle: null,
  rain: null,
  live: true,
  stats: { paid: 0, reserved: 0, claims: 0, pending: 0, rejected: 0, members: 0, turnover: 0, forfeited: 0 },
  updatedAt: 0,
});

/** The brand's VIP ladder: level 0 and three levels. */
const ladder = ['Member', 'Silver', 'Gold', 'Diamond'].map((EN, level) => ({
  level,
  name: { EN, CN: `${EN}（中文）` },
  upgradeValidBet: level * 1000,
  upgradeDeposit: 0,
  keepValidBet: null,
  members: 10 - level,
}));

/** Answers a save with `answer` and keeps the bodies it was sent. */
function server(
  answer: () => MockResponse,
  rules: { maxWageringMultiple: number | null; singleProductOffers: boolean } = {
    maxWageringMultiple: null,
    singleProductOffers: false,
  },
  levels: unknown[] = ladder,
) {
  const sent: unknown[] = [];
  mockFetch({
    '/api/console/vip/levels': ok({ levels }),
    // The list brings the brand's rules, for every editor; a save is a POST to the same path.
    '/api/console/promotions': (_url, init) => {
      if (init.method !== 'POST') return ok({ list: [], rules: { ...rules, oneBonusAtATime: true } });
      sent.push(JSON.parse(String(init.body)));
      return answer();
    },
  });
  return sent;
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(box(name), { target: { value } });

function open() {
  const onClose = vi.fn();
  renderWithBoot(<PromotionEditor item={null} offset={480} onClose={onClose} />);
  type('Title (English)', 'Weekend reload');
  type('Summary (Chinese)', '周末续存送红利');
  type('Rules (English)', '<p>Deposit 100 or more.</p>');
  return onClose;
}

const save = () => fireEvent.click(screen.getByTestId('promotion-save'));

afterEach(() => {
  endConsoleSession();
  vi.unstubAllGlobals();
});

describe('the campaign editor', () => {
  it('sends a new reload as the contract reads it and closes', async () => {
    signIn('content');
    const sent = server(() => saved);
    const onClose = open();
    fireEvent.change(screen.getByTestId('promotion-period'), { target: { value: 'week' } });
    type(/^Only these members/, 'demo\nvip8');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'reload',
      title: { EN: 'Weekend reload' },
      summary: { CN: '周末续存送红利' },
      rules: { EN: '<p>Deposit 100 or more.</p>' },
      reward: { type: 'percent', percent: 100, cap: '500' },
      period: 'week',
      audience: { members: ['demo', 'vip8'], agentLines: [] },
      terms: { multiple: 10, base: 'bonus', expiryDays: 30, maxBet: null, products: null },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('makes a check-in daily and paid by its streak, a first deposit once, a rescue daily on the loss', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    const period = screen.getByTestId('promotion-period') as HTMLSelectElement;
    expect(period).not.toBeDisabled();

    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'first-deposit' } });
    expect(period).toBeDisabled();
    expect(period.value).toBe('once');
    expect(screen.getByText('A first deposit happens once.')).toBeInTheDocument();

    // A rescue asks the loss and the balance instead of a deposit, once a day.
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'rescue' } });
    expect(period.value).toBe('day');
    expect(screen.getByRole('textbox', { name: /^Smallest net loss/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Balance at or below/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Smallest qualifying deposit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'A percent of the net loss' })).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'check-in' } });
    expect(period.value).toBe('day');
    expect(screen.queryByTestId('promotion-reward-type')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('promotion-streak-day')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Remove day 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a day' }));
    type('Day 7', '30');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'check-in',
      period: 'day',
      reward: { type: 'streak', amounts: ['1', '3', '5', '8', '10', '20', '30'] },
    });
  });

  it('pays a VIP upgrade by level of the brand’s ladder, once, to the levels chosen', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'vip-upgrade' } });
    const period = screen.getByTestId('promotion-period') as HTMLSelectElement;
    expect(period).toBeDisabled();
    expect(period.value).toBe('once');
    expect(screen.getByText(/^Paid once for each level a member reaches/)).toBeInTheDocument();
    // A row a level above 0; no deposit is asked.
    await waitFor(() => expect(screen.getAllByTestId('promotion-level')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: /^Smallest qualifying deposit/ })).not.toBeInTheDocument();
    type('Level 1 · Silver', '8');
    type('Level 3 · Diamond', '88');
    fireEvent.click(screen.getByRole('button', { name: '2 · Gold' }));
    fireEvent.click(screen.getByRole('button', { name: '3 · Diamond' }));
    expect(screen.getByText('2 levels chosen: only members at them may take part.')).toBeInTheDocument();
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'vip-upgrade',
      period: 'once',
      minDeposit: 0,
      reward: { type: 'levels', amounts: ['8', '0', '88'] },
      audience: { vipLevels: [2, 3] },
    });
  });

  it('refuses a VIP campaign that pays no level, and says when the brand has no levels', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'birthday' } });
    await waitFor(() => expect(screen.getAllByTestId('promotion-level')).toHaveLength(3));
    type('Level 2 · Gold', '-1');
    save();
    expect(await screen.findByText('An amount of 0 or more with at most 2 decimals')).toBeInTheDocument();
    type('Level 2 · Gold', '');
    save();
    expect(await screen.findByText('Give at least one level an amount')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    cleanup();

    server(() => saved, undefined, ladder.slice(0, 1));
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'birthday' } });
    expect(await screen.findAllByText(/^The brand has no VIP levels yet/)).not.toHaveLength(0);
    expect(screen.queryByTestId('promotion-level')).not.toBeInTheDocument();
  });

  it('makes a raffle of prize tiers and ticket rules, drawn once at its end', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'raffle' } });
    const period = screen.getByTestId('promotion-period') as HTMLSelectElement;
    expect(period).toBeDisabled();
    expect(period.value).toBe('once');
    expect(screen.getByText('A raffle is drawn once, at its end.')).toBeInTheDocument();
    // The end is the draw: asked for, and suggested a week after the start.
    const end = screen.getByLabelText('Ends and is drawn') as HTMLInputElement;
    expect(end).toBeRequired();
    expect(end.value).not.toBe('');
    expect(screen.getByText(/Tickets stop counting and the prizes are drawn then/)).toBeInTheDocument();
    // No deposit of its own and no claim limit: tickets are its qualification, one prize at most.
    expect(screen.queryByRole('textbox', { name: /^Smallest qualifying deposit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Claims per member/ })).not.toBeInTheDocument();

    // The tiers, first first, and what they come to.
    expect(screen.getAllByTestId('promotion-prize')).toHaveLength(3);
    const total = screen.getByTestId('promotion-prizes-total');
    expect(total).toHaveTextContent('Prizes in all: ¥2,728.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(total).toHaveTextContent('Prizes in all: ¥1,828.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    // A new tier takes the count of the one above and waits for its amount.
    expect(box('Tier 3 winners')).toHaveValue('5');
    expect(total).toHaveTextContent('Prizes in all: —.');
    type('Tier 3 prize', '8');
    type('Tier 1 prize', '1000');
    expect(total).toHaveTextContent('Prizes in all: ¥1,980.00.');
    const third = screen.getAllByTestId('promotion-prize')[2] as HTMLElement;
    expect(within(third).getByText('¥40.00')).toBeInTheDocument();

    // Tickets: by valid bet, one per 500, at most 20 a member, ten days to claim.
    fireEvent.change(screen.getByTestId('promotion-ticket-by'), { target: { value: 'valid-bet' } });
    expect(screen.getByText(/^Each this much of valid bets settled/)).toBeInTheDocument();
    type('One ticket per (¥)', '500');
    type('Most tickets per member (optional)', '20');
    type('Days winners have to claim', '10');

    // A budget below the prizes, then no end: each said at its field, nothing sent.
    type('Budget (¥, optional)', '1000');
    save();
    expect(await screen.findByText('The budget must cover every prize: at least ¥1,980.00')).toBeInTheDocument();
    type('Budget (¥, optional)', '1980');
    const drawAt = end.value;
    fireEvent.change(end, { target: { value: '' } });
    save();
    expect(await screen.findByText('A raffle is drawn at its end: choose when')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.change(end, { target: { value: drawAt } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'raffle',
      period: 'once',
      perMemberLimit: null,
      minDeposit: 0,
      budget: '1980',
      reward: {
        type: 'prizes',
        prizes: [
          { amount: '1000', count: 1 },
          { amount: '188', count: 5 },
          { amount: '8', count: 5 },
        ],
      },
      raffle: { ticketBy: 'valid-bet', ticketUnit: '500', maxTickets: 20, claimDays: 10 },
      rain: null,
    });
    expect((sent[0] as { endsAt: number }).endsAt).toBeGreaterThan((sent[0] as { startsAt: number }).startsAt);
  });

  it('keeps a raffle to 1 to 20 tiers and names the wrong box of a tier', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'raffle' } });
    const add = screen.getByRole('button', { name: 'Add a tier' });
    for (let i = 3; i < 20; i++) fireEvent.click(add);
    expect(screen.getAllByTestId('promotion-prize')).toHaveLength(20);
    expect(add).toBeDisabled();
    for (let n = 20; n > 1; n--) fireEvent.click(screen.getByRole('button', { name: `Remove tier ${n}` }));
    // The last tier cannot go.
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).not.toBeInTheDocument();
    type('Tier 1 winners', '1.5');
    type('Days winners have to claim', '91');
    save();
    expect(await screen.findByText('A whole number of winners from 1 to 10,000')).toBeInTheDocument();
    expect(box('Tier 1 winners')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A whole number of days from 1 to 90')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('rains a red packet each day at a time of the brand’s day, between two amounts, with a budget', async () => {
    signIn('content');
    const sent = server(() => saved);
    open();
    fireEvent.change(screen.getByTestId('promotion-kind'), { target: { value: 'red-packet' } });
    const period = screen.getByTestId('promotion-period') as HTMLSelectElement;
    expect(period).toBeDisabled();
    expect(period.value).toBe('day');
    expect(screen.getByText('A member grabs one packet a day, while it rains.')).toBeInTheDocument();
    const start = screen.getByLabelText('Rain starts at');
    expect(start).toHaveValue('20:00');
    expect(screen.getByText('Each day, brand time (GMT+08:00).')).toBeInTheDocument();
    expect(screen.getByTestId('promotion-rain-window')).toHaveTextContent('It rains each day from 20:00 to 20:30.');
    // The budget is asked for, and the kind brings one; so is the day's deposit.
    const budget = box('Budget (¥)');
    expect(budget).toBeRequired();
    expect(budget).toHaveValue('10000');
    expect(screen.getByText('0: no deposit needed to grab a packet.')).toBeInTheDocument();

    type('Smallest packet (¥)', '9');
    type('Largest packet (¥)', '5');
    save();
    expect(await screen.findByText('The largest packet cannot be smaller than the smallest')).toBeInTheDocument();
    type('Largest packet (¥)', '18.8');
    type('Budget (¥)', '');
    save();
    expect(await screen.findByText('Random amounts need a budget to stop at')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '' } });
    type('Rain lasts (minutes)', '300');
    save();
    expect(await screen.findByText('Choose a time of day')).toBeInTheDocument();
    expect(screen.getByText('A whole number of minutes from 1 to 240')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Past midnight, the rain ends the next day.
    fireEvent.change(start, { target: { value: '23:50' } });
    type('Rain lasts (minutes)', '20');
    expect(screen.getByTestId('promotion-rain-window')).toHaveTextContent('from 23:50 to 00:10.');
    type('Budget (¥)', '5000');
    type('Deposits needed that day (¥)', '50');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'red-packet',
      period: 'day',
      minDeposit: '50',
      budget: '5000',
      reward: { type: 'random', min: '9', max: '18.8' },
      rain: { startMinute: 23 * 60 + 50, minutes: 20 },
      raffle: null,
    });
  });

  it('shows the brand’s rules, to a content editor too, and refuses what breaks them without sending', async () => {
    signIn('content');
    const sent = server(() => saved, { maxWageringMultiple: 10, singleProductOffers: true });
    open();
    expect(await screen.findByText(/The brand's cap is 10×/)).toBeInTheDocument();
    type('Wagering multiple (×)', '12');
    save();
    expect(await screen.findByText("Above the brand's cap of 10×")).toBeInTheDocument();
    expect(box('Wagering multiple (×)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('promotion-products-error')).toHaveTextContent('let one category count');
    expect(sent).toHaveLength(0);

    type('Wagering multiple (×)', '10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Every product counts in full' }));
    for (const category of [
      'Live casino',
      'Fishing',
      'Cards',
      'Sports',
      'E-sports',
      'Lottery',
      'E-lottery',
      'Cockfight',
    ]) {
      type(`${category} (%)`, '0');
    }
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the category that counts is sent.
    expect((sent[0] as { terms: { products: unknown[] } }).terms.products).toEqual([{ category: 'RNG', weight: 100 }]);
  });

  it('puts the server’s refusals at their fields', async () => {
    signIn('content');
    let answer = fail(400, 'request.invalid', 'Check the highlighted fields', {
      fields: { 'terms.multiple': "Above the brand's cap of 10 times" },
    });
    const sent = server(() => answer);
    const onClose = open();
    type('Wagering multiple (×)', '12');
    save();
    await waitFor(() => expect(box('Wagering multiple (×)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText("Above the brand's cap of 10 times")).toBeInTheDocument();

    answer = fail(400, 'request.invalid', 'Check the highlighted fields', {
      fields: { 'audience.members': 'Not accounts of this brand: ghost', 'terms.products': 'Let one category count' },
    });
    type('Wagering multiple (×)', '8');
    type(/^Only these members/, 'ghost');
    save();
    const members = box(/^Only these members/);
    await waitFor(() => expect(members).toHaveAttribute('aria-invalid', 'true'));
    const field = members.closest('.field') as HTMLElement;
    expect(within(field).getByText('Not accounts of this brand: ghost')).toBeInTheDocument();
    // A list's refusal as a whole shows even while its weights are folded away ("every product counts").
    expect(screen.getByTestId('promotion-products-error')).toHaveTextContent('Let one category count');
    expect(sent).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('judges the form in the operator’s words before sending anything', async () => {
    signIn('content');
    const sent = server(() => saved);
    renderWithBoot(<PromotionEditor item={null} offset={480} onClose={() => {}} />);
    type('Percent of the deposit (%)', '0');
    type('Days to complete', '400');
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2020-01-01T00:00' } });
    save();
    expect(await screen.findAllByText('Write it in at least one language')).toHaveLength(3);
    expect(screen.getByText('From 0.01 to 1000, at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('A whole number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
