import type { PromotionView } from '@lotus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok, sentHeaders } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { RAFFLE_DRAW_AT, RAIN_STARTS_AT, raffleCampaign, redPacketCampaign } from '../test/fixtures';
import PromotionCampaigns from './promotion-campaigns';
import RewardCentre from './reward-centre';

const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM_RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';
const drawn = { drawnAt: RAFFLE_DRAW_AT + 60_000, seed: 'b'.repeat(64) };
const card = (title: string) => {
  const found = screen.getAllByTestId('promotion-card').find((c) => within(c).queryByRole('button', { name: title }));
  if (!found) throw new Error(`no card ${title}`);
  return found;
};
const openDetails = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: title });
};
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.flatMap(([url], i) => (new URL(String(url), 'http://localhost').pathname === path ? [i] : []));

describe('raffles and red packets on the promotions page', () => {
  beforeEach(() => {
    setSession({ token: 'tok' });
    // Before the draw (GMT+8: 7 December 2026, 10:00), a few minutes into no rain.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 7, 2) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('lists both kinds under Lucky draws, each card saying where the member stands', async () => {
    mockFetch({
      [CENTRE]: ok({
        list: [
          raffleCampaign(),
          redPacketCampaign(),
          raffleCampaign({ id: 21, title: 'Spring raffle', state: 'join' }, { tickets: null, ticketBy: 'valid-bet' }),
        ],
      }),
    });
    renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Lucky draws' }));
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(3);
    // Picture-less cards: the first prize, the largest packet, and the kind.
    expect(card('Year-end raffle')).toHaveTextContent('¥888.00Raffle');
    expect(card('Year-end raffle')).toHaveTextContent('You hold 3 tickets so far. The draw is on 2026-12-20 20:00:00');
    expect(within(card('Year-end raffle')).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(card('Red-packet rain')).toHaveTextContent('¥8.88Red-packet rain');
    expect(card('Red-packet rain')).toHaveTextContent('Next rain 2026-12-07 20:00:00: grab a packet of up to ¥8.88');
    expect(within(card('Red-packet rain')).queryByTestId('promotion-action')).toBeNull();
    expect(card('Spring raffle')).toHaveTextContent(
      'Join: every ¥100.00 of valid bets earns a ticket for the draw on 2026-12-20 20:00:00',
    );
  });

  it('details a running raffle: tickets, the most a member holds, the prizes, the draw and the commitment', async () => {
    mockFetch({ [CENTRE]: ok({ list: [raffleCampaign()] }) });
    renderWithBoot(<PromotionCampaigns />);
    const dialog = await openDetails('Year-end raffle');
    const facts = within(dialog).getByTestId('raffle-facts');
    expect(facts).toHaveTextContent('1 ticket for every ¥100.00 deposited, from the start until the draw');
    expect(facts).toHaveTextContent('Most tickets per member50 tickets');
    const prizes = within(facts)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(prizes).toEqual(['1st prize¥888.00 × 1', '2nd prize¥88.00 × 5', '3rd prize¥8.00 × 20']);
    expect(within(facts).getByTestId('raffle-draw')).toHaveTextContent('2026-12-20 20:00:00');
    expect(facts).toHaveTextContent('Claim prizes by2026-12-27 20:00:00');
    expect(within(facts).getByTestId('raffle-tickets')).toHaveTextContent('3');
    expect(within(facts).getByTestId('raffle-seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(facts).toHaveTextContent('Before the raffle started, the brand published this hash of a secret seed');
    expect(within(facts).queryByTestId('raffle-result')).toBeNull();
    expect(within(facts).queryByTestId('raffle-verify')).toBeNull();
    expect(dialog).toHaveTextContent('26 prizes, the first ¥888.00');
    expect(dialog).toHaveTextContent('Every member who joins; tickets count from the start, whenever you join');
  });

  it('lets a winner claim the prize with its own claim and an Idempotency-Key, and shows the seed and the way to verify', async () => {
    let raffle: PromotionView = raffleCampaign({ state: 'claim', amount: 888 }, { ...drawn, prizeRank: 1 });
    const fetchMock = mockFetch({
      [CENTRE]: () => ok({ list: [raffle] }),
      [CLAIM_RAFFLE]: () => {
        raffle = { ...raffle, state: 'claimed' };
        return ok({ promotion: raffle });
      },
    });
    const { router } = renderWithBoot(<PromotionCampaigns />);
    await screen.findAllByTestId('promotion-card');
    expect(card('Year-end raffle')).toHaveTextContent('You won the 1st prize: claim ¥888.00 by 2026-12-27 20:00:00');
    const dialog = await openDetails('Year-end raffle');
    expect(within(dialog).getByTestId('raffle-result')).toHaveTextContent('You won the 1st prize: ¥888.00');
    expect(within(dialog).getByTestId('raffle-draw')).toHaveTextContent('Drawn 2026-12-20 20:01:00');
    expect(within(dialog).getByTestId('raffle-seed')).toHaveTextContent('b'.repeat(64));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim prize' }));
    await vi.waitFor(() => expect(within(dialog).getByTestId('promotion-state')).toHaveTextContent('Claimed'));
    expect(within(dialog).getByTestId('promotion-note')).toHaveTextContent(
      'Your 1st prize of ¥888.00 was paid to your balance',
    );
    const [claim] = callsTo(fetchMock, CLAIM_RAFFLE);
    expect(claim).toBeDefined();
    expect(JSON.parse(String(fetchMock.mock.calls[claim as number]?.[1]?.body))).toEqual({ promotionId: 20 });
    expect(sentHeaders(fetchMock, claim).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.click(within(dialog).getByRole('link', { name: 'Verify the draw' }));
    expect(router.state.location.pathname).toBe('/fairness');
    expect(router.state.location.search).toBe('?raffle=20');
  });

  it('tells a member whose tickets won nothing, and one whose prize went unclaimed', async () => {
    mockFetch({
      [CENTRE]: ok({
        list: [
          raffleCampaign({ state: 'close' }, drawn),
          raffleCampaign({ id: 22, title: 'Autumn raffle', state: 'close', amount: 88 }, { ...drawn, prizeRank: 2 }),
        ],
      }),
    });
    renderWithBoot(<RewardCentre />);
    await screen.findAllByTestId('reward-row');
    const notes = screen.getAllByTestId('reward-note').map((n) => n.textContent);
    expect(notes).toEqual([
      'Drawn: your 3 tickets did not win a prize this time',
      'Your 2nd prize was not claimed by 2026-12-27 20:00:00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Year-end raffle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Year-end raffle' });
    expect(within(dialog).getByTestId('raffle-result')).toHaveTextContent('No prize this time');
    expect(within(dialog).getByTestId('raffle-verify')).toHaveAttribute('href', '/fairness?raffle=20');
  });

  it('reads in Chinese, with the prize tiers counted in Chinese numerals', async () => {
    mockFetch({
      [CENTRE]: ok({ list: [raffleCampaign({ state: 'claim', amount: 888 }, { ...drawn, prizeRank: 1 })] }),
    });
    await changeLanguage('CN');
    try {
      renderWithBoot(<PromotionCampaigns />);
      await screen.findAllByTestId('promotion-card');
      expect(screen.getByRole('tab', { name: '幸运活动' })).toBeInTheDocument();
      expect(card('Year-end raffle')).toHaveTextContent('恭喜获得一等奖：请于 2026-12-27 20:00:00 前领取 ¥888.00');
      const dialog = await openDetails('Year-end raffle');
      const prizes = within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent);
      expect(prizes).toEqual(['一等奖¥888.00 × 1', '二等奖¥88.00 × 5', '三等奖¥8.00 × 20']);
      expect(within(dialog).getByRole('button', { name: '领取奖品' })).toBeInTheDocument();
    } finally {
      await changeLanguage('EN');
    }
  });

  it('details a red packet: the daily rain in the brand’s time, the amounts, the deposit, and the next rain', async () => {
    mockFetch({
      [CENTRE]: ok({ list: [redPacketCampaign({ minDeposit: 100 })] }),
    });
    renderWithBoot(<PromotionCampaigns />);
    const dialog = await openDetails('Red-packet rain');
    const facts = within(dialog).getByTestId('rain-facts');
    expect(within(facts).getByTestId('rain-hours')).toHaveTextContent('Every day 20:00–20:30');
    expect(facts).toHaveTextContent('¥1.00 to ¥8.88, drawn at random');
    expect(facts).toHaveTextContent('At least ¥100.00 on the day');
    expect(within(facts).getByTestId('rain-next')).toHaveTextContent('2026-12-07 20:00:00');
    expect(dialog).toHaveTextContent(
      'Next rain 2026-12-07 20:00:00: deposit at least ¥100.00 that day to grab a packet',
    );
    expect(dialog).toHaveTextContent(
      'Members who deposit at least ¥100.00 on the day, one packet a day while the rain falls',
    );
  });

  it('offers Grab while the rain falls, and after grabbing shows the amount and the next rain', async () => {
    vi.setSystemTime(RAIN_STARTS_AT + 60_000);
    let packet = redPacketCampaign({ state: 'claim' });
    mockFetch({
      [CENTRE]: () => ok({ list: [packet] }),
      '/wps/relay/MCSFE_claimPromotion': () => {
        packet = { ...packet, state: 'claimed', amount: 6.66 };
        return ok({ promotion: packet });
      },
    });
    renderWithBoot(<RewardCentre />);
    const row = await screen.findByTestId('reward-row');
    expect(within(row).getByTestId('reward-note')).toHaveTextContent(
      'Red packets are falling: grab one of up to ¥8.88',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Grab a red packet' }));
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('reward-row')).getByTestId('reward-note')).toHaveTextContent(
        'You grabbed ¥6.66. Next rain 2026-12-08 20:00:00',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Red-packet rain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red-packet rain' });
    expect(within(dialog).getByTestId('rain-grabbed')).toHaveTextContent('¥6.66');
    expect(within(dialog).getByTestId('rain-next')).toHaveTextContent('2026-12-08 20:00:00');
  });
});
