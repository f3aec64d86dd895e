import type { OwedPayout, OwedPayoutPage, PayoutComputation } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import MyIncome from './my-income';
import { OwedNotice } from './payouts-owed';

configure({ asyncUtilTimeout: 5000 });

const computation: PayoutComputation = {
  basis: 1000,
  tier: 0,
  rate: 1,
  gross: 10,
  downlines: 0,
  amount: 10,
  team: 10,
  carryOut: null,
  profit: null,
  loss: null,
  profitRate: null,
  lossRate: null,
};

// 2026-11-27 at GMT+8, the boot payload's offset.
const dayStart = Date.parse('2026-11-26T16:00:00Z');
const owedPayout: OwedPayout = {
  id: 3,
  kind: 'dailySalary',
  contractId: 9,
  periodKey: '2026-11-27',
  periodStart: dayStart,
  periodEnd: dayStart + 86_400_000,
  due: 10,
  paid: 4,
  status: 'partial',
  payer: 'boss',
  payee: 'lead',
  computation,
  createdAt: dayStart + 86_400_000,
};

const page = <T,>(list: T[], totals: object) => ({
  list,
  pageNum: 1,
  totalPages: list.length > 0 ? 1 : 0,
  total: list.length,
  startDate: '2026-11-21',
  endDate: '2026-11-27',
  totals,
});

describe('owed notice', () => {
  const totals = (outstanding: number, held: number): OwedPayoutPage['totals'] => ({
    due: 20,
    paid: 20 - outstanding,
    outstanding,
    held,
  });

  it('tells the upline what it owes and that a top-up is paid at the next run', () => {
    renderWithBoot(<OwedNotice totals={totals(6, 0)} />);
    expect(screen.getByTestId('owed-notice')).toHaveTextContent(
      'You owe ¥6.00 to your downlines; top up your wallet and it is paid at the next run (within 15 minutes).',
    );
  });

  it('says which part waits for approval rather than the next run', () => {
    renderWithBoot(<OwedNotice totals={totals(16, 10)} />);
    const notice = screen.getByTestId('owed-notice');
    expect(notice).toHaveTextContent('You owe ¥16.00 to your downlines');
    expect(notice).toHaveTextContent('Of this, ¥10.00 is held for review by the platform and is paid once approved.');
  });

  it('does not promise the next run when all of it is held', () => {
    renderWithBoot(<OwedNotice totals={totals(10, 10)} />);
    const notice = screen.getByTestId('owed-notice');
    expect(notice).toHaveTextContent('held for review by the platform; your wallet pays it once approved');
    expect(notice).not.toHaveTextContent('next run');
  });

  it('shows nothing when nothing is owed', () => {
    renderWithBoot(<OwedNotice totals={totals(0, 0)} />);
    expect(screen.queryByTestId('owed-notice')).toBeNull();
  });
});

describe('my income: paid to my downlines', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('adds the tab and the notice when the agent pays downlines, with each payout and what is left', async () => {
    mockFetch({
      '/wps/agent/earnings/income': ok(page([], { due: 0, paid: 0 })),
      '/wps/agent/earnings/owed': ok(page([owedPayout], { due: 10, paid: 4, outstanding: 6, held: 0 })),
    });
    renderWithBoot(<MyIncome />);
    expect(await screen.findByTestId('owed-notice')).toHaveTextContent('You owe ¥6.00 to your downlines');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Paid to my downlines' }));
    const card = await screen.findByTestId('owed-payout');
    expect(within(card).getByTestId('payout-status')).toHaveTextContent('Partly paid');
    expect(within(card).getByTestId('payout-payee')).toHaveTextContent('Your downline lead');
    expect(within(card).getByTestId('payout-outstanding')).toHaveTextContent('¥6.00');
    expect(within(card).getByTestId('payout-note')).toHaveTextContent('retried on the next run');
    expect(within(screen.getByTestId('owed-totals')).getByText('¥6.00')).toHaveAttribute('data-total', 'outstanding');
    // The computation is the downline's, and opens on demand.
    await user.click(within(card).getByText('How it was worked out'));
    expect(within(card).getByText('Their rate')).toBeVisible();
    expect(within(card).getByText('Their amount')).toBeVisible();
  });

  it('shows neither tab nor notice to an agent that pays nobody', async () => {
    mockFetch({
      '/wps/agent/earnings/income': ok(page([], { due: 0, paid: 0 })),
      '/wps/agent/earnings/owed': ok(page([], { due: 0, paid: 0, outstanding: 0, held: 0 })),
    });
    renderWithBoot(<MyIncome />);
    await screen.findByText('No payouts in this period');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByTestId('owed-notice')).toBeNull();
  });
});
