import type { Payout, PayoutComputation } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import MyIncome from './my-income';
import { PayoutCard } from './payout-card';

configure({ asyncUtilTimeout: 5000 });

const none: PayoutComputation = {
  basis: 0,
  tier: null,
  rate: null,
  gross: 0,
  downlines: 0,
  amount: 0,
  team: 0,
  carryOut: null,
  profit: null,
  loss: null,
  profitRate: null,
  lossRate: null,
};

// 2026-11-27 at GMT+8, the boot payload's offset.
const dayStart = Date.parse('2026-11-26T16:00:00Z');
const payout = (over: Partial<Payout>, computation: Partial<PayoutComputation>): Payout => ({
  id: 1,
  kind: 'dailySalary',
  contractId: 7,
  periodKey: '2026-11-27',
  periodStart: dayStart,
  periodEnd: dayStart + 86_400_000,
  due: 12.5,
  paid: 12.5,
  status: 'paid',
  payer: null,
  createdAt: dayStart + 86_400_000,
  ...over,
  computation: { ...none, ...computation },
});

/** The computation as shown: line key → [label, value]. */
function lines(card: HTMLElement) {
  const calc = within(card).getByTestId('payout-computation');
  return Object.fromEntries(
    [...calc.querySelectorAll<HTMLElement>('[data-line]')].map((line) => [
      line.dataset.line,
      [line.querySelector('dt')?.textContent, line.querySelector('dd')?.textContent],
    ]),
  );
}

describe('payout card', () => {
  it('lays out a daily salary: basis, tier, own rate, gross, minus direct downlines, amount', () => {
    renderWithBoot(
      <PayoutCard
        payout={payout({}, { basis: 1000, tier: 1, rate: 1.5, gross: 15, downlines: 2.5, amount: 12.5, team: 15 })}
      />,
    );
    const card = screen.getByTestId('payout');
    expect(lines(card)).toEqual({
      basis: ['Team valid bet', '¥1,000.00'],
      tier: ['Tier', 'Tier 2'],
      rate: ['Your rate', '1.5%'],
      gross: ['At your rate', '¥15.00'],
      downlines: ['Minus direct downlines', '−¥2.50'],
      amount: ['Your amount', '¥12.50'],
    });
    expect(within(card).getByText('2026-11-27')).toBeInTheDocument();
    expect(within(card).getByText('Daily salary')).toBeInTheDocument();
    expect(within(card).getByTestId('payout-status')).toHaveTextContent('Paid');
    expect(within(card).getByTestId('payout-payer')).toHaveTextContent('The platform');
    expect(within(card).queryByTestId('payout-note')).toBeNull();
    expect(within(card).queryByTestId('payout-pass-on')).toBeNull();
  });

  it('shows a dividend carry, no tier met, and its carry into the next period', () => {
    renderWithBoot(
      <PayoutCard
        payout={payout(
          { kind: 'dividend', periodKey: '2026-W48', periodEnd: dayStart + 7 * 86_400_000, due: 0, paid: 0 },
          { basis: 0, tier: null, rate: 0, carryOut: -30 },
        )}
      />,
    );
    const shown = lines(screen.getByTestId('payout'));
    expect(shown.basis).toEqual(['Payable loss', '¥0.00']);
    expect(shown.tier).toEqual(['Tier', 'None met']);
    expect(shown.carryOut).toEqual(['Carried into the next period', '−¥30.00']);
    expect(screen.getByText('2026-11-27 – 2026-12-03')).toBeInTheDocument();
  });

  it('shows real-time salary profit, loss and both rates, without a tier', () => {
    renderWithBoot(
      <PayoutCard
        payout={payout(
          {
            kind: 'realtimeSalary',
            periodKey: '2026-11-27T14:35',
            periodStart: Date.parse('2026-11-27T06:35:00Z'),
            periodEnd: Date.parse('2026-11-27T06:40:00Z'),
            due: 3,
            paid: 3,
          },
          { basis: 300, profit: 100, loss: 200, profitRate: 1, lossRate: 1, gross: 3, amount: 3, team: 3, rate: null },
        )}
      />,
    );
    const shown = lines(screen.getByTestId('payout'));
    expect(Object.keys(shown)).toEqual([
      'basis',
      'profit',
      'profitRate',
      'loss',
      'lossRate',
      'gross',
      'downlines',
      'amount',
    ]);
    expect(shown.profit).toEqual(['Team profit', '¥100.00']);
    expect(shown.lossRate).toEqual(['Loss rate', '1%']);
    expect(screen.getByText('2026-11-27 14:35 – 14:40')).toBeInTheDocument();
  });

  it('explains a partial payout by an upline, and what the agent passes on to its downlines', () => {
    renderWithBoot(
      <PayoutCard
        payout={payout(
          { status: 'partial', payer: 'boss', due: 15, paid: 6 },
          { basis: 1000, tier: 0, rate: 1.5, gross: 15, downlines: 2.5, amount: 12.5, team: 15 },
        )}
      />,
    );
    const card = screen.getByTestId('payout');
    expect(within(card).getByTestId('payout-status')).toHaveTextContent('Partly paid');
    expect(within(card).getByTestId('payout-payer')).toHaveTextContent('Your upline boss');
    expect(within(card).getByTestId('payout-note')).toHaveTextContent('retried on the next run');
    expect(within(card).getByTestId('payout-pass-on')).toHaveTextContent('¥2.50');
  });
});

describe('my income', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('shows totals and payouts, filters by kind, and says so when a period has none', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      '/wps/agent/earnings/income': (url) => {
        asked.push(url.searchParams);
        const list = url.searchParams.get('kind') === 'dividend' ? [] : [payout({}, { gross: 12.5, amount: 12.5 })];
        return ok({
          list,
          pageNum: 1,
          totalPages: list.length,
          total: list.length,
          startDate: '2026-11-21',
          endDate: '2026-11-27',
          totals: { due: list.length * 12.5, paid: list.length * 12.5 },
        });
      },
    });
    renderWithBoot(<MyIncome />);
    await screen.findByTestId('payout');
    expect(asked.at(-1)?.get('preset')).toBe('last7');
    expect(asked.at(-1)?.has('kind')).toBe(false);
    const totals = screen.getByTestId('payout-totals');
    expect(within(totals).getByText('¥12.50', { selector: '[data-total="paid"]' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contract kind' }), 'dividend');
    await screen.findByText('No payouts in this period');
    expect(asked.at(-1)?.get('kind')).toBe('dividend');
  });
});
