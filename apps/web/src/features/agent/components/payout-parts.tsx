import type { Payout } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { payoutPeriodLabel } from '../lib/payout-period';

/** Money in the brand's currency. */
export function useMoney() {
  const symbol = useMerchant()?.currencySymbol;
  return (n: number) => formatMoney(n, { symbol });
}

/**
 * A payout card's head, the same on both sides of a payout: period, kind, status, then due, paid and, on the payer's
 * side, what is left.
 */
export function PayoutHead({
  payout,
  statusLabel,
  showKind = true,
  outstanding = 0,
}: {
  payout: Pick<Payout, 'kind' | 'periodKey' | 'periodStart' | 'periodEnd' | 'status' | 'due' | 'paid'>;
  statusLabel: string;
  showKind?: boolean;
  outstanding?: number;
}) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const money = useMoney();
  return (
    <header className="payout__head">
      <div className="payout__what">
        <span className="payout__period tabular" title={payout.periodKey}>
          {payoutPeriodLabel(payout.periodStart, payout.periodEnd, merchant?.gmtOffsetMinutes ?? 0)}
        </span>
        {showKind ? <span className="payout__kind">{t(`contracts.kinds.${payout.kind}`)}</span> : null}
        <span className={`payout-status payout-status--${payout.status}`} data-testid="payout-status">
          {statusLabel}
        </span>
      </div>
      <dl className="payout__money">
        <div>
          <dt>{t('agentIncome.due')}</dt>
          <dd className="tabular">{money(payout.due)}</dd>
        </div>
        <div>
          <dt>{t('agentIncome.paid')}</dt>
          <dd className="tabular" data-testid="payout-paid">
            {money(payout.paid)}
          </dd>
        </div>
        {outstanding > 0 ? (
          <div className="payout__left">
            <dt>{t('agentIncome.owed.outstanding')}</dt>
            <dd className="tabular" data-testid="payout-outstanding">
              {money(outstanding)}
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}

/** Totals of a payout list over its whole range: count, due, paid and, on the payer's side, what is outstanding. */
export function PayoutTotals({
  testId,
  count,
  totals,
}: {
  testId: string;
  count: number;
  totals: { due: number; paid: number; outstanding?: number };
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="bet-totals agent-totals" aria-label={t('betRecords.totals')} data-testid={testId}>
      <div>
        <dt>{t('agentIncome.payouts')}</dt>
        <dd className="tabular">{count}</dd>
      </div>
      <div>
        <dt>{t('agentIncome.due')}</dt>
        <dd className="tabular" data-total="due">
          {money(totals.due)}
        </dd>
      </div>
      <div>
        <dt>{t('agentIncome.paid')}</dt>
        <dd className="tabular" data-total="paid">
          {money(totals.paid)}
        </dd>
      </div>
      {totals.outstanding === undefined ? null : (
        <div>
          <dt>{t('agentIncome.owed.outstanding')}</dt>
          <dd className={`tabular${totals.outstanding > 0 ? ' agent-totals__owing' : ''}`} data-total="outstanding">
            {money(totals.outstanding)}
          </dd>
        </div>
      )}
    </dl>
  );
}
