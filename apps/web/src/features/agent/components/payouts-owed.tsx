import type { OwedPayout, OwedPayoutPage } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { payoutPeriodLabel } from '../lib/payout-period';
import { PayoutComputation } from './payout-computation';
import './payout.css';

/** Money is major units with two decimals: differences are rounded back to cents. */
const cents = (n: number) => Math.round(n * 100) / 100;

function useMoney() {
  const symbol = useMerchant()?.currencySymbol;
  return (n: number) => formatMoney(n, { symbol });
}

/**
 * What the agent still owes its downlines over the range. Unpaid payouts are retried on every run of their kind
 * (each 15 minutes at most) from the wallet as it is then; held ones wait for an operator instead.
 */
export function OwedNotice({ totals }: { totals: OwedPayoutPage['totals'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (totals.outstanding <= 0) return null;
  const retried = cents(totals.outstanding - totals.held);
  return (
    <div className="payout-owed-notice" role="status" data-testid="owed-notice">
      {retried > 0 ? (
        <p>{t('agentIncome.owed.notice', { amount: money(totals.outstanding) })}</p>
      ) : (
        <p>{t('agentIncome.owed.noticeAllHeld', { amount: money(totals.outstanding) })}</p>
      )}
      {retried > 0 && totals.held > 0 ? (
        <p className="payout-owed-notice__held">
          {t('agentIncome.owed.noticeHeldPart', { amount: money(totals.held) })}
        </p>
      ) : null}
    </div>
  );
}

/** One payout the agent pays a downline: period, kind, status, due, paid and what is left, then how it was computed. */
export function OwedPayoutCard({ payout }: { payout: OwedPayout }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const money = useMoney();
  const { status } = payout;
  const left = status === 'paid' || status === 'reversed' ? 0 : Math.max(cents(payout.due - payout.paid), 0);

  return (
    <article
      className="payout"
      data-testid="owed-payout"
      data-kind={payout.kind}
      data-status={status}
      data-payee={payout.payee}
    >
      <header className="payout__head">
        <div className="payout__what">
          <span className="payout__period tabular" title={payout.periodKey}>
            {payoutPeriodLabel(payout.periodStart, payout.periodEnd, merchant?.gmtOffsetMinutes ?? 0)}
          </span>
          <span className="payout__kind">{t(`contracts.kinds.${payout.kind}`)}</span>
          <span className={`payout-status payout-status--${status}`} data-testid="payout-status">
            {t(`agentIncome.owed.statuses.${status}`)}
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
          {left > 0 ? (
            <div className="payout__left">
              <dt>{t('agentIncome.owed.outstanding')}</dt>
              <dd className="tabular" data-testid="payout-outstanding">
                {money(left)}
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <p className="payout__payer">
        <span className="payout__label">{t('agentIncome.owed.payee')}</span>{' '}
        <span data-testid="payout-payee">{t('agentIncome.owed.downline', { username: payout.payee })}</span>
      </p>
      {status !== 'paid' ? (
        <p className={`payout__note payout__note--${status}`} data-testid="payout-note">
          {t(`agentIncome.owed.statusNotes.${status}`)}
        </p>
      ) : null}
      <details className="payout__details">
        <summary>{t('agentIncome.owed.showComputation')}</summary>
        <PayoutComputation payout={payout} of="downline" />
      </details>
    </article>
  );
}

export interface OwedPayoutListProps {
  data: OwedPayoutPage;
  page: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/** The payouts the agent pays its downlines in the range: totals over the whole range, then one card each. */
export function OwedPayoutList({ data, page, onPage, busy = false }: OwedPayoutListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (data.list.length === 0)
    return (
      <EmptyState
        compact
        icon={<ListIcon />}
        title={t('agentIncome.owed.empty')}
        description={t('agentIncome.owed.emptyText')}
      />
    );
  return (
    <>
      <dl className="bet-totals agent-totals" aria-label={t('betRecords.totals')} data-testid="owed-totals">
        <div>
          <dt>{t('agentIncome.payouts')}</dt>
          <dd className="tabular">{data.total}</dd>
        </div>
        <div>
          <dt>{t('agentIncome.due')}</dt>
          <dd className="tabular" data-total="due">
            {money(data.totals.due)}
          </dd>
        </div>
        <div>
          <dt>{t('agentIncome.paid')}</dt>
          <dd className="tabular" data-total="paid">
            {money(data.totals.paid)}
          </dd>
        </div>
        <div>
          <dt>{t('agentIncome.owed.outstanding')}</dt>
          <dd
            className={`tabular${data.totals.outstanding > 0 ? ' agent-totals__owing' : ''}`}
            data-total="outstanding"
          >
            {money(data.totals.outstanding)}
          </dd>
        </div>
      </dl>
      <div className="payouts" aria-busy={busy || undefined}>
        {data.list.map((p) => (
          <OwedPayoutCard key={p.id} payout={p} />
        ))}
      </div>
      <Pager page={page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
