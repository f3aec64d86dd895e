import {
  type ConsoleRebateSettings,
  type ConsoleVipLevel,
  type MemberVip,
  type OperatorRole,
  operatorRoles,
  REBATE_VIEWER_ROLES,
  VIP_VIEWER_ROLES,
} from '@lotus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { endConsoleSession, startConsoleSession } from '../stores/console-session';
import { ConsoleShell } from './console-shell';
import { MemberVipPanel } from './member-vip-panel';
import { RebatePage } from './rebate-page';
import { VipLevelsPage } from './vip-levels-page';

const operator = (role: OperatorRole) => ({
  id: 1,
  username: `${role}1`,
  role,
  merchantCode: 'LOTUS',
  demoBrand: false,
  mustChangePassword: false,
  totpEnabled: false,
  totpEnrolRequired: false,
});
const signIn = (role: OperatorRole) => startConsoleSession('token-1', operator(role));

const ladder: ConsoleVipLevel[] = [
  {
    level: 0,
    name: { EN: 'Member', CN: '会员' },
    upgradeValidBet: 0,
    upgradeDeposit: 0,
    keepValidBet: null,
    members: 90,
  },
  {
    level: 1,
    name: { EN: 'Silver', CN: '白银' },
    upgradeValidBet: 1000,
    upgradeDeposit: 0,
    keepValidBet: null,
    members: 9,
  },
  {
    level: 2,
    name: { EN: 'Gold', CN: '黄金' },
    upgradeValidBet: 5000,
    upgradeDeposit: 500,
    keepValidBet: 800,
    members: 2,
  },
];

/** Routes of the console's VIP and rebate API; writes are kept with their method, path and body. */
function server(
  routes: Record<string, (init: RequestInit) => MockResponse> = {},
  member: MemberVip = memberVip,
  settings: ConsoleRebateSettings = rebate,
) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const route = (path: string, read: MockResponse) => (url: URL, init: RequestInit) => {
    if (!init.method || init.method === 'GET') return read;
    writes.push({ method: init.method, path: url.pathname, body: JSON.parse(String(init.body)) });
    return routes[path]?.(init) ?? ok(null);
  };
  mockFetch({
    '/api/console/vip/levels': route('/api/console/vip/levels', ok({ levels: ladder })),
    '/api/console/members/7/vip': route('/api/console/members/7/vip', ok(member)),
    '/api/console/rebate': route('/api/console/rebate', ok(settings)),
    '/api/console/rebate/payouts': ok({
      list: [],
      pageNum: 1,
      totalPages: 1,
      total: 0,
      totals: { amount: 0, validBet: 0, count: 0 },
    }),
  });
  return writes;
}

const box = (name: string | RegExp, within: HTMLElement = document.body) =>
  screen.getAllByRole('textbox', { name }).find((el) => within.contains(el)) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const row = (level: number) =>
  document.querySelector(`[data-testid="vip-ladder-row"][data-level="${level}"]`) as HTMLElement;

afterEach(() => {
  endConsoleSession();
  vi.unstubAllGlobals();
});

describe('the VIP levels page', () => {
  it('lets an admin change the ladder, confirm what changes, and shows a removal the server refuses', async () => {
    signIn('admin');
    let answer = fail(409, 'vip.level.held', 'Members hold level 2: move them to another level before removing it');
    const writes = server({ '/api/console/vip/levels': () => answer });
    renderWithBoot(<VipLevelsPage />);
    fireEvent.click(await screen.findByTestId('vip-ladder-edit'));

    // Level 2 removed; level 1 asks more and gets a monthly keep.
    fireEvent.click(screen.getByRole('button', { name: 'Remove level 2' }));
    type(box('Upgrade: valid bet', row(1)), '1500');
    type(box('Keep: valid bet a month', row(1)), '300');
    fireEvent.click(screen.getByTestId('vip-ladder-save'));

    const confirm = await screen.findByTestId('vip-ladder-confirm');
    const changes = within(confirm).getByTestId('vip-ladder-changes');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 · Silver: Upgrade: valid bet ¥1,000.00 → ¥1,500.00',
      '1 · Silver: Keep: valid bet a month Kept for good → ¥300.00',
      'Removed 2 · Gold',
    ]);
    expect(within(confirm).getByTestId('vip-ladder-held')).toHaveTextContent(/^2 · Gold: 2 members hold them now/);
    fireEvent.click(within(confirm).getByTestId('vip-ladder-confirm-save'));

    await waitFor(() => expect(screen.getByTestId('vip-ladder-failure')).toHaveTextContent('Members hold level 2'));
    expect(screen.queryByTestId('vip-ladder-confirm')).not.toBeInTheDocument();
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/console/vip/levels',
      body: {
        baseName: { EN: 'Member', CN: '会员' },
        levels: [
          { name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: '1500', upgradeDeposit: '0', keepValidBet: '300' },
        ],
      },
    });

    // A new top level asks what the one below asks: the contract refuses it at its row until it asks more.
    fireEvent.click(screen.getByRole('button', { name: 'Add a level' }));
    type(box('Name (English)', row(2)), 'Platinum');
    fireEvent.click(screen.getByTestId('vip-ladder-save'));
    expect(await screen.findByText(/^This level must ask more than the one below it/)).toBeInTheDocument();
    type(box('Upgrade: deposits', row(2)), '100');
    answer = ok(null);
    fireEvent.click(screen.getByTestId('vip-ladder-save'));
    fireEvent.click(within(await screen.findByTestId('vip-ladder-confirm')).getByTestId('vip-ladder-confirm-save'));
    await waitFor(() => expect(screen.queryByTestId('vip-ladder-form')).not.toBeInTheDocument());
    expect(writes[1]?.body).toMatchObject({
      levels: [{ upgradeValidBet: '1500' }, { name: { EN: 'Platinum' }, upgradeDeposit: '100', keepValidBet: null }],
    });
  });

  it('shows the ladder to other VIP viewers without a way to change it', async () => {
    signIn('finance');
    server();
    renderWithBoot(<VipLevelsPage />);
    const gold = await screen.findByRole('row', { name: /^2 Gold/ });
    expect(within(gold).getByText('¥800.00')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^1 Silver/ })).getByText('Kept for good')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-ladder-edit')).not.toBeInTheDocument();
  });
});

const memberVip: MemberVip = {
  level: 1,
  progressValidBet: 1200,
  progressDeposit: 40,
  changes: [
    {
      id: 3,
      fromLevel: 0,
      toLevel: 1,
      reason: 'upgrade',
      note: null,
      operator: null,
      createdAt: Date.UTC(2026, 2, 1),
    },
  ],
};

describe('a member’s VIP level', () => {
  const time = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 10) : '—');

  it('shows the level, progress and history, and lets risk set the level with a reason', async () => {
    signIn('risk');
    const writes = server();
    renderWithBoot(<MemberVipPanel member={{ id: 7, username: 'demo' }} time={time} />);
    const panel = await screen.findByTestId('member-vip');
    await within(panel).findByText('¥1,200.00 of ¥5,000.00');
    expect(within(panel).getByText('2 · Gold')).toBeInTheDocument();
    expect(screen.getByTestId('member-vip-change')).toHaveTextContent('0 · Member → 1 · Silver Upgrade');

    fireEvent.click(screen.getByTestId('member-vip-set'));
    const dialog = await screen.findByTestId('member-vip-dialog');
    fireEvent.click(within(dialog).getByTestId('member-vip-confirm'));
    expect(await within(dialog).findByText('Choose a level other than the one the member is at')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('member-vip-level-select'), { target: { value: '2' } });
    expect(within(dialog).getByTestId('member-vip-explain')).toHaveTextContent(
      'demo goes up from 1 · Silver to 2 · Gold. Their rank progress is raised to what the level asks: valid bet ¥5,000.00, deposits ¥500.00.',
    );
    // Down, the progress is set back to the lower level's thresholds (0 at the base level): the dialog says so.
    const select = within(dialog).getByTestId('member-vip-level-select');
    fireEvent.change(select, { target: { value: '0' } });
    expect(within(dialog).getByTestId('member-vip-explain')).toHaveTextContent(
      'demo goes down from 1 · Silver to 0 · Member. Their rank progress starts again from 0. Only what they bet and deposit from now on moves them up again.',
    );
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByTestId('member-vip-confirm'));
    expect(await within(dialog).findByText('Say why, in up to 500 characters')).toBeInTheDocument();
    type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Moved from another brand');
    fireEvent.click(within(dialog).getByTestId('member-vip-confirm'));
    await waitFor(() => expect(screen.queryByTestId('member-vip-dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      { method: 'POST', path: '/api/console/members/7/vip', body: { level: 2, reason: 'Moved from another brand' } },
    ]);
  });

  it('says, before a level is lowered, that progress goes back to the lower level’s thresholds', async () => {
    signIn('admin');
    server({}, { ...memberVip, level: 2, progressValidBet: 7000, progressDeposit: 900 });
    renderWithBoot(<MemberVipPanel member={{ id: 7, username: 'demo' }} time={time} />);
    fireEvent.click(await screen.findByTestId('member-vip-set'));
    const dialog = await screen.findByTestId('member-vip-dialog');
    fireEvent.change(within(dialog).getByTestId('member-vip-level-select'), { target: { value: '1' } });
    expect(within(dialog).getByTestId('member-vip-explain')).toHaveTextContent(
      'demo goes down from 2 · Gold to 1 · Silver. Their rank progress is set back to what that level asks: valid bet ¥1,000.00, deposits ¥0.00. Only what they bet and deposit from now on moves them up again.',
    );
  });

  it('is read-only for the VIP viewers who may not set levels', async () => {
    signIn('finance');
    server();
    const { unmount } = renderWithBoot(<MemberVipPanel member={{ id: 7, username: 'demo' }} time={time} />);
    await screen.findByTestId('member-vip-history');
    expect(screen.queryByTestId('member-vip-set')).not.toBeInTheDocument();
    unmount();

    // Support reads levels (members ask about them) but does not set them.
    signIn('support');
    server();
    renderWithBoot(<MemberVipPanel member={{ id: 7, username: 'demo' }} time={time} />);
    await screen.findByTestId('member-vip-history');
    expect(screen.queryByTestId('member-vip-set')).not.toBeInTheDocument();
  });
});

const rebate: ConsoleRebateSettings = {
  enabled: false,
  minClaim: 1,
  wageringMultiple: 0,
  autoHour: null,
  since: null,
  rates: [{ level: 0, categories: [{ category: 'RNG', percent: 0.5 }] }],
};

describe('the rebate page', () => {
  it('lets an admin set the rules and rates, and sends the categories that earn', async () => {
    signIn('admin');
    const writes = server();
    renderWithBoot(<RebatePage />);
    const form = await screen.findByTestId('rebate-settings');
    expect(screen.getByTestId('rebate-since')).toHaveTextContent(/^Rebate has never been on/);
    expect(
      within(form)
        .getAllByTestId('rebate-rate-row')
        .map((r) => r.dataset.level),
    ).toEqual(['0', '1', '2']);
    fireEvent.click(within(form).getByRole('switch', { name: /^Rebate is on/ }));
    fireEvent.change(screen.getByTestId('rebate-auto-hour'), { target: { value: '4' } });
    type(box('Level 2 · Live casino (%)'), '1.2');
    type(box('Level 1 · Slots (%)'), '5.5');
    fireEvent.click(screen.getByTestId('rebate-save'));
    expect(await screen.findByText('From 0 to 5, at most 2 decimals')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    type(box('Level 1 · Slots (%)'), '0.8');
    fireEvent.click(screen.getByTestId('rebate-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/console/rebate',
        body: {
          enabled: true,
          minClaim: '1',
          wageringMultiple: 0,
          autoHour: 4,
          rates: [
            { level: 0, categories: [{ category: 'RNG', percent: 0.5 }] },
            { level: 1, categories: [{ category: 'RNG', percent: 0.8 }] },
            { level: 2, categories: [{ category: 'LIVE', percent: 1.2 }] },
          ],
        },
      },
    ]);
  });

  it('shows finance the same form locked, without a save', async () => {
    signIn('finance');
    // Turned off after it ran: what settles now never counts, and turning it back on counts from then.
    server({}, memberVip, { ...rebate, since: Date.UTC(2026, 2, 1) });
    renderWithBoot(<RebatePage />);
    await screen.findByTestId('rebate-settings');
    expect(screen.getByTestId('rebate-since')).toHaveTextContent(
      'Rebate is off: bets settled now are never rebated. Turned back on, it counts bets settled from that moment.',
    );
    expect(box('Level 0 · Slots (%)')).toHaveAttribute('readonly');
    expect(box('Level 0 · Slots (%)')).toHaveValue('0.50');
    expect(screen.getByRole('switch', { name: /^Rebate is on/ })).toBeDisabled();
    expect(screen.queryByTestId('rebate-save')).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin changes the rebate.')).toBeInTheDocument();
  });
});

describe('the console’s navigation', () => {
  it('shows VIP levels and Rebate to the roles the server admits', async () => {
    for (const role of operatorRoles) {
      signIn(role);
      mockFetch({ '/api/console/me': ok(operator(role)) });
      const { unmount } = renderWithBoot(<ConsoleShell />, {}, '/console?page=account');
      const nav = await screen.findByRole('navigation', { name: 'Operator console' });
      expect(within(nav).queryByRole('button', { name: 'VIP levels' }) !== null, role).toBe(
        VIP_VIEWER_ROLES.includes(role),
      );
      expect(within(nav).queryByRole('button', { name: 'Rebate' }) !== null, role).toBe(
        REBATE_VIEWER_ROLES.includes(role),
      );
      unmount();
    }
  });
});
