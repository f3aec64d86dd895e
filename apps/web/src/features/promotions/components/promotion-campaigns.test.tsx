import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { campaign, everyState } from '../test/fixtures';
import PromotionCampaigns from './promotion-campaigns';

const LIST = '/wps/promotions';
const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const guestList = [
  campaign({ id: 1, title: 'First deposit bonus' }),
  campaign({ id: 2, title: 'Weekly reload', kind: 'reload', needsReview: true, summary: 'Every week' }),
  { ...everyState.signed, id: 3, title: 'Daily check-in', state: 'join' as const, streak: null },
  campaign({
    id: 4,
    title: 'Weekly loss back',
    kind: 'lose-back',
    category: 'cashback',
    reward: { type: 'percent', percent: 10, cap: 300 },
    minLoss: 100,
    period: 'week',
  }),
];
const cardTitles = () =>
  screen.getAllByTestId('promotion-card').map((c) => c.querySelector('.promo-campaign__title')?.textContent);

describe('promotions page campaigns', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, isTrial: false });
    useAuthDialog.setState({ dialog: null });
  });

  it('shows a guest the campaigns by category, each asking to log in', async () => {
    const fetchMock = mockFetch({ [LIST]: ok({ list: guestList }) });
    renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    expect(cardTitles()).toEqual(['First deposit bonus', 'Weekly reload', 'Daily check-in', 'Weekly loss back']);
    // The picture-less cards show their headline figure and kind instead.
    expect(screen.getAllByTestId('promotion-card')[2]).toHaveTextContent('¥5.00Daily check-in');
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([LIST]);

    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(cardTitles()).toEqual(['Daily check-in']);
    await userEvent.click(screen.getByRole('tab', { name: 'Deposit bonuses' }));
    expect(cardTitles()).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Cashback' }));
    expect(cardTitles()).toEqual(['Weekly loss back']);
    expect(screen.getByTestId('promotion-card')).toHaveTextContent(
      'Part of each period’s net loss comes back in the next',
    );

    const card = screen.getAllByTestId('promotion-card')[0];
    if (!card) throw new Error('a card');
    expect(within(card).getByTestId('promotion-state')).toHaveTextContent('Open');
    await userEvent.click(within(card).getByRole('button', { name: 'Log in to take part' }));
    expect(useAuthDialog.getState().dialog).toBe('login');
  });

  it('opens a card into its details, with the terms and whether the brand reviews claims', async () => {
    mockFetch({ [LIST]: ok({ list: guestList }) });
    renderWithBoot(<PromotionCampaigns />);
    await userEvent.click(await screen.findByRole('button', { name: 'Weekly reload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly reload' });
    expect(dialog).toHaveTextContent('Reviewed by the brand before they are paid');
    expect(dialog).toHaveTextContent('A deposit after your first, of at least ¥50.00');
    expect(dialog).toHaveTextContent('Largest bet while active¥50.00');
    expect(within(dialog).getByRole('button', { name: 'Log in to take part' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Weekly loss back' }));
    const loss = await screen.findByRole('dialog', { name: 'Weekly loss back' });
    expect(loss).toHaveTextContent('10% of your net loss, up to ¥300.00');
    expect(loss).toHaveTextContent('A net loss of at least ¥100.00 in a period');
    expect(loss).toHaveTextContent('Once a week');
  });

  it('shows a member their own states from the reward centre', async () => {
    setSession({ token: 'tok' });
    const fetchMock = mockFetch({ [CENTRE]: ok({ list: [everyState.claim, everyState.applying] }) });
    renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    const [first, second] = screen.getAllByTestId('promotion-card');
    expect(first && within(first).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(second && within(second).getByTestId('promotion-state')).toHaveTextContent('Under review');
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([CENTRE]);
  });

  it('says a category is empty rather than showing nothing', async () => {
    mockFetch({ [LIST]: ok({ list: [guestList[0]] }) });
    renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(screen.getByText('No promotions in this category')).toBeInTheDocument();
  });

  it('has a VIP tab only while the brand runs VIP levels', async () => {
    const vip = campaign({
      id: 9,
      title: 'Level-up rewards',
      kind: 'vip-upgrade',
      category: 'vip',
      reward: { type: 'levels', amounts: [8, 18] },
    });
    mockFetch({ [LIST]: ok({ list: [...guestList, vip] }) });
    const view = renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    await userEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(cardTitles()).toEqual(['Level-up rewards']);
    // The panel without a picture shows the most a level pays.
    expect(screen.getByTestId('promotion-card')).toHaveTextContent('¥18.00VIP upgrade reward');
    view.unmount();

    mockFetch({ [LIST]: ok({ list: guestList }) });
    renderWithBoot(<PromotionCampaigns />, { disabled: ['VIP3'] });
    await screen.findAllByTestId('promotion-card');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Deposit bonuses',
      'Daily',
      'Cashback',
      'Lucky draws',
    ]);
  });
});
