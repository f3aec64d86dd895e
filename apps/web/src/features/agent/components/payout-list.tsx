import type { PayoutPage } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { PayoutCard } from './payout-card';
import './payout.css';

export interface PayoutListProps {
  data: PayoutPage;
  page: number;
  onPage: (page: number) => void;
  /** False on a contract page, where every payout is of its kind. */
  showKind?: boolean;
  busy?: boolean;
}

/** Payouts of a period: totals over the whole period, then one card per payout, newest first. */
export function PayoutList({ data, page, onPage, showKind = true, busy = false }: PayoutListProps) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  if (data.list.length === 0)
    return (
      <EmptyState compact icon={<ListIcon />} title={t('agentIncome.empty')} description={t('agentIncome.emptyText')} />
    );
  return (
    <>
      <dl className="bet-totals agent-totals" aria-label={t('betRecords.totals')} data-testid="payout-totals">
        <div>
          <dt>{t('agentIncome.payouts')}</dt>
          <dd className="tabular">{data.total}</dd>
        </div>
        <div>
          <dt>{t('agentIncome.due')}</dt>
          <dd className="tabular" data-total="due">
            {formatMoney(data.totals.due, { symbol })}
          </dd>
        </div>
        <div>
          <dt>{t('agentIncome.paid')}</dt>
          <dd className="tabular" data-total="paid">
            {formatMoney(data.totals.paid, { symbol })}
          </dd>
        </div>
      </dl>
      <div className="payouts" aria-busy={busy || undefined}>
        {data.list.map((p) => (
          <PayoutCard key={p.id} payout={p} showKind={showKind} />
        ))}
      </div>
      <Pager page={page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
