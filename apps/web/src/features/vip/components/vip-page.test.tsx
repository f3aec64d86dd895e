import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { publishSocketMessage } from '@/lib/realtime';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { rankProgress, rebateSettings, vipCampaign } from '../test/fixtures';
import VipLiveListener from './vip-live-listener';
import VipPage from './vip-page';

const PROGRESS = '/wps/relay/MCSFE_getPlayerRankProgress';
const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const REBATE = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';

const vipCampaigns = [
  vipCampaign({
    id: 11,
    title: 'Level-up rewards',
    reward: { type: 'levels', amounts: [8, 18, 58] },
    state: 'claim',
    amount: 18,
    levels: [2],
  }),
  vipCampaign({
    id: 12,
    kind: 'birthday',
    category: 'vip',
    title: 'Birthday gift',
    reward: { type: 'levels', amounts: [0, 28, 88] },
    state: 'process',
  }),
  vipCampaign({
    id: 13,
    kind: 'first-deposit',
    category: 'deposit',
    title: 'First deposit bonus',
    reward: { type: 'percent', percent: 100, cap: 500 },
  }),
];

describe('the VIP page', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it("shows the level, the next level's figures, this month's keep, the ladder, rewards and rebate by level", async () => {
    mockFetch({
      [PROGRESS]: ok(rankProgress()),
      [CENTRE]: ok({ list: vipCampaigns }),
      [REBATE]: ok(rebateSettings()),
    });
    const { router } = renderWithBoot(<VipPage />, {}, '/member?tab=vip');
    const current = await screen.findByTestId('vip-current');
    expect(current).toHaveAttribute('data-level', '2');
    expect(within(current).getByTestId('vip-badge')).toHaveTextContent('VIP 2Silver');
    // Counted at, in the brand's time (GMT+8).
    expect(current).toHaveTextContent('Level 2 of 3 · progress counted 2026-12-05 12:05:00');

    const next = screen.getByTestId('vip-next');
    expect(next).toHaveTextContent('Next: Gold');
    const bet = within(next).getByRole('progressbar', { name: 'Valid bet towards Gold' });
    expect(bet).toHaveAttribute('aria-valuenow', '30');
    expect(bet).toHaveAttribute('aria-valuetext', '¥6,000.00 of ¥20,000.00');
    expect(within(next).getByTestId('vip-goal-valid-bet')).toHaveTextContent('¥14,000.00 to go');
    const deposit = within(next).getByRole('progressbar', { name: 'Deposits towards Gold' });
    expect(deposit).toHaveAttribute('aria-valuenow', '100');
    expect(within(next).getByTestId('vip-goal-deposit')).toHaveTextContent('Reached');

    const keep = screen.getByTestId('vip-keep');
    expect(within(keep).getByRole('progressbar', { name: 'Valid bet this month to keep Silver' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(keep).getByTestId('vip-review-at')).toHaveTextContent(
      'Checked 2027-01-01 00:00:00: with less, you move down one level.',
    );

    const rows = screen.getAllByTestId('vip-ladder-row');
    expect(rows.map((r) => r.dataset.level)).toEqual(['0', '1', '2', '3']);
    expect(rows[2]).toHaveAttribute('data-current', 'true');
    expect(rows[1]).toHaveTextContent('VIP 1Bronze¥1,000.00—Kept for good');
    expect(rows[3]).toHaveTextContent('VIP 3Gold¥20,000.00¥2,000.00¥5,000.00');

    // The VIP campaigns' rewards by level, the deposit bonus left out, and the way to claim them.
    const rewards = await screen.findByTestId('vip-rewards');
    const head = within(rewards)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Level', 'Level-up rewardsVIP upgrade reward', 'Birthday giftBirthday reward']);
    const silver = within(rewards)
      .getAllByRole('row')
      .find((r) => r.dataset.level === '2');
    expect(silver).toHaveTextContent('VIP 2Silver(your level)¥18.00¥28.00');
    expect(rewards).toHaveTextContent('You have a VIP reward to claim in the reward centre.');
    await userEvent.click(within(rewards).getByRole('button', { name: 'Go to the reward centre' }));
    expect(router.state.location.search).toBe('?tab=rewardCenter');
  });

  it('shows the rebate rates of each level by game, the categories no level earns left out', async () => {
    mockFetch({
      [PROGRESS]: ok(rankProgress()),
      [CENTRE]: ok({ list: [] }),
      [REBATE]: ok(rebateSettings()),
    });
    renderWithBoot(<VipPage />);
    const rates = await screen.findByTestId('rebate-level-rates');
    expect(
      within(rates)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Level', 'Slots', 'Live casino']);
    const member = within(rates)
      .getAllByRole('row')
      .find((r) => r.dataset.level === '0');
    expect(member).toHaveTextContent('VIP 0Member0.40%—');
    expect(screen.queryByTestId('vip-rewards')).toBeNull();
  });

  it('leaves the rebate out without the rebate module, and says so when the brand has no VIP levels', async () => {
    const fetchMock = mockFetch({ [PROGRESS]: ok(rankProgress()), [CENTRE]: ok({ list: [] }) });
    const view = renderWithBoot(<VipPage />, { disabled: ['REBATE3'] });
    await screen.findByTestId('vip-current');
    expect(screen.queryByTestId('rebate-level-rates')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Rebate'))).toBe(false);
    view.unmount();

    mockFetch({ [PROGRESS]: ok(rankProgress({ hasVip: false, rankLevel: 0, levels: [], next: null })) });
    renderWithBoot(<VipPage />);
    await screen.findByText('This site has no VIP levels');
    expect(screen.queryByTestId('vip-current')).toBeNull();
  });

  it('at the top says there is nothing higher, and a level without a keep is kept for good', async () => {
    mockFetch({
      [PROGRESS]: ok(
        rankProgress({
          rankLevel: 1,
          playerRankName: 'Bronze',
          next: null,
          monthlyTurnover: { actual: 0, expected: 0 },
          reviewAt: null,
        }),
      ),
      [CENTRE]: ok({ list: [] }),
      [REBATE]: ok(rebateSettings()),
    });
    renderWithBoot(<VipPage />);
    expect(await screen.findByTestId('vip-next')).toHaveTextContent('You are at the highest level');
    expect(screen.getByTestId('vip-keep')).toHaveTextContent('Bronze is yours for good');
  });

  it('reads the level again on vip.changed and congratulates an upgrade', async () => {
    let level = 2;
    mockFetch({
      [PROGRESS]: () =>
        ok(
          level === 3
            ? rankProgress({ rankLevel: 3, playerRankName: 'Gold', next: null })
            : rankProgress({ rankLevel: level }),
        ),
      [CENTRE]: ok({ list: [] }),
      [REBATE]: ok(rebateSettings()),
    });
    const success = vi.spyOn(toast, 'success');
    renderWithBoot(
      <>
        <VipLiveListener />
        <VipPage />
      </>,
    );
    await vi.waitFor(() => expect(screen.getByTestId('vip-current')).toHaveAttribute('data-level', '2'));
    level = 3;
    publishSocketMessage({
      type: 'vip.changed',
      data: { fromLevel: 2, vipRankLevel: 3, vipLabelName: 'Gold' },
      at: 1,
    });
    await vi.waitFor(() => expect(screen.getByTestId('vip-current')).toHaveAttribute('data-level', '3'));
    expect(success).toHaveBeenCalledWith('You reached Gold');
  });
});
