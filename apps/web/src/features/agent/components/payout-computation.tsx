import type { Payout } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';

type LineKey =
  | 'basis'
  | 'tier'
  | 'rate'
  | 'profit'
  | 'profitRate'
  | 'loss'
  | 'lossRate'
  | 'gross'
  | 'downlines'
  | 'amount'
  | 'carryOut';

const percent = (n: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n)}%`;

const basisLabel = {
  dividend: 'agentIncome.lines.basisDividend',
  dailySalary: 'agentIncome.lines.basisSalary',
  hourlySalary: 'agentIncome.lines.basisSalary',
  realtimeSalary: 'agentIncome.lines.basisRealtime',
} as const;

/**
 * How a payout was worked out, in the order the rules go: the basis, the tier and rate it met (or, for real-time
 * salary, the profit and loss with their rates), the amount at the agent's own rate, what its direct downlines took,
 * and what is left; a dividend also shows the carry into the next period.
 */
export function PayoutComputation({ payout, of = 'self' }: { payout: Payout; of?: 'self' | 'downline' }) {
  const { t } = useTranslation();
  // A downline's payout (the upline's view) names the rate and the amounts as the downline's, not "yours".
  const own = (key: 'rate' | 'gross' | 'amount') =>
    of === 'self' ? t(`agentIncome.lines.${key}`) : t(`agentIncome.downlineLines.${key}`);
  const symbol = useMerchant()?.currencySymbol;
  // Negative money (a dividend's carry, what downlines took) as −¥30.00, not ¥-30.00; and no −¥0.00.
  const money = (n: number) => `${n < 0 ? '−' : ''}${formatMoney(Math.abs(n), { symbol })}`;
  const c = payout.computation;
  const tiered = payout.kind !== 'realtimeSalary';
  const lines: [LineKey, string, string][] = [['basis', t(basisLabel[payout.kind]), money(c.basis)]];
  if (tiered)
    lines.push([
      'tier',
      t('agentIncome.lines.tier'),
      c.tier === null ? t('agentIncome.lines.noTier') : t('agentIncome.lines.tierN', { n: c.tier + 1 }),
    ]);
  if (c.rate !== null) lines.push(['rate', own('rate'), percent(c.rate)]);
  if (c.profit !== null) lines.push(['profit', t('agentIncome.lines.profit'), money(c.profit)]);
  if (c.profitRate !== null) lines.push(['profitRate', t('agentIncome.lines.profitRate'), percent(c.profitRate)]);
  if (c.loss !== null) lines.push(['loss', t('agentIncome.lines.loss'), money(c.loss)]);
  if (c.lossRate !== null) lines.push(['lossRate', t('agentIncome.lines.lossRate'), percent(c.lossRate)]);
  lines.push(
    ['gross', own('gross'), money(c.gross)],
    ['downlines', t('agentIncome.lines.downlines'), money(-c.downlines)],
    ['amount', own('amount'), money(c.amount)],
  );
  if (c.carryOut !== null) lines.push(['carryOut', t('agentIncome.lines.carryOut'), money(c.carryOut)]);

  return (
    <dl className="payout-calc" aria-label={t('agentIncome.computation')} data-testid="payout-computation">
      {lines.map(([key, label, value]) => (
        <div key={key} className={`payout-calc__line payout-calc__line--${key}`} data-line={key}>
          <dt>{label}</dt>
          <dd className="tabular">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
