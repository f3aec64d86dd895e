import { betPresetRange, type GgrReport } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { ggrReportQuery } from '../api/console-bets-api';
import { useMoney, VendorName } from './bet-cells';
import { type ConsoleColumn, ConsoleTable, CsvExport, FilterBar, TableCells, useFilters } from './kit';
import './console-admin.css';
import './bet-console.css';
import './payout-runs.css';

type Row = GgrReport['total'];
type EarningRow = GgrReport['earnings']['total'];

/** GGR report: per vendor, settled bets, stake, valid bet, payout and GGR (stake − payout) over a period, with the total. */
export function GgrReportPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const filters = useFilters(() => betPresetRange('last30', Date.now(), merchant?.gmtOffsetMinutes ?? 0));
  const period = filters.applied;
  const report = useQuery(ggrReportQuery(period));
  const data = report.data;
  const { money, signed } = useMoney();
  const figures: ConsoleColumn<Row>[] = [
    { key: 'bets', header: t('betRecords.bets'), numeric: true, cell: (row) => row.bets },
    { key: 'stake', header: t('betRecords.stake'), numeric: true, cell: (row) => money(row.stake) },
    { key: 'validBet', header: t('betRecords.validBet'), numeric: true, cell: (row) => money(row.validBet) },
    { key: 'payout', header: t('betRecords.payout'), numeric: true, cell: (row) => money(row.payout) },
    {
      key: 'ggr',
      header: t('consoleBets.ggr'),
      numeric: true,
      className: (row) => (row.ggr < 0 ? 'bet-console-negative' : undefined),
      cell: (row) => signed(row.ggr),
    },
  ];

  const earningFigures: ConsoleColumn<EarningRow>[] = [
    { key: 'payouts', header: t('consolePayouts.payouts'), numeric: true, cell: (row) => row.payouts },
    { key: 'due', header: t('consolePayouts.due'), numeric: true, cell: (row) => money(row.due) },
    { key: 'paid', header: t('consolePayouts.paid'), numeric: true, cell: (row) => money(row.paid) },
    {
      key: 'platformPaid',
      header: t('consolePayouts.platformPaid'),
      numeric: true,
      cell: (row) => money(row.platformPaid),
    },
  ];

  return (
    <section className="console-page" aria-labelledby="console-ggr">
      <header className="console-page__head">
        <h2 id="console-ggr">{t('console.nav.ggr')}</h2>
        <span className="console-muted">{t('consoleBets.ggrNote')}</span>
        <CsvExport
          name={`ggr-${period.startDate}-${period.endDate}`}
          rows={
            data && data.vendors.length > 0
              ? [...data.vendors, { ...data.total, vendorName: t('profit.total'), vendorCode: '', categories: [] }]
              : []
          }
          columns={[
            { header: t('consoleBets.vendor'), value: (v) => v.vendorName },
            { header: t('consoleCsv.vendorCode'), value: (v) => v.vendorCode },
            { header: t('consoleLottery.categories'), value: (v) => v.categories.join(' ') },
            { header: t('betRecords.bets'), value: (v) => v.bets },
            { header: t('betRecords.stake'), value: (v) => v.stake },
            { header: t('betRecords.validBet'), value: (v) => v.validBet },
            { header: t('betRecords.payout'), value: (v) => v.payout },
            { header: t('consoleBets.ggr'), value: (v) => v.ggr },
          ]}
        />
      </header>
      <FilterBar onApply={filters.apply} applyLabel={t('consoleBets.show')}>
        <TextField label={t('consoleBets.from')} type="date" required {...filters.field('startDate')} />
        <TextField label={t('consoleBets.to')} type="date" required {...filters.field('endDate')} />
      </FilterBar>
      <ConsoleTable
        query={report}
        loadingHeight={200}
        empty={t('consoleBets.noGgr')}
        rows={data?.vendors}
        rowKey={(v) => v.vendorCode}
        rowProps={(v) => ({ 'data-testid': 'ggr-vendor', 'data-vendor': v.vendorCode })}
        className="bet-console-table"
        testId="ggr-report"
        caption={data ? `${data.startDate} – ${data.endDate}` : null}
        columns={[
          {
            key: 'vendor',
            header: t('consoleBets.vendor'),
            rowHeader: true,
            cell: (v) => (
              <>
                <VendorName vendor={v} />
                {v.categories.length > 0 ? (
                  <div className="console-muted" data-testid="ggr-categories">
                    {v.categories.map((c) => t(`categories.${c}`, c)).join(' · ')}
                  </div>
                ) : null}
              </>
            ),
          },
          ...figures,
        ]}
        footer={
          data ? (
            <tr data-testid="ggr-total">
              <th scope="row">{t('profit.total')}</th>
              <TableCells columns={figures} row={data.total} />
            </tr>
          ) : null
        }
      />
      {data ? (
        <>
          <h3 className="payout-subhead" id="console-ggr-earnings">
            {t('consolePayouts.earnings')}
          </h3>
          <p className="console-muted">{t('consolePayouts.earningsNote')}</p>
          <ConsoleTable
            rows={data.earnings.kinds}
            rowKey={(k) => k.kind}
            rowProps={(k) => ({ 'data-testid': 'ggr-earning', 'data-kind': k.kind })}
            className="bet-console-table"
            testId="ggr-earnings"
            columns={[
              {
                key: 'kind',
                header: t('consolePayouts.kind'),
                rowHeader: true,
                cell: (k) => t(`contracts.kinds.${k.kind}`),
              },
              ...earningFigures,
            ]}
            footer={
              <>
                <tr data-testid="ggr-earnings-total">
                  <th scope="row">{t('profit.total')}</th>
                  <TableCells columns={earningFigures} row={data.earnings.total} />
                </tr>
                <tr data-testid="ggr-net">
                  <th scope="row" colSpan={earningFigures.length}>
                    {t('consolePayouts.net')}
                  </th>
                  <td className={`console-num tabular${data.earnings.net < 0 ? ' bet-console-negative' : ''}`}>
                    {signed(data.earnings.net)}
                  </td>
                </tr>
              </>
            }
          />
          {data.earnings.kinds.length === 0 ? <p className="console-muted">{t('consolePayouts.noEarnings')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
