import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { createQueryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { bootPayload } from '@/test/boot-payload';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { routes } from './router';

const FIND = { timeout: 5000 };

function renderApp(path: string, status: Parameters<typeof bootPayload>[0] = {}) {
  const fetchMock = mockFetch({
    '/wps/system/status': ok(bootPayload(status)),
    '/wps/relay/MCSFE_getListAnnouncements': ok({ banners: [], player: [], popup: [], promotion: [] }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetchMock };
}

describe('start-up by system status', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthDialog.setState({ dialog: null, agent: false, returnTo: null, referralCode: null });
    useSessionStore.setState({ token: null, nickname: null, isAgent: false });
  });

  it('status 0 shows the site', async () => {
    const { fetchMock } = renderApp('/');
    expect(await screen.findByTestId('page-home', {}, FIND)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/system/status');
  });

  it('status 1 shows the maintenance page with the merchant message and the end time', async () => {
    const endsAt = Date.now() + 2 * 3_600_000;
    renderApp('/', {
      maintenance: true,
      systemStatus: 1,
      maintenanceInfo: { endsAt, message: 'Upgrading the wallet service' },
    });
    const page = await screen.findByTestId('maintenance-page', {}, FIND);
    expect(page).toHaveTextContent('Upgrading the wallet service');
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-home')).not.toBeInTheDocument();
  });

  it('status 2 shows the region-block page with the visitor IP', async () => {
    renderApp('/promotions', { regionRestriction: true, systemStatus: 2 });
    const page = await screen.findByTestId('region-block-page', {}, FIND);
    expect(page).toHaveTextContent('Access restricted');
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
  });

  it('a failed boot call shows a retry screen', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('boot-error-page', {}, { timeout: 15_000 })).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});

describe('start-up refused for too many requests', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says what happened, counts down the Retry-After and loads the site when it has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refused = 0;
    const fetchMock = mockFetch({
      '/wps/system/status': () => {
        if (refused++ === 0) return fail(429, 'rate.limited', 'Too many requests', { retryAfterSeconds: 20 });
        return ok(bootPayload());
      },
      '/wps/relay/MCSFE_getListAnnouncements': ok({ banners: [], player: [], popup: [], promotion: [] }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const page = await screen.findByTestId('rate-limited-page', {}, FIND);
    expect(page).toHaveTextContent('Too many requests from your network');
    expect(page).toHaveTextContent(/try again by itself in (20|19) s/);
    expect(page).not.toHaveTextContent('Check your connection');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getByTestId('rate-limited-page')).toHaveTextContent(/in (10|9) s/);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/system/status')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_500);
    expect(await screen.findByTestId('page-home', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByTestId('rate-limited-page')).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthDialog.setState({ dialog: null, agent: false, returnTo: null, referralCode: null });
  });

  it('/login shows home at / with the login dialog open', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Login' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('page-home')).toBeInTheDocument();
  });

  it('/register shows home with the register dialog, keeping the referral and affiliate codes', async () => {
    renderApp('/register?referralCode=FRIEND7&affiliateCode=AG77');
    expect(await screen.findByRole('dialog', { name: 'Register' }, FIND)).toBeInTheDocument();
    expect(useAuthDialog.getState().referralCode).toBe('FRIEND7');
    expect(useAuthDialog.getState().affiliateCode).toBe('AG77');
  });

  it('a guest opening a login-required page lands on home with the login dialog', async () => {
    const { router } = renderApp('/favorite');
    expect(await screen.findByRole('dialog', { name: 'Login' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthDialog.getState().returnTo).toBe('/favorite');
  });

  it('a guest opening the agent centre is sent to the agent landing', async () => {
    const { router } = renderApp('/agentHome');
    expect(await screen.findByTestId('page-agent', {}, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('each category path opens its page frame', async () => {
    renderApp('/live');
    expect(await screen.findByTestId('page-live', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(await screen.findByText('No games in this category yet', {}, FIND)).toBeInTheDocument();
  });

  it('an unknown path shows the not-found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByTestId('page-not-found', {}, FIND)).toBeInTheDocument();
  });

  it('a player who holds a contract finds its own income in the member centre', async () => {
    useSessionStore.setState({ token: 'holder', isAgent: false });
    const fetchMock = mockFetch({
      '/wps/system/status': ok(bootPayload()),
      '/wps/relay/MCSFE_getListAnnouncements': ok({ banners: [], player: [], popup: [], promotion: [] }),
      '/wps/relay/MCS2_getContractList': ok({ list: [], pageNum: 1, totalPages: 1, total: 1 }),
      '/wps/agent/earnings/income': ok({
        list: [],
        pageNum: 1,
        totalPages: 0,
        total: 0,
        startDate: '2026-11-01',
        endDate: '2026-11-07',
        totals: { due: 0, paid: 0 },
      }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/member?tab=contractIncome'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('tab', { name: 'My income' }, FIND)).toBeInTheDocument();
    expect(await screen.findByTestId('agent-income', {}, FIND)).toBeInTheDocument();
    const paths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    // The section's frame shows before its query is sent.
    await waitFor(() => expect(paths()).toContain('/wps/agent/earnings/income'), FIND);
    // A player pays no downlines: what an upline owes is never asked.
    expect(paths()).not.toContain('/wps/agent/earnings/owed');
    // The member route and the agent feature load lazily: a cold first import takes seconds on a busy machine.
  }, 20_000);

  it('the session ending on a protected page sends the player to the login dialog', async () => {
    useSessionStore.setState({ token: 'alive' });
    const { router } = renderApp('/member');
    expect(await screen.findByTestId('page-member', {}, FIND)).toBeInTheDocument();
    useSessionStore.setState({ token: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), FIND);
    expect(useAuthDialog.getState().dialog).toBe('login');
  });
});
