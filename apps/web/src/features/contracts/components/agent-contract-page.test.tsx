import type { Contract } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import AgentContractPage from './agent-contract-page';

// Shared CPU in CI: give the dialogs and refetches time rather than fail on a slow tick.
configure({ asyncUtilTimeout: 5000 });

const realtime = (id: number, status: Contract['status'], profitRate: number, lossRate: number): Contract => ({
  id,
  kind: 'realtimeSalary',
  status,
  terms: { kind: 'realtimeSalary', profitRate, lossRate, singleBet: 10 },
  upline: { username: 'agent', nickname: null },
  downline: { username: 'sub', nickname: 'Sub agent' },
  offeredAt: 1_700_000_000_000,
  answeredAt: status === 'active' ? 1_700_000_100_000 : null,
  endedAt: null,
  endReason: null,
  expiresAt: null,
});

const overview = (contracts: Contract[]) =>
  ok({
    kinds: [
      { kind: 'dailySalary', own: null, bound: { rate: 2 } },
      { kind: 'realtimeSalary', own: null, bound: { profitRate: 1, lossRate: 0.8 } },
    ],
    downlines: {
      list: [{ username: 'sub', nickname: 'Sub agent', isAgent: true, contracts }],
      pageNum: 1,
      pageSize: 10,
      total: 1,
      totalPages: 1,
    },
  });
const emptyPage = ok({ list: [], pageNum: 1, pageSize: 10, total: 0, totalPages: 0 });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('agent contract page', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('offers real-time salary within both bounds', async () => {
    const offers: Record<string, unknown>[] = [];
    mockFetch({
      '/wps/relay/MCS2_getContractOverview': overview([]),
      '/wps/relay/MCS2_getContractList': emptyPage,
      '/wps/relay/MCS2_offerContract': (_url, init) => {
        offers.push(bodyOf(init));
        return ok(realtime(9, 'pending', 0.5, 0.8));
      },
    });
    renderWithBoot(<AgentContractPage kind="realtimeSalary" />);
    expect(await screen.findByTestId('contract-bound')).toHaveTextContent(
      'Your limits: profit up to 1%, loss up to 0.8%',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer sub a real-time salary contract' });
    await user.type(within(dialog).getByLabelText('Profit rate (%)'), '0.5');
    await user.type(within(dialog).getByLabelText('Loss rate (%)'), '0.9');
    await user.type(within(dialog).getByLabelText('Single bet (CNY)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByLabelText('Loss rate (%)')).toHaveAccessibleDescription('Above your limit');
    expect(offers).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Loss rate (%)'));
    await user.type(within(dialog).getByLabelText('Loss rate (%)'), '0.8');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(offers).toEqual([
      { downline: 'sub', terms: { kind: 'realtimeSalary', profitRate: 0.5, lossRate: 0.8, singleBet: 10 } },
    ]);
  });

  it('ends an active contract after confirming the contracts below that end with it', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      '/wps/relay/MCS2_getContractOverview': overview([
        realtime(5, 'active', 1, 0.8),
        realtime(6, 'pending', 0.9, 0.7),
      ]),
      '/wps/relay/MCS2_getContractList': emptyPage,
      '/wps/relay/MCS2_terminateContract': (_url, init) => {
        const body = bodyOf(init);
        sent.push(body);
        return body.confirmTerminations
          ? ok({})
          : fail(409, 'contract.confirm.terminations', 'This ends 1 contracts of your downlines', {
              count: 1,
              downlines: [{ username: 'subsub', kind: 'realtimeSalary' }],
            });
      },
    });
    renderWithBoot(<AgentContractPage kind="realtimeSalary" />);
    const row = await screen.findByTestId('contract-downline');
    expect(within(row).getByTestId('contract-active')).toHaveTextContent('Profit 1% · loss 0.8%');
    expect(within(row).getByTestId('contract-pending')).toHaveTextContent('Profit 0.9% · loss 0.7%');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'New offer' }));
    const offer = await screen.findByRole('dialog', { name: 'Offer sub a real-time salary contract' });
    expect(offer).toHaveTextContent('This offer replaces the pending offer of');
    expect(within(offer).getByLabelText('Profit rate (%)')).toHaveValue('0.9');
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row).getByRole('button', { name: 'End contract' }));
    const end = await screen.findByRole('dialog', { name: "End sub's real-time salary contract?" });
    await user.click(within(end).getByRole('button', { name: 'End contract' }));
    expect(await within(end).findByTestId('termination-list')).toHaveTextContent('subsub');
    await user.click(within(end).getByRole('button', { name: 'End them all' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(sent).toEqual([{ id: 5 }, { id: 5, confirmTerminations: true }]);
  });
});
