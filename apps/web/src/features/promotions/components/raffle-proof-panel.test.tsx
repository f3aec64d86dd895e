import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FairnessRoute from '@/app/routes/fairness';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { raffleProof } from '../test/fixtures';
import { RaffleProofPanel, raffleIdOf } from './raffle-proof-panel';

const PROOF = '/wps/relay/MCSFE_getRaffleProof';

describe('a raffle draw verified in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recomputes the hash and the winners, says both match, and lists the winners with the viewer’s own entry', async () => {
    const proof = raffleProof();
    const own = proof.winners[1];
    if (!own) throw new Error('a second winner');
    const fetchMock = mockFetch({ [PROOF]: ok({ ...proof, ownEntryId: own.entryId }) });
    renderWithBoot(<RaffleProofPanel raffleId={20} />);
    const hash = await screen.findByTestId('raffle-proof-hash');
    expect(hash).toHaveAttribute('data-ok', 'true');
    expect(hash).toHaveTextContent('matches the published hash');
    expect(screen.getByTestId('raffle-proof-match')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('raffle-proof-match')).toHaveTextContent(
      'Drawn again from the seed: the same winners as published',
    );
    expect(screen.getByTestId('fairness-raffle')).toHaveTextContent('4 entries held 19 tickets at the draw');
    expect(screen.getByTestId('raffle-proof-title')).toHaveTextContent('Year-end raffle');

    const tables = screen.getAllByTestId('raffle-proof-winners');
    expect(tables).toHaveLength(1);
    const rows = within(tables[0] as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1st prize', '2nd prize', '2nd prize']);
    expect(rows.map((r) => r.dataset.entryId)).toEqual(proof.winners.map((w) => String(w.entryId)));
    const mine = rows.find((r) => r.dataset.own === 'true');
    expect(mine).toHaveTextContent(`${own.name} (you)`);
    expect(mine).toHaveTextContent('¥88.00');
    const tickets = proof.entries.find((e) => e.entryId === own.entryId)?.tickets;
    expect(screen.getByTestId('raffle-proof-own')).toHaveTextContent(
      `Your entry held ${tickets} tickets · Your entry won the 2nd prize: ¥88.00`,
    );
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('promotionId')).toBe('20');
  });

  it('says the hash does not match a commitment the seed does not hash to', async () => {
    mockFetch({ [PROOF]: ok(raffleProof({ seedHash: 'f'.repeat(64) })) });
    renderWithBoot(<RaffleProofPanel raffleId={20} />);
    const hash = await screen.findByTestId('raffle-proof-hash');
    expect(hash).toHaveAttribute('data-ok', 'false');
    expect(hash).toHaveTextContent('does NOT match the published hash');
  });

  it('says the winners differ when the published ones are not what the seed draws, and shows both lists', async () => {
    const proof = raffleProof();
    const loser = proof.entries.find((e) => !proof.winners.some((w) => w.entryId === e.entryId));
    if (!loser) throw new Error('a loser');
    const winners = proof.winners.map((w, i) => (i === 0 ? { ...w, entryId: loser.entryId, name: loser.name } : w));
    mockFetch({ [PROOF]: ok({ ...proof, winners }) });
    renderWithBoot(<RaffleProofPanel raffleId={20} />);
    const match = await screen.findByTestId('raffle-proof-match');
    expect(match).toHaveAttribute('data-ok', 'false');
    expect(match).toHaveTextContent('the winners DIFFER from those published');
    expect(screen.getByTestId('raffle-proof-hash')).toHaveAttribute('data-ok', 'true');
    const [again, published] = screen.getAllByTestId('raffle-proof-winners');
    expect(again).toHaveTextContent('Winners drawn again in your browser');
    expect(published).toHaveTextContent('Winners as published');
    expect(published).toHaveTextContent(loser.name);
  });

  it('before the draw shows the commitment and when it will be drawn', async () => {
    mockFetch({ [PROOF]: ok(raffleProof({ seed: null, drawnAt: null, entries: [], winners: [] })) });
    renderWithBoot(<RaffleProofPanel raffleId={20} />);
    expect(await screen.findByTestId('raffle-proof-pending')).toHaveTextContent(
      'Not drawn yet: the seed stays secret until the draw on 2026-12-20 20:00:00.',
    );
    expect(screen.getByTestId('raffle-proof')).toHaveTextContent(raffleProof().seedHash);
    expect(screen.queryByTestId('raffle-proof-hash')).toBeNull();
    expect(screen.queryByTestId('raffle-proof-winners')).toBeNull();
  });

  it('says what went wrong when the raffle cannot be read, and what an address without one means', async () => {
    mockFetch({});
    const view = renderWithBoot(<RaffleProofPanel raffleId={99} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    view.unmount();
    renderWithBoot(<RaffleProofPanel raffleId={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address names no raffle.');
    expect([raffleIdOf('20'), raffleIdOf(' 7 '), raffleIdOf('0'), raffleIdOf('x1'), raffleIdOf('99999999999')]).toEqual(
      [20, 7, null, null, null],
    );
  });

  it('opens first on the fairness page from a Verify link, and is absent without one', async () => {
    mockFetch({ [PROOF]: ok(raffleProof()) });
    const view = renderWithBoot(<FairnessRoute />, {}, '/fairness?raffle=20');
    expect(await screen.findByTestId('raffle-proof-match')).toHaveAttribute('data-ok', 'true');
    view.unmount();
    renderWithBoot(<FairnessRoute />, {}, '/fairness');
    expect(screen.queryByTestId('fairness-raffle')).toBeNull();
  });
});
