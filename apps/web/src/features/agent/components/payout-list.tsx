import type { PayoutPage } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { PayoutCard } from './payout-card';
import { PayoutTotals } from './payout-parts';
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
  if (data.list.length === 0)
    return (
      <EmptyState compact icon={<ListIcon />} title={t('agentIncome.empty')} description={t('agentIncome.emptyText')} />
    );
  return (
    <>
      <PayoutTotals testId="payout-totals" count={data.total} totals={data.totals} />
      <div className="payouts" aria-busy={busy || undefined}>
        {data.list.map((p) => (
          <PayoutCard key={p.id} payout={p} showKind={showKind} />
        ))}
      </div>
      <Pager page={page} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
