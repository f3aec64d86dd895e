import { betPresetRange, type GgrReport } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { ggrReportQuery } from '../api/console-bets-api';
import { CsvExportButton } from './csv-export-button';
import './console-admin.css';
import './bet-console.css';

type Row = GgrReport['total'];

/** GGR report: per vendor, settled bets, stake, valid bet, payout and GGR (stake − payout) over a period, with the total. */
export function GgrReportPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const [draft, setDraft] = useState(() => betPresetRange('last30', Date.now(), merchant?.gmtOffsetMinutes ?? 0));
  const [period, setPeriod] = useState(draft);
  const report = useQuery(ggrReportQuery(period));
  const data = report.data;
  const money = (amount: number) => formatMoney(amount, { symbol });
  // A vendor the house lost to shows −¥25.00, not ¥-25.00.
  const signed = (amount: number) => (amount < 0 ? `−${money(-amount)}` : money(amount));
  const cells = (row: Row) => (
    <>
      <td className="console-num tabular">{row.bets}</td>
      <td className="console-num tabular">{money(row.stake)}</td>
      <td className="console-num tabular">{money(row.validBet)}</td>
      <td className="console-num tabular">{money(row.payout)}</td>
      <td className={`console-num tabular ${row.ggr < 0 ? 'bet-console-negative' : ''}`}>{signed(row.ggr)}</td>
    </>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft);
  };

  return (
    <section className="console-page" aria-labelledby="console-ggr">
      <header className="console-page__head">
        <h2 id="console-ggr">{t('console.nav.ggr')}</h2>
        <span className="console-muted">{t('consoleBets.ggrNote')}</span>
        <CsvExportButton
          name={`ggr-${period.startDate}-${period.endDate}`}
          rows={
            data && data.vendors.length > 0
              ? [...data.vendors, { ...data.total, vendorName: t('profit.total'), vendorCode: '' }]
              : []
          }
          columns={[
            { header: t('consoleBets.vendor'), value: (v) => v.vendorName },
            { header: t('consoleCsv.vendorCode'), value: (v) => v.vendorCode },
            { header: t('betRecords.bets'), value: (v) => v.bets },
            { header: t('betRecords.stake'), value: (v) => v.stake },
            { header: t('betRecords.validBet'), value: (v) => v.validBet },
            { header: t('betRecords.payout'), value: (v) => v.payout },
            { header: t('consoleBets.ggr'), value: (v) => v.ggr },
          ]}
        />
      </header>
      <form className="console-filters" onSubmit={submit}>
        <TextField
          label={t('consoleBets.from')}
          type="date"
          required
          value={draft.startDate}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
        <TextField
          label={t('consoleBets.to')}
          type="date"
          required
          value={draft.endDate}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
        <Button type="submit" variant="accent">
          {t('consoleBets.show')}
        </Button>
      </form>
      {report.isPending ? <Skeleton height={200} /> : null}
      {report.isError ? (
        <p className="console-error" role="alert">
          {report.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.vendors.length === 0 ? <p className="console-muted">{t('consoleBets.noGgr')}</p> : null}
      {data && data.vendors.length > 0 ? (
        <table className="console-table bet-console-table" data-testid="ggr-report">
          <caption className="console-muted tabular">
            {data.startDate} – {data.endDate}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('consoleBets.vendor')}</th>
              <th scope="col" className="console-num">
                {t('betRecords.bets')}
              </th>
              <th scope="col" className="console-num">
                {t('betRecords.stake')}
              </th>
              <th scope="col" className="console-num">
                {t('betRecords.validBet')}
              </th>
              <th scope="col" className="console-num">
                {t('betRecords.payout')}
              </th>
              <th scope="col" className="console-num">
                {t('consoleBets.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.vendors.map((v) => (
              <tr key={v.vendorCode} data-testid="ggr-vendor" data-vendor={v.vendorCode}>
                <th scope="row">
                  {v.vendorName} <span className="console-muted">{v.vendorCode}</span>
                </th>
                {cells(v)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="ggr-total">
              <th scope="row">{t('profit.total')}</th>
              {cells(data.total)}
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}
