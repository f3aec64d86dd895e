import { type BetRecordPreset, betRecordPresets, type PersonalProfit as Profit } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { PresetPicker } from '@/components/ui/preset-picker';
import { FigureCell, ReportHead, ReportTotals, SignedCell } from '@/components/ui/report-table';
import { SignedAmount } from '@/components/ui/signed-amount';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { personalProfitQuery } from '../api/get-bet-records';
import './records.css';

type Row = Profit['total'];

function ProfitTable({
  caption,
  label,
  rows,
  total,
  testId,
}: {
  caption: string;
  label: string;
  rows: { key: string; name: string; row: Row }[];
  total: Row;
  testId: string;
}) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const cells = (row: Row) => (
    <>
      <FigureCell label={t('betRecords.bets')}>{row.count}</FigureCell>
      <FigureCell label={t('betRecords.stake')}>{money(row.stake)}</FigureCell>
      <FigureCell label={t('betRecords.validBet')}>{money(row.validBet)}</FigureCell>
      <FigureCell label={t('betRecords.payout')}>{money(row.payout)}</FigureCell>
      <SignedCell label={t('profit.profit')} amount={row.profit} symbol={symbol} />
    </>
  );
  return (
    <section className="profit__section" aria-label={caption}>
      <h3 className="profit__heading">{caption}</h3>
      <table className="bet-table" data-testid={testId}>
        <ReportHead
          columns={[
            { label },
            { label: t('betRecords.bets'), num: true },
            { label: t('betRecords.stake'), num: true },
            { label: t('betRecords.validBet'), num: true },
            { label: t('betRecords.payout'), num: true },
            { label: t('profit.profit'), num: true },
          ]}
        />
        <tbody>
          {rows.map(({ key, name, row }) => (
            <tr key={key} data-testid="profit-row" data-key={key}>
              <th scope="row">{name}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="profit-total">
            <th scope="row">{t('profit.total')}</th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * Member centre `personalProfit`: the member's profit and loss (payout − stake of settled bets) over a preset, per
 * category and per day, each with the period's total.
 */
export default function PersonalProfit() {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const [preset, setPreset] = useState<BetRecordPreset>('last7');
  const profit = useQuery(personalProfitQuery({ preset }));
  const data = profit.data;

  return (
    <section className="card profit" aria-labelledby="profit-title" data-testid="personal-profit">
      <h2 id="profit-title" className="profit__title">
        {t('member.sections.personalProfit')}
      </h2>
      <PresetPicker name="profit-period" value={preset} presets={betRecordPresets} onChange={setPreset} />
      {data ? (
        <p className="bet-records__range tabular">
          {data.startDate === data.endDate ? data.startDate : `${data.startDate} – ${data.endDate}`}
        </p>
      ) : null}
      {profit.isPending ? (
        <Skeleton height={240} />
      ) : profit.isError ? (
        <EmptyState
          icon={<ListIcon />}
          title={t('errors.loadFailed')}
          action={
            <Button variant="outline" onClick={() => void profit.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : data && data.total.count > 0 ? (
        <>
          <ReportTotals
            label={t('profit.total')}
            testId="profit-totals"
            items={[
              { term: t('betRecords.bets'), value: data.total.count },
              { term: t('betRecords.stake'), value: formatMoney(data.total.stake, { symbol }) },
              { term: t('betRecords.validBet'), value: formatMoney(data.total.validBet, { symbol }) },
              { term: t('betRecords.payout'), value: formatMoney(data.total.payout, { symbol }) },
              {
                term: t('profit.profit'),
                value: <SignedAmount amount={data.total.profit} symbol={symbol} />,
                signed: true,
                testId: 'profit-total-amount',
              },
            ]}
          />
          <ProfitTable
            caption={t('profit.byCategory')}
            label={t('betRecords.category')}
            testId="profit-categories"
            rows={data.categories.map((c) => ({
              key: c.gameType,
              name: t(`categories.${c.gameType}`, { defaultValue: t('profit.other') }),
              row: c,
            }))}
            total={data.total}
          />
          <ProfitTable
            caption={t('profit.byDay')}
            label={t('profit.date')}
            testId="profit-days"
            rows={data.days.map((d) => ({ key: d.date, name: d.date, row: d }))}
            total={data.total}
          />
        </>
      ) : data ? (
        <EmptyState icon={<ListIcon />} title={t('profit.empty')} description={t('profit.emptyText')} />
      ) : null}
    </section>
  );
}
