import type { DownlinePage, TeamFigures, TeamMember } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import Downlines from './downlines';

configure({ asyncUtilTimeout: 5000 });

const figures = (validBet: number, winLoss: number): TeamFigures => ({
  newMembers: 0,
  activeMembers: 1,
  deposits: 0,
  withdrawals: 0,
  betCount: 1,
  stake: validBet,
  validBet,
  payout: validBet + winLoss,
  winLoss,
  bonuses: 0,
});
const member = (username: string, isAgent = false): TeamMember => ({
  username,
  nickname: null,
  type: isAgent ? 1 : 0,
  isAgent,
});
const agent = member('boss', true);
const lead = member('lead', true);

const page = (over: Partial<DownlinePage>): DownlinePage => ({
  list: [],
  pageNum: 1,
  totalPages: 1,
  total: 0,
  startDate: '2026-11-04',
  endDate: '2026-11-10',
  parent: agent,
  path: [agent],
  totals: figures(0, 0),
  ...over,
});
const row = (m: TeamMember, path: TeamMember[], validBet: number, winLoss: number, direct = 0) => ({
  ...m,
  registeredAt: 1_700_000_000_000,
  directDownlines: direct,
  teamSize: direct,
  path,
  figures: figures(validBet, winLoss),
});

/** The server's answer for each query the page sends, and the queries themselves. */
function serve() {
  const asked: URLSearchParams[] = [];
  mockFetch({
    '/wps/agent/report/downlines': (url) => {
      asked.push(url.searchParams);
      const q = url.searchParams;
      if (q.get('username'))
        return ok(
          page({ parent: null, path: [], totals: null, total: 1, list: [row(member('p11'), [agent, lead], 5, 1)] }),
        );
      if (q.get('parent') === 'lead')
        return ok(
          page({
            parent: lead,
            path: [agent, lead],
            total: 1,
            list: [row(member('p11'), [agent, lead], 5, 1)],
            totals: figures(5, 1),
          }),
        );
      return ok(
        page({
          total: 2,
          list: [row(lead, [agent], 5, 1, 1), row(member('p2'), [agent], 20, -20)],
          totals: figures(25, -19),
        }),
      );
    },
  });
  return asked;
}

describe('downline management', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('lists direct downlines with totals, goes down a level and back up by the breadcrumbs', async () => {
    const asked = serve();
    renderWithBoot(<Downlines />);
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows.map((r) => r.dataset.username)).toEqual(['lead', 'p2']);
    expect(within(screen.getByTestId('downline-totals')).getByText('−¥19.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('downline-totals')).getByText(/^\d+ downlines?$/)).toBeInTheDocument();
    // Only a direct downline gets the transfer action, and only a member with downlines opens a level.
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/member?tab=transferUpline&to=p2',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the downlines of lead' }));
    const crumbs = await screen.findByRole('navigation', { name: 'Team levels' });
    await within(crumbs).findByText('lead');
    expect(asked.at(-1)?.get('parent')).toBe('lead');
    expect((await screen.findAllByTestId('downline-row')).map((r) => r.dataset.username)).toEqual(['p11']);
    await user.click(within(crumbs).getByRole('button', { name: 'boss' }));
    // Back at the agent's own level (answered from the cache: the level was read a moment ago).
    expect(await screen.findAllByTestId('downline-row')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Team levels' })).toHaveTextContent('boss');
  });

  it('searches by username below the agent, each match with its path', async () => {
    const asked = serve();
    renderWithBoot(<Downlines />);
    await screen.findAllByTestId('downline-row');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), ' p1 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('boss › lead');
    expect(asked.at(-1)?.get('username')).toBe('p1');
    expect(screen.queryByTestId('downline-totals')).toBeNull();
  });

  it('moves the period back a week at a time with dates, and forward again to the preset', async () => {
    const asked = serve();
    renderWithBoot(<Downlines />);
    await screen.findAllByTestId('downline-row');
    expect(asked.at(-1)?.get('preset')).toBe('last7');
    const user = userEvent.setup();
    const current = screen.getByTestId('period-range').textContent;
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await vi.waitFor(() => expect(asked.at(-1)?.has('startDate')).toBe(true));
    const last = asked.at(-1);
    expect(last?.has('preset')).toBe(false);
    const days = (Date.parse(last?.get('endDate') ?? '') - Date.parse(last?.get('startDate') ?? '')) / 86_400_000;
    expect(days).toBe(6);
    expect(screen.getByTestId('period-range').textContent).toBe(`${last?.get('startDate')} – ${last?.get('endDate')}`);
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(screen.getByTestId('period-range').textContent).toBe(current);
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  });
});
