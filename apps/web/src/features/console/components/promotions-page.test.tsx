import type { OperatorRole } from '@lotus/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { endConsoleSession, startConsoleSession } from '../stores/console-session';
import { consolePromotion, raffleCampaign, rainCampaign } from '../test/promotion-fixtures';
import { PromotionsPage } from './promotions-page';

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

/** A drawn raffle, one still running, a red packet and a reload. */
const list = [
  raffleCampaign(true, { sort: 1 }),
  raffleCampaign(false, { id: 22, sort: 2, title: { EN: 'Summer raffle' } }),
  rainCampaign({ sort: 3 }),
  consolePromotion({ sort: 4 }),
];

function server() {
  return mockFetch({
    '/api/console/vip/levels': ok({ levels: [] }),
    '/api/console/promotions': ok({
      list,
      rules: { maxWageringMultiple: null, oneBonusAtATime: true, singleProductOffers: false },
    }),
    '/api/console/promotions/21/raffle-winners': ok({
      list: [{ rank: 1, entryId: 5, username: 'demo', tickets: 120, amount: 888, state: 'waiting' }],
    }),
  });
}

const row = (title: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr') as HTMLElement;

afterEach(() => {
  endConsoleSession();
  vi.unstubAllGlobals();
});

describe('raffles and red packets in the promotions list', () => {
  it('shows a raffle’s commitment and draw, and a red packet’s rain and packets', async () => {
    signIn('finance');
    server();
    renderWithBoot(<PromotionsPage />);
    await screen.findAllByTestId('console-promotion');

    const drawn = row('Spring raffle');
    expect(within(drawn).getByText(/^Raffle/)).toBeInTheDocument();
    const facts = within(drawn).getByTestId('promotion-raffle');
    expect(facts).toHaveTextContent('Seed hash 9f86d081884c7d65…');
    expect(within(facts).getByTitle(/^9f86d081884c7d659a2f/)).toBeInTheDocument();
    expect(facts).toHaveTextContent('Drawn: 1234 tickets, 56 entries');
    expect(within(row('Summer raffle')).getByTestId('promotion-raffle')).toHaveTextContent('Drawn at the end');

    const rain = row('Lucky rain');
    expect(within(rain).getByText(/^Red-packet rain/)).toBeInTheDocument();
    expect(within(rain).getByTestId('promotion-rain')).toHaveTextContent('Rains 20:00–20:30 daily');
    expect(within(rain).getByTestId('promotion-rain')).toHaveTextContent('Packets ¥1.00 to ¥88.00');
    expect(within(rain).queryByTestId('promotion-winners')).not.toBeInTheDocument();

    const reload = row('Weekend reload');
    expect(within(reload).queryByTestId('promotion-raffle')).not.toBeInTheDocument();
    expect(within(reload).queryByTestId('promotion-rain')).not.toBeInTheDocument();
    expect(within(reload).queryByTestId('promotion-winners')).not.toBeInTheDocument();
  });

  it('opens a raffle’s winners from its row, for every role that sees the list', async () => {
    for (const role of ['finance', 'content'] as const) {
      signIn(role);
      server();
      renderWithBoot(<PromotionsPage />);
      await screen.findAllByTestId('console-promotion');
      fireEvent.click(screen.getByRole('button', { name: 'Winners of Spring raffle' }));
      const dialog = screen.getByRole('dialog', { name: 'Draw of Spring raffle' });
      const winner = await within(dialog).findByTestId('raffle-winner');
      expect(winner).toHaveTextContent('demo');
      expect(winner).toHaveTextContent('¥888.00');
      expect(winner).toHaveTextContent('Not claimed yet');
      cleanup();
      endConsoleSession();
    }
  });
});
