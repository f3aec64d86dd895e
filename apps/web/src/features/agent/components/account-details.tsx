import { type TransferKind, transferKinds } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/ui/data-table.css';
import { SelectField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { SignedAmount } from '@/components/ui/signed-amount';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { accountDetailsQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/** Account details: the agent's own ledger entries (salaries, dividends, transfers …) by period and kind. */
export default function AccountDetails() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const { period, setPeriod, range } = useReportPeriod('last7');
  const [kind, setKind] = useState<TransferKind | ''>('');
  const [page, setPage] = useState(1);
  // The account records' query always takes two dates.
  const entries = useQuery(
    accountDetailsQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE, ...(kind ? { type: kind } : {}) }),
  );

  return (
    <div className="agent-report" data-testid="agent-account">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar
            name="account-period"
            period={period}
            range={range}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
            }}
          />
          <div className="agent-filters__row">
            <SelectField
              label={t('records.kind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as TransferKind | '');
                setPage(1);
              }}
            >
              <option value="">{t('records.allKinds')}</option>
              {transferKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`records.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <ReportStatus query={entries}>
          {(data) =>
            data.list.length > 0 ? (
              <>
                <dl className="bet-totals agent-totals" aria-label={t('betRecords.totals')}>
                  <div>
                    <dt>{t('agentReports.entries')}</dt>
                    <dd className="tabular" data-testid="account-total">
                      {data.total}
                    </dd>
                  </div>
                </dl>
                <div className="agent-table-box">
                  <table className="bet-table agent-table" aria-busy={entries.isPlaceholderData || undefined}>
                    <thead>
                      <tr>
                        <th scope="col">{t('records.time')}</th>
                        <th scope="col">{t('records.kind')}</th>
                        <th scope="col" className="bet-table__num">
                          {t('records.amount')}
                        </th>
                        <th scope="col" className="bet-table__num">
                          {t('records.balanceAfter')}
                        </th>
                        <th scope="col">{t('records.reference')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((r) => (
                        <tr key={r.id} data-testid="account-row" data-kind={r.type}>
                          <td className="tabular" data-label={t('records.time')}>
                            {formatDateTime(r.createdAt, offset)}
                          </td>
                          <td data-label={t('records.kind')}>{t(`records.kinds.${r.type}`)}</td>
                          <td className="bet-table__num" data-label={t('records.amount')}>
                            <SignedAmount amount={r.amount} symbol={symbol} />
                          </td>
                          <td className="bet-table__num tabular" data-label={t('records.balanceAfter')}>
                            {formatMoney(r.balanceAfter, { symbol })}
                          </td>
                          <td className="agent-table__ref" data-label={t('records.reference')}>
                            {r.reference ?? '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
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
