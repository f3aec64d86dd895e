import { type PromotionView, profileRules, promotionStates } from '@lotus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { setSession, useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok, sentHeaders } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { campaignsKey } from '../api/keys';
import { campaign, everyState } from '../test/fixtures';
import RewardCentre from './reward-centre';

const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM = '/wps/relay/MCSFE_claimPromotion';
const JOIN = '/wps/relay/MCSFE_joinPromotion';
const row = (title: string) => {
  const rows = screen.getAllByTestId('reward-row');
  const found = rows.find((r) => within(r).queryByRole('button', { name: title }));
  if (!found) throw new Error(`no row ${title}`);
  return found;
};
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.flatMap(([url], i) => (new URL(String(url), 'http://localhost').pathname === path ? [i] : []));

describe('reward centre', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('lists every campaign with its state in words and the action it allows, things to do first', async () => {
    mockFetch({ [CENTRE]: ok({ list: promotionStates.map((s) => everyState[s]) }) });
    renderWithBoot(<RewardCentre />);
    await screen.findByRole('button', { name: 'Welcome' });
    const rows = screen.getAllByTestId('reward-row');
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 2).map((r) => r.dataset.state)).toEqual(['join', 'claim']);

    const seen = (title: string) => {
      const r = row(title);
      return {
        chip: within(r).getByTestId('promotion-state').textContent,
        note: within(r).getByTestId('reward-note').textContent,
        action: within(r).queryByTestId('promotion-action')?.textContent ?? null,
      };
    };
    expect(seen('Welcome')).toEqual({
      chip: 'Open',
      note: 'Join, then deposit at least ¥50.00 to qualify',
      action: 'Join',
    });
    expect(seen('Reload')).toEqual({
      chip: 'Ready to claim',
      note: 'Your deposit qualifies: claim ¥120.00, paid once the brand has reviewed it',
      action: 'Claim',
    });
    expect(seen('Weekend reload')).toEqual({
      chip: 'Under review',
      note: 'Waiting for the brand to review your claim of ¥80.00',
      action: null,
    });
    expect(seen('Big reload')).toEqual({ chip: 'Rejected', note: 'Not approved: Same address', action: null });
    expect(seen('VIP reload')).toEqual({
      chip: 'Issued',
      note: '¥60.00 approved and paid to your balance',
      action: null,
    });
    expect(seen('Lucky reload')).toEqual({ chip: 'Claimed', note: '¥25.00 paid to your balance', action: null });
    expect(seen('Monthly reload')).toEqual({
      chip: 'In progress',
      note: 'Deposit at least ¥100.00 to qualify',
      action: 'Deposit',
    });
    expect(seen('Daily check-in')).toEqual({
      chip: 'Checked in',
      note: 'Checked in today: day 3 of your streak. Come back tomorrow.',
      action: null,
    });
    expect(seen('Spring festival')).toEqual({
      chip: 'Closed',
      note: 'Closed: it has ended or is no longer open to you',
      action: null,
    });
    // The start in the brand's time (GMT+8).
    expect(seen('Summer reload')).toEqual({ chip: 'Coming soon', note: 'Starts 2027-06-01 10:00:00', action: null });
  });

  it('offers a check-in, and shows the streak day once checked in', async () => {
    let checkIn: PromotionView = { ...everyState.signed, state: 'claim', streak: 2, amount: 1 };
    mockFetch({
      [CENTRE]: () => ok({ list: [checkIn] }),
      [CLAIM]: () => {
        checkIn = { ...checkIn, state: 'signed', streak: 2, amount: 2 };
        return ok({ promotion: checkIn });
      },
    });
    const success = vi.spyOn(toast, 'success');
    renderWithBoot(<RewardCentre />);
    const r = await vi.waitFor(() => row('Daily check-in'));
    expect(within(r).getByTestId('reward-note')).toHaveTextContent('Check in today for ¥1.00');
    await userEvent.click(within(r).getByRole('button', { name: 'Check in' }));
    await vi.waitFor(() =>
      expect(within(row('Daily check-in')).getByTestId('promotion-state')).toHaveTextContent('Checked in'),
    );
    expect(success).toHaveBeenCalledWith('Checked in: day 2 of your streak');
  });

  it('moves a reviewed claim to applying, sending one Idempotency-Key until an answer comes back', async () => {
    let claim = everyState.claim;
    let answer: 'network' | 'refused' | 'ok' = 'network';
    const fetchMock = mockFetch({
      [CENTRE]: () => ok({ list: [claim] }),
      [CLAIM]: () => {
        if (answer === 'network') throw new TypeError('Failed to fetch');
        if (answer === 'refused')
          return fail(
            409,
            'promotion.not.qualified',
            'Nothing qualifies for this promotion yet: make a deposit of at least 50.00 first',
          );
        claim = { ...claim, state: 'applying' };
        return ok({ promotion: claim });
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderWithBoot(<RewardCentre />);
    const claimButton = async () =>
      within(await vi.waitFor(() => row('Reload'))).getByRole('button', { name: 'Claim' });

    // The answer is lost: the error says so and the retry carries the same key.
    await userEvent.click(await claimButton());
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    answer = 'refused';
    await userEvent.click(await claimButton());
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    // A refusal shows the server's words, and the next press is a new request.
    expect(error).toHaveBeenLastCalledWith(
      'Nothing qualifies for this promotion yet: make a deposit of at least 50.00 first',
    );
    answer = 'ok';
    await userEvent.click(await claimButton());
    await vi.waitFor(() =>
      expect(within(row('Reload')).getByTestId('promotion-state')).toHaveTextContent('Under review'),
    );
    expect(within(row('Reload')).queryByTestId('promotion-action')).toBeNull();

    const keys = callsTo(fetchMock, CLAIM).map((i) => sentHeaders(fetchMock, i).get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    const body = JSON.parse(String(fetchMock.mock.calls[callsTo(fetchMock, CLAIM)[2] ?? 0]?.[1]?.body));
    expect(body).toEqual({ promotionId: 2 });
  });

  it('joins, and the state the server answers replaces the old one', async () => {
    let join = everyState.join;
    const joined = vi.fn(() => {
      join = { ...join, state: 'process' };
      return ok({ promotion: join });
    });
    mockFetch({ [CENTRE]: () => ok({ list: [join] }), [JOIN]: joined });
    renderWithBoot(<RewardCentre />);
    await userEvent.click(within(await vi.waitFor(() => row('Welcome'))).getByRole('button', { name: 'Join' }));
    await vi.waitFor(() =>
      expect(within(row('Welcome')).getByTestId('reward-note')).toHaveTextContent('Deposit at least ¥50.00 to qualify'),
    );
    expect(within(row('Welcome')).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('opens a campaign in full: reward, terms stated before joining, period, review and rules', async () => {
    mockFetch({ [CENTRE]: ok({ list: [everyState.join] }) });
    renderWithBoot(<RewardCentre />);
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    const text = dialog.textContent ?? '';
    expect(text).toContain('100% of your deposit, up to ¥500.00');
    expect(text).toContain('Your first deposit, of at least ¥50.00');
    expect(text).toContain('Once per member');
    expect(text).toContain('5× the bonus');
    expect(text).toContain('7 days');
    expect(text).toContain('¥50.00');
    expect(text).toContain('Every game counts in full');
    expect(text).toContain('If the requirement is not met in 7 days, what is left of the bonus is taken back.');
    expect(text).toContain('From 2026-01-01 08:00:00');
    expect(text).toContain('Paid at once when claimed');
    expect(within(dialog).getByText('rules')).toContainHTML('<b>rules</b>');
    expect(within(dialog).getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('says why it is empty, and offers a retry when it failed', async () => {
    mockFetch({ [CENTRE]: ok({ list: [] }) });
    const view = renderWithBoot(<RewardCentre />);
    await screen.findByText('No promotions right now');
    view.unmount();
    // Without the two retries a 503 earns (1 s and 2 s apart).
    queryClient.setQueryDefaults(campaignsKey, { retry: false });
    mockFetch({ [CENTRE]: fail(503, 'service.unavailable', 'The service is busy') });
    renderWithBoot(<RewardCentre />);
    await screen.findByText('The service is busy');
    queryClient.setQueryDefaults(campaignsKey, {});
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a VIP reward by level in its details, and leads a member without a birthday to the profile', async () => {
    const upgrade = campaign({
      id: 21,
      kind: 'vip-upgrade',
      category: 'vip',
      title: 'Level-up rewards',
      reward: { type: 'levels', amounts: [8, 0, 58] },
      state: 'claim',
      amount: 58,
      levels: [2, 3],
    });
    const birthday = campaign({
      id: 22,
      kind: 'birthday',
      category: 'vip',
      title: 'Birthday gift',
      reward: { type: 'levels', amounts: [18, 28] },
      state: 'process',
    });
    mockFetch({
      [CENTRE]: ok({ list: [upgrade, birthday] }),
      '/wps/member/info/profile': ok({
        id: 7,
        account: 'demo',
        nickname: null,
        payeeName: null,
        email: null,
        emailVerified: false,
        mobile: null,
        mobileVerified: false,
        qqNum: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        idNumber: null,
        hasPassword: true,
        hasPaymentPassword: false,
        passwordChangedAt: 0,
        regDate: 0,
        birthday: null,
        birthdayEditable: true,
        editable: [],
        rules: profileRules({}),
      }),
    });
    const { router } = renderWithBoot(<RewardCentre />, {}, '/member?tab=rewardCenter');
    const up = await vi.waitFor(() => row('Level-up rewards'));
    expect(within(up).getByTestId('reward-note')).toHaveTextContent('Pays levels 2–3: claim ¥58.00');
    expect(up).toHaveTextContent('VIP upgrade reward');
    // A VIP campaign waits for a level or a birthday month, never for a deposit.
    expect(within(row('Birthday gift')).queryByTestId('promotion-action')).toBeNull();
    expect(within(row('Birthday gift')).getByTestId('reward-note')).toHaveTextContent(
      'Claim it in your birthday month',
    );

    await userEvent.click(within(up).getByRole('button', { name: 'Level-up rewards' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    expect(dialog).toHaveTextContent('A reward for each VIP level you reach, up to ¥58.00');
    const table = within(dialog).getByTestId('level-rewards');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LevelReward', 'VIP 1¥8.00', 'VIP 2—', 'VIP 3¥58.00']);
    await userEvent.keyboard('{Escape}');

    const hint = await within(row('Birthday gift')).findByTestId('birthday-hint');
    expect(hint).toHaveTextContent('Your profile has no birthday yet.');
    await userEvent.click(within(hint).getByRole('link', { name: 'Set your birthday in your profile' }));
    expect(router.state.location.search).toBe('?tab=securityCenter');
  });
});
