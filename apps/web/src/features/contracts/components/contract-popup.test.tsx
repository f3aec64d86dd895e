import type { Contract } from '@lotus/contract';
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { clearSession, setSession, useSessionStore } from '@/lib/session';
import { session } from '@/lib/storage';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import ContractPopup from './contract-popup';

// Shared CPU in CI: give the dialogs and refetches time rather than fail on a slow tick.
configure({ asyncUtilTimeout: 5000 });

const offer = (id: number, kind: 'dailySalary' | 'realtimeSalary' = 'dailySalary'): Contract => ({
  id,
  kind,
  status: 'pending',
  terms:
    kind === 'dailySalary'
      ? { kind, tiers: [{ rate: 1.5, activeMembers: 3, dailyBet: 5000 }] }
      : { kind, profitRate: 0.5, lossRate: 0.8, singleBet: 10 },
  upline: { username: 'agent', nickname: 'Agent Smith' },
  downline: { username: 'demo', nickname: null },
  offeredAt: 1_700_000_000_000 + id,
  answeredAt: null,
  endedAt: null,
  endReason: null,
  expiresAt: null,
});

const consolidated = (requests: Contract[], flags = { enableSalary: true, enableContract: false }) =>
  ok({
    sumBalance: 100,
    balance: [{ accountTypeId: 'MAIN', availBalance: 100 }],
    currency: 'CNY',
    currencySymbol: '¥',
    enabledKinds: ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'],
    requests,
    contracts: [],
    // The original client's parts; this pop-up reads `requests`.
    divtypereq: null,
    dailysalreqtype: null,
    contracthoursalreq: null,
    realtimesalreqtype: null,
    divtypeinfo: null,
    dailysalinfotype: null,
    contracthoursalinfo: null,
    contractmrdailysalinfotype: null,
    ...flags,
  });

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('contract pop-up', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
    useAuthDialog.setState({ dialog: null });
    session.remove('consolidated');
    session.remove('enableSalary');
    session.remove('enableContract');
  });

  it('keeps the session keys enableSalary and enableContract as the server sets them, until the session ends', async () => {
    mockFetch({
      '/wps/member/info/funds/consolidated': consolidated([], { enableSalary: false, enableContract: true }),
    });
    renderWithBoot(<ContractPopup />);
    await vi.waitFor(() => expect(session.get('enableContract')).toBe('true'));
    expect(session.get('enableSalary')).toBe('false');
    expect(JSON.parse(session.get('consolidated') ?? '{}')).toMatchObject({
      enableSalary: false,
      enableContract: true,
    });
    clearSession();
    expect(session.get('enableSalary')).toBeNull();
    expect(session.get('enableContract')).toBeNull();
  });

  it('accepts after confirming the downline contracts that will end, at the kind’s own endpoint', async () => {
    let pending = [offer(7)];
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/wps/member/info/funds/consolidated': () => consolidated(pending),
      '/wps/relay/MCS2_processDailySalContract': (_url, init) => {
        const body = bodyOf(init);
        sent.push(body);
        if (body.confirmTerminations !== true)
          return fail(409, 'contract.confirm.terminations', 'This ends 2 contracts of your downlines', {
            count: 2,
            downlines: [
              { username: 'down1', kind: 'dailySalary' },
              { username: 'down2', kind: 'dailySalary' },
            ],
          });
        pending = [];
        return ok({ contract: { ...offer(7), status: 'active', answeredAt: 1 }, terminated: 2 });
      },
    });
    renderWithBoot(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
    expect(dialog).toHaveTextContent('Agent Smith offers you a daily salary contract.');
    expect(within(dialog).getByTestId('contract-terms')).toHaveTextContent('1.5%');
    expect(within(dialog).getByTestId('contract-terms')).toHaveTextContent('¥5,000.00');
    expect(JSON.parse(session.get('consolidated') ?? '{}')).toMatchObject({ requests: [{ id: 7 }] });

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'End downline contracts?' });
    expect(within(confirm).getByTestId('termination-list')).toHaveTextContent('down1');
    expect(within(confirm).getByTestId('termination-list')).toHaveTextContent('down2');
    expect(confirm).toHaveTextContent('ends 2 contracts of your downlines');

    await user.click(within(confirm).getByRole('button', { name: 'Accept and end them' }));
    await vi.waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull(), { timeout: 5000 });
    expect(sent).toEqual([
      { id: 7, accept: true },
      { id: 7, accept: true, confirmTerminations: true },
    ]);
  });

  it('rejects each offer at its own endpoint and then shows the next', async () => {
    const calls: string[] = [];
    mockFetch({
      '/wps/member/info/funds/consolidated': consolidated([offer(2, 'realtimeSalary'), offer(1)]),
      '/wps/relay/MCS2_processDailySalContract': (url, init) => {
        calls.push(`${url.pathname} ${JSON.stringify(bodyOf(init))}`);
        return ok({ contract: { ...offer(1), status: 'rejected' }, terminated: 0 });
      },
      '/wps/relay/MCSFE_processRealTimeSalaryContract': (url, init) => {
        calls.push(`${url.pathname} ${JSON.stringify(bodyOf(init))}`);
        return ok({ contract: { ...offer(2, 'realtimeSalary'), status: 'rejected' }, terminated: 0 });
      },
    });
    renderWithBoot(<ContractPopup />);
    const user = userEvent.setup();
    const first = await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
    expect(first).toHaveTextContent('1 more offer is waiting.');
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const second = await screen.findByRole('dialog', { name: 'Real-time salary contract offer' });
    expect(within(second).getByTestId('contract-terms')).toHaveTextContent('0.8%');
    await user.click(within(second).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull(), { timeout: 5000 });
    expect(calls).toEqual([
      '/wps/relay/MCS2_processDailySalContract {"id":1,"accept":false}',
      '/wps/relay/MCSFE_processRealTimeSalaryContract {"id":2,"accept":false}',
    ]);
  });

  it('does not offer again, after a page without the pop-up, what was put aside; a new log-in does', async () => {
    mockFetch({ '/wps/member/info/funds/consolidated': consolidated([offer(5)]) });
    const first = renderWithBoot(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
    await userEvent.setup().keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    expect(dialog).not.toBeInTheDocument();
    first.unmount();
    renderWithBoot(<ContractPopup />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    cleanup();
    setSession({ token: 'tok-2' });
    renderWithBoot(<ContractPopup />);
    await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
  });

  it('waits while the login dialog is open', async () => {
    useAuthDialog.setState({ dialog: 'login' });
    const fetchMock = mockFetch({ '/wps/member/info/funds/consolidated': consolidated([offer(3)]) });
    renderWithBoot(<ContractPopup />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('contract-popup')).toBeNull();
    act(() => useAuthDialog.setState({ dialog: null }));
    await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
  });

  it('shows when the offer expires, and moves on when the answer comes too late', async () => {
    let pending = [{ ...offer(6), expiresAt: 1_700_604_800_006 }];
    mockFetch({
      '/wps/member/info/funds/consolidated': () => consolidated(pending),
      '/wps/relay/MCS2_processDailySalContract': () => {
        pending = [];
        return fail(409, 'contract.offer.expired', 'This contract offer has expired without an answer');
      },
    });
    renderWithBoot(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
    expect(within(dialog).getByTestId('contract-expires')).toHaveTextContent(/This offer expires on .*2023/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull(), { timeout: 5000 });
  });

  it('shows a refusal in the dialog and keeps the offer', async () => {
    mockFetch({
      '/wps/member/info/funds/consolidated': consolidated([offer(4)]),
      '/wps/relay/MCS2_processDailySalContract': fail(400, 'contract.rate.exceeds', 'The rate cannot exceed'),
    });
    renderWithBoot(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily salary contract offer' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The rate cannot exceed');
    expect(screen.getByTestId('contract-popup')).toBeInTheDocument();
  });
});
