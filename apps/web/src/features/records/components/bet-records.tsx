import { type BetRecordPreset, betRecordPresets } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { PresetPicker } from '@/components/ui/preset-picker';
import { Skeleton } from '@/components/ui/skeleton';
import { usePage } from '@/lib/use-page';
import { betRecordsQuery } from '../api/get-bet-records';
import { BetDetailDialog } from './bet-detail-dialog';
import { ALL_BETS, BetFilterFields, betFilterQuery } from './bet-filter';
import { BetTable, BetTotals } from './bet-table';
import './records.css';

const PAGE_SIZE = 20;

/**
 * Member centre `personalHistoryCopy` (betting record): the member's bets by period, category, vendor and status, with
 * the totals of everything the filter matches and each bet's details (a house round's fairness proof).
 */
export default function BetRecords() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<BetRecordPreset>('today');
  const [filter, setFilter] = useState(ALL_BETS);
  const { page, setPage, refilter } = usePage();
  const [openId, setOpenId] = useState<number | null>(null);
  const records = useQuery(
    betRecordsQuery({
      preset,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...betFilterQuery(filter),
    }),
  );
  const data = records.data;

  return (
    <section className="card bet-records" aria-labelledby="bet-records-title" data-testid="bet-records">
      <h2 id="bet-records-title" className="bet-records__title">
        {t('member.sections.personalHistoryCopy')}
      </h2>
      <div className="bet-records__filters">
        <PresetPicker
          name="bet-period"
          value={preset}
          presets={betRecordPresets}
          onChange={(p) => refilter(() => setPreset(p))}
        />
        <div className="bet-records__selects">
          <BetFilterFields filter={filter} onChange={(next) => refilter(() => setFilter(next))} />
        </div>
      </div>
      {data ? (
        <p className="bet-records__range tabular">
          {data.startDate === data.endDate ? data.startDate : `${data.startDate} – ${data.endDate}`}
        </p>
      ) : null}

      {records.isPending ? (
        <div aria-busy="true" className="bet-records__loading">
          <Skeleton height={72} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </div>
      ) : records.isError ? (
        <EmptyState
          icon={<ListIcon />}
          title={t('errors.loadFailed')}
          action={
            <Button variant="outline" onClick={() => void records.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : data ? (
        <>
          <BetTotals totals={data.totals} winLossLabel={t('betRecords.winLoss')} testId="bet-totals" />
          {data.list.length > 0 ? (
            <>
              <BetTable bets={data.list} busy={records.isPlaceholderData} onOpen={setOpenId} rowTestId="bet-row" />
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
            </>
          ) : (
            <EmptyState icon={<ListIcon />} title={t('betRecords.empty')} description={t('betRecords.emptyText')} />
          )}
        </>
      ) : null}
      <BetDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
