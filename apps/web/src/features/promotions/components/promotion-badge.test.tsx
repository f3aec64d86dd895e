import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api';
import { publishSocketMessage, publishSocketReady } from '@/lib/realtime';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { campaignsKey } from '../api/keys';
import { PromotionBadge } from './promotion-badge';
import PromotionsLive from './promotions-live-listener';

const AVAILABLE = '/wps/relay/MCSFE_getAvailablePromo';
const available = (count: number) => ok({ availablePromoCount: count, availablePromo: [] });
const ui = (
  <>
    <PromotionsLive />
    <PromotionBadge />
  </>
);
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;

describe('reward centre badge and live listener', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('shows what the member can join or claim, and takes the count promotion.available carries', async () => {
    const fetchMock = mockFetch({ [AVAILABLE]: available(2) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('2'));
    expect(screen.getByText('2 promotions to join or claim')).toBeInTheDocument();

    publishSocketMessage({ type: 'promotion.available', data: { availablePromoCount: 3 }, at: 1 });
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('3'));
    expect(calls(fetchMock, AVAILABLE)).toBe(1);
  });

  it('asks again on a brand-wide event, a credited deposit and each socket (re)connect', async () => {
    let count = 1;
    const fetchMock = mockFetch({ [AVAILABLE]: () => available(count) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('1'));

    count = 2;
    publishSocketMessage({ type: 'promotion.available', data: {}, at: 1 });
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('2'));
    count = 3;
    publishSocketMessage({ type: 'deposit.credited', data: { orderNo: 'D1', amount: 100, status: 'credited' }, at: 2 });
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('3'));
    count = 4;
    publishSocketReady();
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('4'));
    expect(calls(fetchMock, AVAILABLE)).toBe(4);
  });

  it('reloads the campaigns (promotions page and reward centre) on promotion.available', async () => {
    mockFetch({ [AVAILABLE]: available(1) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toBeInTheDocument());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    publishSocketMessage({ type: 'promotion.available', data: { availablePromoCount: 1 }, at: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: campaignsKey });
    invalidate.mockRestore();
  });

  it('shows 99+ above 99 and nothing at 0', async () => {
    mockFetch({ [AVAILABLE]: available(120) });
    const view = renderWithBoot(<PromotionBadge />);
    await vi.waitFor(() => expect(screen.getByTestId('promotion-badge')).toHaveTextContent('99+'));
    view.unmount();
    const fetchMock = mockFetch({ [AVAILABLE]: available(0) });
    renderWithBoot(<PromotionBadge />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('promotion-badge')).toBeNull();
  });

  it('is never fetched for a guest, a trial account or a brand without the reward centre', async () => {
    const fetchMock = mockFetch({ [AVAILABLE]: available(5) });
    useSessionStore.setState({ token: null });
    renderWithBoot(<PromotionBadge />).unmount();
    useSessionStore.setState({ token: 'tok', isTrial: true });
    renderWithBoot(<PromotionBadge />).unmount();
    useSessionStore.setState({ isTrial: false });
    renderWithBoot(<PromotionBadge />, { disabled: ['REWCEN3'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('promotion-badge')).toBeNull();
  });
});
