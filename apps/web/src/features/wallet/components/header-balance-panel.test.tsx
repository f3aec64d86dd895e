import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roundsInProgress } from '@/lib/game-rounds';
import { publishSocketMessage } from '@/lib/realtime';
import { setSession, useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { useBalanceVisibility } from '../stores/balance-visibility';
import HeaderBalancePanel from './header-balance-panel';

const balance = (sumBalance: number) =>
  ok({
    sumBalance,
    balance: [{ accountTypeId: 'MAIN', availBalance: sumBalance }],
    currency: 'CNY',
    currencySymbol: '¥',
  });

describe('header balance', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    roundsInProgress.clear();
    vi.unstubAllGlobals();
    useBalanceVisibility.setState({ hidden: false });
    useSessionStore.setState({ token: null });
  });

  it('shows two decimals with thousands separators, asterisks when hidden', async () => {
    mockFetch({ '/wps/v2/wallets/balance': balance(1234567.5) });
    renderWithBoot(<HeaderBalancePanel />);
    const amount = screen.getByTestId('balance-amount');
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥1,234,567.50'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount).toHaveTextContent('****');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount).toHaveTextContent('¥1,234,567.50');
  });

  it('refreshes on request', async () => {
    let value = 10;
    mockFetch({ '/wps/v2/wallets/balance': () => balance(value) });
    renderWithBoot(<HeaderBalancePanel />);
    const amount = screen.getByTestId('balance-amount');
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥10.00'));
    value = 2500.255;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh balance' }));
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥2,500.26'));
  });

  it('shows a dash while the wallet service is not there', async () => {
    const fetchMock = mockFetch({ '/wps/v2/wallets/balance': fail(404, 'route.not.found', 'Invalid URL') });
    renderWithBoot(<HeaderBalancePanel currencySymbol="¥" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const amount = screen.getByTestId('balance-amount');
    await vi.waitFor(() => expect(amount).toHaveAttribute('title', 'Balance unavailable'));
    expect(amount).toHaveTextContent('—');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits for a house game's reveal before showing the round's balance; a deposit shows at once", async () => {
    let value = 100;
    mockFetch({ '/wps/v2/wallets/balance': () => balance(value) });
    renderWithBoot(<HeaderBalancePanel />);
    const amount = screen.getByTestId('balance-amount');
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥100.00'));
    const changed = (reason: string) => publishSocketMessage({ type: 'balance.changed', data: { reason }, at: 1 });

    // A framed game plays a winning round: the server has moved the money and says so at once.
    roundsInProgress.start('round-1');
    value = 190;
    changed('bet');
    changed('win');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(amount).toHaveTextContent('¥100.00');

    // The reels stop: now the header tells the win.
    roundsInProgress.end('round-1');
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥190.00'));

    // A deposit during the next round is not the game's: it shows at once.
    roundsInProgress.start('round-2');
    value = 290;
    changed('deposit');
    await vi.waitFor(() => expect(amount).toHaveTextContent('¥290.00'));
  });
});
