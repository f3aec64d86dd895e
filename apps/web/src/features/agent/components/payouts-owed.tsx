import type { OwedPayout, OwedPayoutPage } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { PayoutComputation } from './payout-computation';
import { PayoutHead, PayoutTotals, useMoney } from './payout-parts';
import './payout.css';

/** Money is major units with two decimals: differences are rounded back to cents. */
const cents = (n: number) => Math.round(n * 100) / 100;

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
      <PayoutHead payout={payout} statusLabel={t(`agentIncome.owed.statuses.${status}`)} outstanding={left} />
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
      <PayoutTotals testId="owed-totals" count={data.total} totals={data.totals} />
      <div className="payouts" aria-busy={busy || undefined}>
        {data.list.map((p) => (
          <OwedPayoutCard key={p.id} payout={p} />
        ))}
      </div>
      <Pager page={page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
