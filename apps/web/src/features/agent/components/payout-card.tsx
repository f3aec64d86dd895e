import type { Payout } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { payoutPeriodLabel } from '../lib/payout-period';
import { PayoutComputation } from './payout-computation';

/**
 * One payout: its period, kind and status, who pays it, what is due and paid, and how it was worked out. Shared by
 * "My income" and each contract page's payout history.
 */
export function PayoutCard({ payout, showKind = true }: { payout: Payout; showKind?: boolean }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const money = (n: number) => formatMoney(n, { symbol });
  const { status } = payout;
  // Paid by an upline (or the platform in upline funding), the due is the team's: the agent passes the rest on.
  const passOn = Math.round((payout.due - payout.computation.amount) * 100) / 100;

  return (
    <article className="payout" data-testid="payout" data-kind={payout.kind} data-status={status}>
      <header className="payout__head">
        <div className="payout__what">
          <span className="payout__period tabular" title={payout.periodKey}>
            {payoutPeriodLabel(payout.periodStart, payout.periodEnd, merchant?.gmtOffsetMinutes ?? 0)}
          </span>
          {showKind ? <span className="payout__kind">{t(`contracts.kinds.${payout.kind}`)}</span> : null}
          <span className={`payout-status payout-status--${status}`} data-testid="payout-status">
            {t(`agentIncome.statuses.${status}`)}
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
        </dl>
      </header>
      <p className="payout__payer">
        <span className="payout__label">{t('agentIncome.payer')}</span>{' '}
        <span data-testid="payout-payer">
          {payout.payer === null ? t('agentIncome.platform') : t('agentIncome.upline', { username: payout.payer })}
        </span>
      </p>
      {/* Every status but paid gets a word of explanation. */}
      {status !== 'paid' ? (
        <p className={`payout__note payout__note--${status}`} data-testid="payout-note">
          {t(`agentIncome.statusNotes.${status}`)}
        </p>
      ) : null}
      <PayoutComputation payout={payout} />
      {passOn > 0 ? (
        <p className="payout__pass-on" data-testid="payout-pass-on">
          {t('agentIncome.passOn', { amount: money(passOn) })}
        </p>
      ) : null}
    </article>
  );
}
