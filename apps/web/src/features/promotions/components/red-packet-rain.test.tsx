import type { PromotionView } from '@lotus/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { setSession, useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok, sentHeaders } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { RAIN_SETTLE_MS } from '../lib/rain';
import { RAIN_ENDS_AT, RAIN_STARTS_AT, redPacketCampaign } from '../test/fixtures';
import RainWatcher from './rain-watcher';
// Loaded up front, as the watcher loads it when a rain falls, so the tests' clocks need not wait for the chunk.
import './red-packet-rain';

const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM = '/wps/relay/MCSFE_claimPromotion';
const DAY = 86_400_000;
const during = RAIN_STARTS_AT + 60_000;
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.flatMap(([url], i) => (new URL(String(url), 'http://localhost').pathname === path ? [i] : []));
const rainDialog = () => screen.findByRole('dialog', { name: 'Red-packet rain' });
const reopenButton = () => screen.queryByRole('button', { name: 'Red packets are falling: open the rain' });

describe('the red-packet rain', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('falls while a packet waits: a tap grabs one with an Idempotency-Key, shows the amount, and ends the rain', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: during });
    let packet: PromotionView = redPacketCampaign({ state: 'claim' });
    const fetchMock = mockFetch({
      [CENTRE]: () => ok({ list: [packet] }),
      [CLAIM]: () => {
        packet = { ...packet, state: 'claimed', amount: 6.66 };
        return ok({ promotion: packet });
      },
    });
    const success = vi.spyOn(toast, 'success');
    renderWithBoot(<RainWatcher />);
    const rain = await rainDialog();
    expect(rain).toHaveTextContent('Tap a packet to grab it: one per day, ¥1.00 to ¥8.88.');
    const packets = within(rain).getAllByRole('button', { name: /^Grab red packet \d+ of 12$/ });
    expect(packets).toHaveLength(12);

    await userEvent.click(packets[4] as HTMLElement);
    const won = await screen.findByRole('dialog', { name: 'You grabbed a red packet' });
    expect(within(won).getByTestId('rain-won-amount')).toHaveTextContent('¥6.66');
    expect(won).toHaveTextContent('Added to your balance.');
    expect(won).toHaveTextContent('Wager it 1× before it can be withdrawn.');
    expect(screen.queryByTestId('rain-overlay')).toBeNull();
    // The dialog says it; no toast says it twice.
    expect(success).not.toHaveBeenCalled();
    const [claim] = calls(fetchMock, CLAIM);
    expect(JSON.parse(String(fetchMock.mock.calls[claim as number]?.[1]?.body))).toEqual({ promotionId: 30 });
    expect(sentHeaders(fetchMock, claim).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    await userEvent.click(within(won).getByRole('button', { name: 'Great' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Grabbed: no rain, and no button to bring it back.
    expect(reopenButton()).toBeNull();
    expect(calls(fetchMock, CLAIM)).toHaveLength(1);
  });

  it('closes with Escape or its close button to a floating button that opens it again, leaving the page usable', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: during });
    mockFetch({ [CENTRE]: ok({ list: [redPacketCampaign({ state: 'claim' })] }) });
    const view = renderWithBoot(
      <>
        <button type="button">Page button</button>
        <RainWatcher />
      </>,
    );
    await rainDialog();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByTestId('rain-overlay')).toBeNull());
    const reopen = reopenButton();
    expect(reopen).not.toBeNull();
    // Nothing of the rain holds the page: its controls take the pointer and the keyboard again.
    expect(document.body.style.pointerEvents).not.toBe('none');
    const page = screen.getByRole('button', { name: 'Page button' });
    page.focus();
    expect(page).toHaveFocus();

    // Another page of the session keeps it closed.
    view.unmount();
    renderWithBoot(<RainWatcher />);
    await vi.waitFor(() => expect(reopenButton()).not.toBeNull());
    expect(screen.queryByTestId('rain-overlay')).toBeNull();

    await userEvent.click(reopenButton() as HTMLElement);
    const rain = await rainDialog();
    expect(reopenButton()).toBeNull();
    await userEvent.click(within(rain).getByRole('button', { name: 'Close the rain' }));
    await vi.waitFor(() => expect(screen.queryByTestId('rain-overlay')).toBeNull());
    expect(reopenButton()).not.toBeNull();
  });

  it('keeps falling after a refused grab, with the server’s message', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: during });
    mockFetch({
      [CENTRE]: ok({ list: [redPacketCampaign({ state: 'claim' })] }),
      [CLAIM]: fail(409, 'promotion.budget.spent', 'This promotion has paid out its budget'),
    });
    const error = vi.spyOn(toast, 'error');
    renderWithBoot(<RainWatcher />);
    const rain = await rainDialog();
    await userEvent.click(within(rain).getAllByTestId('rain-packet')[0] as HTMLElement);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('This promotion has paid out its budget'));
    expect(screen.queryByRole('dialog', { name: 'You grabbed a red packet' })).toBeNull();
    expect(within(rain).getAllByTestId('rain-packet')[0]).toBeEnabled();
  });

  it('starts when the rain begins and stops when it ends, by reading the reward centre again, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: RAIN_STARTS_AT - 3_600_000 });
    const tomorrow = { nextStartsAt: RAIN_STARTS_AT + DAY, nextEndsAt: RAIN_ENDS_AT + DAY };
    const fetchMock = mockFetch({
      [CENTRE]: () => {
        const now = Date.now();
        if (now < RAIN_STARTS_AT) return ok({ list: [redPacketCampaign()] });
        if (now < RAIN_ENDS_AT) return ok({ list: [redPacketCampaign({ state: 'claim' })] });
        return ok({ list: [redPacketCampaign({}, tomorrow)] });
      },
    });
    renderWithBoot(<RainWatcher />);
    await vi.waitFor(() => expect(calls(fetchMock, CENTRE)).toHaveLength(1));
    expect(screen.queryByTestId('rain-overlay')).toBeNull();

    // A second before the start nothing is asked; just after it, the rain falls.
    await vi.advanceTimersByTimeAsync(3_600_000 - 1_000);
    expect(calls(fetchMock, CENTRE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000 + RAIN_SETTLE_MS);
    await vi.waitFor(() => expect(screen.getByTestId('rain-overlay')).toBeInTheDocument());
    expect(calls(fetchMock, CENTRE)).toHaveLength(2);

    // Closed, it waits as a button; at the end of the rain both go.
    fireEvent.keyDown(screen.getByTestId('rain-overlay'), { key: 'Escape' });
    await vi.waitFor(() => expect(reopenButton()).not.toBeNull());
    await vi.advanceTimersByTimeAsync(RAIN_ENDS_AT - Date.now() + RAIN_SETTLE_MS);
    await vi.waitFor(() => expect(reopenButton()).toBeNull());
    expect(screen.queryByTestId('rain-overlay')).toBeNull();
    expect(calls(fetchMock, CENTRE)).toHaveLength(3);
  });

  it('asks nothing for guests and trial accounts, who cannot grab', async () => {
    const fetchMock = mockFetch({ [CENTRE]: ok({ list: [redPacketCampaign({ state: 'claim' })] }) });
    useSessionStore.setState({ token: null });
    const view = renderWithBoot(<RainWatcher />);
    view.unmount();
    setSession({ token: 'trial', isTrial: true });
    renderWithBoot(<RainWatcher />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetchMock, CENTRE)).toHaveLength(0);
    expect(screen.queryByTestId('rain-overlay')).toBeNull();
  });
});
