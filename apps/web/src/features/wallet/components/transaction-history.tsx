import { type DatePreset, datePresetRange, datePresets, type TransferKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { transactionDetail } from '@/components/ui/transaction-detail';
import { TransferKindField } from '@/components/ui/transfer-kind-field';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { transactionsQuery } from '../api/get-transactions';
import './transaction-history.css';
import { Pager } from '@/components/ui/pager';
import { useBootInfo } from '@/features/system';

const PAGE_SIZE = 20;

/** Member centre `transactionHistory` (account records): every movement of the wallet by period and kind. */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const [preset, setPreset] = useState<DatePreset>('last7');
  const [kind, setKind] = useState<TransferKind | ''>('');
  const [page, setPage] = useState(1);
  // The period is fixed when the filter is chosen, so paging does not drift across midnight.
  const [range, setRange] = useState(() => datePresetRange('last7', Date.now(), offset));
  const records = useQuery(
    transactionsQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE, ...(kind ? { type: kind } : {}) }),
  );

  const choosePreset = (next: DatePreset) => {
    setPreset(next);
    setRange(datePresetRange(next, Date.now(), offset));
    setPage(1);
  };
  const data = records.data;

  return (
    <section className="card records" aria-labelledby="records-title" data-testid="transaction-history">
      <h2 id="records-title" className="records__title">
        {t('member.sections.transactionHistory')}
      </h2>
      <div className="records__filters">
        <fieldset className="records__presets">
          <legend className="visually-hidden">{t('records.period')}</legend>
          {datePresets.map((p) => (
            <label key={p} className={`records__preset${p === preset ? ' records__preset--on' : ''}`}>
              <input type="radio" name="period" checked={p === preset} onChange={() => choosePreset(p)} />
              {t(`records.presets.${p}`)}
            </label>
          ))}
        </fieldset>
        <TransferKindField
          value={kind}
          features={features}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
        />
      </div>
      <p className="records__range tabular">
        {range.startDate} – {range.endDate}
      </p>

      {records.isPending ? (
        <div aria-busy="true" className="records__list">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} />
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
      ) : data && data.list.length > 0 ? (
        <>
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.kind')}</th>
                <th scope="col" className="records__num">
                  {t('records.amount')}
                </th>
                <th scope="col" className="records__num">
                  {t('records.balanceAfter')}
                </th>
                <th scope="col">{t('records.details')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="record-row">
                  <td className="tabular" data-label={t('records.time')}>
                    {formatDateTime(r.createdAt, offset)}
                  </td>
                  <td data-label={t('records.kind')}>{t(`records.kinds.${r.type}`)}</td>
                  <td
                    className={`records__num tabular ${r.amount >= 0 ? 'records__in' : 'records__out'}`}
                    data-label={t('records.amount')}
                  >
                    {r.amount >= 0 ? '+' : '−'}
                    {formatMoney(Math.abs(r.amount), { symbol })}
                  </td>
                  <td className="records__num tabular" data-label={t('records.balanceAfter')}>
                    {formatMoney(r.balanceAfter, { symbol })}
                  </td>
                  <td className="records__ref" data-label={t('records.details')}>
                    {transactionDetail(t, r)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
        </>
      ) : (
        <EmptyState icon={<ListIcon />} title={t('records.empty')} description={t('records.emptyText')} />
      )}
    </section>
  );
}
