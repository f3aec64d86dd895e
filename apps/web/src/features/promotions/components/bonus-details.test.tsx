import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { publishSocketMessage } from '@/lib/realtime';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { bonus } from '../test/fixtures';
import BonusDetails from './bonus-details';

const BONUSES = '/wps/relay/MCSFE_getBonusDetails';
const FORFEIT = '/wps/relay/MCSFE_forfeitBonus';
const BALANCE = '/wps/v2/wallets/balance';
const page = (list: unknown[], pageNum = 1, totalPages = 1) => ok({ list, pageNum, totalPages, total: list.length });
const balance = (sum: number) =>
  ok({ sumBalance: sum, balance: [{ accountTypeId: 1, availBalance: sum }], currency: 'CNY', currencySymbol: '¥' });

describe('bonus details', () => {
  beforeEach(() => {
    setSession({ token: 'tok' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 5, 4) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('shows each bonus with its amount, requirement, progress as a bar with figures, expiry and time left', async () => {
    mockFetch({
      [BONUSES]: page([
        bonus(),
        bonus({
          id: 2,
          title: 'Reload bonus',
          status: 'forfeited',
          wagered: 40,
          settledAt: Date.UTC(2026, 10, 20),
          forfeited: 30,
        }),
      ]),
    });
    renderWithBoot(<BonusDetails />);
    const [active, given] = await screen.findAllByTestId('bonus-row');
    if (!active || !given) throw new Error('two rows');
    const bar = within(active).getByRole('progressbar', { name: 'Wagering progress of First deposit bonus' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '¥125.00 of ¥500.00 wagered');
    expect(within(active).getByTestId('bonus-wagered')).toHaveTextContent('¥125.00 of ¥500.00 wagered');
    expect(active).toHaveTextContent('¥375.00 left to wager');
    expect(within(active).getByTestId('bonus-amount')).toHaveTextContent('¥100.00');
    expect(within(active).getByTestId('bonus-status')).toHaveTextContent('Active');
    // Expiry in the brand's time (GMT+8), and what is left of it.
    expect(active).toHaveTextContent('2026-12-08 12:00:00');
    expect(within(active).getByTestId('bonus-time-left')).toHaveTextContent('3 d 0 h left');
    expect(within(active).getByRole('button', { name: 'Give up bonus' })).toBeInTheDocument();
    // The terms it was paid under.
    expect(active).toHaveTextContent('5× the bonus');
    expect(active).toHaveTextContent(
      'If the requirement is not met in 7 days, what is left of the bonus is taken back.',
    );

    expect(within(given).getByTestId('bonus-status')).toHaveTextContent('Given up');
    expect(given).toHaveTextContent('¥30.00');
    expect(within(given).queryByRole('button', { name: 'Give up bonus' })).toBeNull();
  });

  it('gives up a bonus after a confirm that says what is taken back, the balance when it is less', async () => {
    let list = [bonus()];
    const forfeit = vi.fn((_url: URL, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ bonusId: 1 });
      list = [bonus({ status: 'forfeited', forfeited: 80, settledAt: Date.now() })];
      return ok({ bonus: list[0] });
    });
    mockFetch({ [BONUSES]: () => page(list), [BALANCE]: balance(80), [FORFEIT]: forfeit });
    const success = vi.spyOn(toast, 'success');
    renderWithBoot(<BonusDetails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Give up bonus' }));
    const dialog = await screen.findByTestId('forfeit-dialog');
    expect(dialog).toHaveTextContent('the bonus of ¥100.00 is taken back from your balance');
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('forfeit-amount')).toHaveTextContent('¥80.00 is taken back'),
    );
    expect(forfeit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('forfeit-confirm'));
    await vi.waitFor(() => expect(screen.getByTestId('bonus-status')).toHaveTextContent('Given up'));
    expect(forfeit).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Bonus given up: ¥80.00 taken back');
    expect(screen.queryByTestId('forfeit-dialog')).toBeNull();
  });

  it('reads the wagered figure again when the balance moves (a bet), and pages through the bonuses', async () => {
    let wagered = 0;
    const fetchMock = mockFetch({
      [BONUSES]: (url) =>
        url.searchParams.get('pageNo') === '2'
          ? page([bonus({ id: 9, title: 'Older bonus', status: 'completed', wagered: 500 })], 2, 2)
          : page([bonus({ wagered })], 1, 2),
    });
    renderWithBoot(<BonusDetails />);
    await vi.waitFor(() => expect(screen.getByTestId('bonus-wagered')).toHaveTextContent('¥0.00 of ¥500.00'));
    wagered = 20;
    publishSocketMessage({ type: 'balance.changed', data: { reason: 'bet' }, at: 1 });
    await vi.waitFor(() => expect(screen.getByTestId('bonus-wagered')).toHaveTextContent('¥20.00 of ¥500.00'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Older bonus');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it("reads a stake's round again a moment later, when its settlement has counted the wagering", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2026, 11, 5, 4) });
    let reads = 0;
    // The stake's event comes before its round is settled: the read it causes still finds 0 wagered.
    mockFetch({ [BONUSES]: () => page([bonus({ wagered: reads++ < 2 ? 0 : 5 })]) });
    renderWithBoot(<BonusDetails />);
    await vi.waitFor(() => expect(screen.getByTestId('bonus-wagered')).toHaveTextContent('¥0.00 of'));
    publishSocketMessage({ type: 'balance.changed', data: { reason: 'bet' }, at: 1 });
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(screen.getByTestId('bonus-wagered')).toHaveTextContent('¥0.00 of');
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(screen.getByTestId('bonus-wagered')).toHaveTextContent('¥5.00 of ¥500.00'));
  });

  it('says why it is empty and leads to the reward centre', async () => {
    mockFetch({ [BONUSES]: page([]) });
    const { router } = renderWithBoot(<BonusDetails />, {}, '/member?tab=bonusDetails');
    await screen.findByText('No bonuses yet');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the reward centre' }));
    expect(router.state.location.search).toBe('?tab=rewardCenter');
  });
});
