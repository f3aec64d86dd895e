import type { TransferKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCell, ReportHead, ReportTotals, SignedCell } from '@/components/ui/report-table';
import { transactionDetail } from '@/components/ui/transaction-detail';
import { TransferKindField } from '@/components/ui/transfer-kind-field';
import { useBootInfo, useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePage } from '@/lib/use-page';
import { accountDetailsQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { PagedTable } from './paged-table';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/** Account details: the agent's own ledger entries (salaries, dividends, transfers …) by period and kind. */
export default function AccountDetails() {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const { period, setPeriod, range } = useReportPeriod('last7');
  const [kind, setKind] = useState<TransferKind | ''>('');
  const { page, setPage, refilter } = usePage();
  // The account records' query always takes two dates.
  const entries = useQuery(
    accountDetailsQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE, ...(kind ? { type: kind } : {}) }),
  );
  const columns = [
    { label: t('records.time') },
    { label: t('records.kind') },
    { label: t('records.amount'), num: true },
    { label: t('records.balanceAfter'), num: true },
    { label: t('records.details') },
  ];

  return (
    <div className="agent-report" data-testid="agent-account">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar
            name="account-period"
            period={period}
            range={range}
            onChange={(p) => refilter(() => setPeriod(p))}
          />
          <div className="agent-filters__row">
            <TransferKindField value={kind} features={features} onChange={(next) => refilter(() => setKind(next))} />
          </div>
        </div>
        <ReportStatus query={entries}>
          {(data) =>
            data.list.length > 0 ? (
              <>
                <ReportTotals
                  label={t('betRecords.totals')}
                  className="agent-totals"
                  items={[{ term: t('agentReports.entries'), value: data.total, testId: 'account-total' }]}
                />
                <PagedTable page={page} totalPages={data.totalPages} onPage={setPage}>
                  <table className="bet-table agent-table" aria-busy={entries.isPlaceholderData || undefined}>
                    <ReportHead columns={columns} />
                    <tbody>
                      {data.list.map((r) => (
                        <tr key={r.id} data-testid="account-row" data-kind={r.type}>
                          <td className="tabular" data-label={t('records.time')}>
                            {formatDateTime(r.createdAt, offset)}
                          </td>
                          <td data-label={t('records.kind')}>{t(`records.kinds.${r.type}`)}</td>
                          <SignedCell label={t('records.amount')} amount={r.amount} symbol={symbol} />
                          <FigureCell label={t('records.balanceAfter')}>
                            {formatMoney(r.balanceAfter, { symbol })}
                          </FigureCell>
                          <td className="agent-table__ref" data-label={t('records.details')}>
                            {transactionDetail(t, r)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </PagedTable>
              </>
            ) : (
              <ReportEmpty text={t('agentReports.noEntries')} />
            )
          }
        </ReportStatus>
      </section>
    </div>
  );
}
