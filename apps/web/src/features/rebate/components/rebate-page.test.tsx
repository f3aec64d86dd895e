import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { balanceKey } from '@/features/wallet';
import { queryClient } from '@/lib/api';
import { setSession, useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok, sentHeaders } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { record, settings, summary } from '../test/fixtures';
import RebatePage from './rebate-page';

const SETTINGS = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';
const SUMMARY = '/wps/relay/MCSFE_getRebateSummary';
const CLAIM = '/wps/relay/MCSFE_claimRebate';
const HISTORY = '/wps/relay/MCSFE_getRebateHistory';

const page = (list: unknown[], pageNum = 1, totalPages = 1) => ok({ list, pageNum, totalPages, total: list.length });
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.flatMap(([url], i) => (new URL(String(url), 'http://localhost').pathname === path ? [i] : []));

describe('the rebate page', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('shows the window in business time, each game as valid bet × rate = rebate, the total and the rules', async () => {
    mockFetch({ [SETTINGS]: ok(settings()), [SUMMARY]: ok(summary()), [HISTORY]: page([]) });
    renderWithBoot(<RebatePage />);
    const box = await screen.findByTestId('rebate-summary');
    expect(within(box).getByTestId('rebate-window')).toHaveTextContent(
      'Bets settled 2026-12-05 04:00:00 – 2026-12-05 11:59:00',
    );
    const lines = within(box).getAllByTestId('rebate-line');
    // The games that earned, the largest first; fishing earned nothing and is left out.
    expect(lines.map((l) => l.textContent)).toEqual(['Slots¥2,000.000.80%¥16.00', 'Live casino¥1,000.000.50%¥5.00']);
    expect(within(box).getByTestId('rebate-amount')).toHaveTextContent('¥21.00');
    expect(within(box).getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
    expect(within(box).getByTestId('rebate-next-auto')).toHaveTextContent('2026-12-06 04:00:00');
    expect(box).toHaveTextContent('Smallest claim¥10.00');
    expect(box).toHaveTextContent('Wager it 1×');

    const rates = screen.getByTestId('rebate-rates');
    expect(rates).toHaveTextContent('The rates of your level, Silver');
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Slots0.80%', 'Live casino0.50%']);
    await screen.findByText('No rebates yet');
  });

  it('claims with one Idempotency-Key until an answer comes back, then shows it credited and reads again', async () => {
    let answer: 'network' | 'ok' = 'network';
    let claimed = false;
    const fetchMock = mockFetch({
      [SETTINGS]: ok(settings()),
      [SUMMARY]: () => ok(claimed ? summary({ amount: 0, lines: [], validBet: 0, claimable: false }) : summary()),
      [HISTORY]: () => page(claimed ? [record()] : []),
      [CLAIM]: () => {
        if (answer === 'network') throw new TypeError('Failed to fetch');
        claimed = true;
        return ok({ rebate: record() });
      },
    });
    const success = vi.spyOn(toast, 'success');
    renderWithBoot(<RebatePage />);
    queryClient.setQueryData(balanceKey, { sumBalance: 100 });
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    await userEvent.click(claim);
    await screen.findByTestId('rebate-claim-error');
    answer = 'ok';
    await userEvent.click(claim);
    expect(await screen.findByTestId('rebate-credited')).toHaveTextContent('¥21.00 rebate credited to your balance');
    expect(success).toHaveBeenCalledWith('¥21.00 rebate credited to your balance');
    expect(screen.queryByTestId('rebate-claim-error')).toBeNull();

    const keys = callsTo(fetchMock, CLAIM).map((i) => sentHeaders(fetchMock, i).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The summary, the history and the balance are read again.
    await vi.waitFor(() => expect(screen.getByTestId('rebate-claim-reason')).toHaveAttribute('data-reason', 'nothing'));
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    await screen.findByTestId('rebate-record');
    expect(queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true);
  });

  it("shows a refusal's message, and a new key for the next press", async () => {
    const fetchMock = mockFetch({
      [SETTINGS]: ok(settings()),
      [SUMMARY]: ok(summary()),
      [HISTORY]: page([]),
      [CLAIM]: fail(409, 'rebate.nothing.to.claim', 'There is no rebate to claim yet'),
    });
    renderWithBoot(<RebatePage />);
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    await userEvent.click(claim);
    expect(await screen.findByTestId('rebate-claim-error')).toHaveTextContent('There is no rebate to claim yet');
    await userEvent.click(claim);
    await vi.waitFor(() => expect(callsTo(fetchMock, CLAIM)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, CLAIM).map((i) => sentHeaders(fetchMock, i).get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it('turns the claim off with the reason: under the minimum, or nothing yet', async () => {
    mockFetch({
      [SETTINGS]: ok(settings()),
      [SUMMARY]: ok(summary({ amount: 4.2, claimable: false, nextAutoAt: null })),
      [HISTORY]: page([]),
    });
    const view = renderWithBoot(<RebatePage />);
    const claim = await screen.findByRole('button', { name: 'Claim rebate' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription('Your rebate can be claimed from ¥10.00.');
    expect(screen.getByTestId('rebate-next-auto')).toHaveTextContent('None: claim it yourself');
    view.unmount();

    mockFetch({
      [SETTINGS]: ok(settings()),
      [SUMMARY]: ok(summary({ amount: 0, lines: [], validBet: 0, claimable: false })),
      [HISTORY]: page([]),
    });
    renderWithBoot(<RebatePage />);
    expect(await screen.findByRole('button', { name: 'Claim rebate' })).toHaveAccessibleDescription(
      'Nothing to claim yet: rebate builds up as your bets settle.',
    );
    expect(screen.getByTestId('rebate-summary')).toHaveTextContent('No settled bets to rebate since your last rebate.');
  });

  it('pages through the history, each rebate with its source, and opens one into its lines by game', async () => {
    const fetchMock = mockFetch({
      [SETTINGS]: ok(settings()),
      [SUMMARY]: ok(summary()),
      [HISTORY]: (url) =>
        url.searchParams.get('pageNo') === '2'
          ? page([record({ id: 7, source: 'auto', amount: 3, createdAt: Date.UTC(2026, 10, 30, 20) })], 2, 2)
          : page([record()], 1, 2),
    });
    renderWithBoot(<RebatePage />);
    const first = await screen.findByTestId('rebate-record');
    expect(within(first).getByTestId('rebate-source')).toHaveTextContent('Claimed');
    expect(within(first).getByTestId('rebate-record-amount')).toHaveTextContent('¥21.00');
    await userEvent.click(
      within(first).getByRole('button', { name: 'Details of the rebate paid 2026-12-05 12:00:00' }),
    );
    const dialog = await screen.findByTestId('rebate-record-dialog');
    expect(within(dialog).getAllByTestId('rebate-line')).toHaveLength(2);
    expect(dialog).toHaveTextContent('VIP 2');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(screen.getByTestId('rebate-record')).toHaveAttribute('data-source', 'auto'));
    expect(screen.getByTestId('rebate-source')).toHaveTextContent('Automatic');
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it('says so when the brand pays no rebate', async () => {
    mockFetch({ [SETTINGS]: ok(settings({ enabled: false })), [SUMMARY]: ok(summary({ claimable: false })) });
    renderWithBoot(<RebatePage />);
    await screen.findByText('This site pays no rebate right now');
    expect(screen.queryByRole('button', { name: 'Claim rebate' })).toBeNull();
  });
});
