import type { ConsoleRaffleWinner } from '@lotus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { raffleCampaign, SEED, SEED_HASH } from '../test/promotion-fixtures';
import { PromotionRaffleDialog } from './promotion-raffle-dialog';

const WINNERS = '/api/console/promotions/21/raffle-winners';

let entryId = 0;
const winner = (rank: number, username: string, changes: Partial<ConsoleRaffleWinner> = {}): ConsoleRaffleWinner => ({
  rank,
  entryId: ++entryId,
  username,
  tickets: 10,
  amount: [888, 188, 18][rank - 1] ?? 0,
  state: 'waiting',
  ...changes,
});

const RULES = { maxWageringMultiple: null, oneBonusAtATime: true, singleProductOffers: false };

function open(drawn: boolean, answer: MockResponse = ok({ list: [] }), listed = drawn) {
  // The campaign list as the server holds it now (the dialog reads it again), drawn or not.
  const fetchMock = mockFetch({
    [WINNERS]: answer,
    '/api/console/promotions': ok({ list: [raffleCampaign(listed)], rules: RULES }),
  });
  const onClose = vi.fn();
  renderWithBoot(<PromotionRaffleDialog promotion={raffleCampaign(drawn)} title="Spring raffle" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Draw of Spring raffle' });
  return { dialog, fetchMock, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('a raffle’s draw and winners', () => {
  it('lists the winners first tier first, with their tickets, prize and whether they claimed', async () => {
    const { dialog } = open(
      true,
      ok({
        list: [
          winner(1, 'demo', { tickets: 120, state: 'claimed' }),
          winner(2, 'vip8', { tickets: 40, state: 'applying' }),
          winner(2, 'carol', { tickets: 3, state: 'issued' }),
          winner(3, 'dave', { tickets: 1, state: 'rejected' }),
          winner(3, 'erin', { tickets: 7, state: 'expired' }),
          winner(3, 'frank', { tickets: 2 }),
        ],
      }),
    );
    // The commitment, the seed it revealed, and what it drew among.
    expect(within(dialog).getByTestId('raffle-seed-hash')).toHaveTextContent(SEED_HASH);
    expect(within(dialog).getByTestId('raffle-seed')).toHaveTextContent(SEED);
    expect(within(dialog).getByTestId('raffle-tickets')).toHaveTextContent('1234');
    expect(within(dialog).getByTestId('raffle-entries')).toHaveTextContent('56');
    expect(within(dialog).getByText('2026-04-01 12:00:00')).toBeInTheDocument();
    expect(within(dialog).getByText('7 days to claim')).toBeInTheDocument();

    const rows = await within(dialog).findAllByTestId('raffle-winner');
    expect(rows).toHaveLength(6);
    const table = within(dialog).getByTestId('raffle-winners');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tier', 'Member', 'Tickets', 'Prize', 'State']);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual(['1', 'demo', '120', '¥888.00', 'Claimed and paid']);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Claimed and paid',
      'Waiting for review',
      'Approved and paid',
      'Rejected',
      'Not claimed in time',
      'Not claimed yet',
    ]);
    expect(within(dialog).getByRole('rowheader', { name: 'carol' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('raffle-winners-total')).toHaveTextContent('6 winners · ¥1,318.00 in prizes');
    expect(within(dialog).getByTestId('console-csv-export')).toBeEnabled();
  });

  it('says when nobody held a ticket at the draw', async () => {
    const { dialog } = open(true);
    expect(await within(dialog).findByText('No winners: nobody held a ticket at the draw.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('raffle-winners-total')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('console-csv-export')).toBeDisabled();
  });

  it('shows the commitment before the draw, and reads no winners until there are some', () => {
    const { dialog, fetchMock } = open(false);
    expect(within(dialog).getByTestId('raffle-seed-hash')).toHaveTextContent(SEED_HASH);
    expect(within(dialog).getByText('Revealed at the draw')).toBeInTheDocument();
    expect(within(dialog).getByText('Not drawn yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The winners are drawn at the end, 2026-04-01 12:00:00.',
    );
    expect(within(dialog).queryByTestId('raffle-tickets')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('raffle-winners')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(WINNERS);
  });

  it('shows a draw made since the list was read, and its winners', async () => {
    const { dialog } = open(false, ok({ list: [winner(1, 'demo')] }), true);
    expect(await within(dialog).findByTestId('raffle-seed')).toHaveTextContent(SEED);
    expect(await within(dialog).findByRole('rowheader', { name: 'demo' })).toBeInTheDocument();
  });

  it('says why the winners could not be read', async () => {
    const { dialog } = open(true, fail(403, 'console.forbidden', 'Your role cannot do this'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Your role cannot do this'));
    expect(within(dialog).queryByTestId('raffle-winner')).not.toBeInTheDocument();
  });
});
