import { type BetRecordPreset, betRecordPresets, type PersonalProfit as Profit } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/components/ui/data-table.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { PresetPicker } from '@/components/ui/preset-picker';
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
      <td className="bet-table__num tabular" data-label={t('betRecords.bets')}>
        {row.count}
      </td>
      <td className="bet-table__num tabular" data-label={t('betRecords.stake')}>
        {money(row.stake)}
      </td>
      <td className="bet-table__num tabular" data-label={t('betRecords.validBet')}>
        {money(row.validBet)}
      </td>
      <td className="bet-table__num tabular" data-label={t('betRecords.payout')}>
        {money(row.payout)}
      </td>
      <td className="bet-table__num" data-label={t('profit.profit')}>
        <SignedAmount amount={row.profit} symbol={symbol} />
      </td>
    </>
  );
  return (
    <section className="profit__section" aria-label={caption}>
      <h3 className="profit__heading">{caption}</h3>
      <table className="bet-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col" className="bet-table__num">
              {t('betRecords.bets')}
            </th>
            <th scope="col" className="bet-table__num">
              {t('betRecords.stake')}
            </th>
            <th scope="col" className="bet-table__num">
              {t('betRecords.validBet')}
            </th>
            <th scope="col" className="bet-table__num">
              {t('betRecords.payout')}
            </th>
            <th scope="col" className="bet-table__num">
              {t('profit.profit')}
            </th>
          </tr>
        </thead>
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
          <dl className="bet-totals" aria-label={t('profit.total')} data-testid="profit-totals">
            <div>
              <dt>{t('betRecords.bets')}</dt>
              <dd className="tabular">{data.total.count}</dd>
            </div>
            <div>
              <dt>{t('betRecords.stake')}</dt>
              <dd className="tabular">{formatMoney(data.total.stake, { symbol })}</dd>
            </div>
            <div>
              <dt>{t('betRecords.validBet')}</dt>
              <dd className="tabular">{formatMoney(data.total.validBet, { symbol })}</dd>
            </div>
            <div>
              <dt>{t('betRecords.payout')}</dt>
              <dd className="tabular">{formatMoney(data.total.payout, { symbol })}</dd>
            </div>
            <div>
              <dt>{t('profit.profit')}</dt>
              <dd data-testid="profit-total-amount">
                <SignedAmount amount={data.total.profit} symbol={symbol} />
              </dd>
            </div>
          </dl>
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
