import {
  type BetRecordPreset,
  type BetStatus,
  betRecordPresets,
  betStatuses,
  type GameCategory,
  gameCategories,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { PresetPicker } from '@/components/ui/preset-picker';
import { SignedAmount } from '@/components/ui/signed-amount';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendorOptions } from '@/features/games';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { betRecordsQuery } from '../api/get-bet-records';
import { BetDetailDialog } from './bet-detail-dialog';
import './records.css';
import '@/components/ui/data-table.css';

const PAGE_SIZE = 20;

/**
 * Member centre `personalHistoryCopy` (betting record): the member's bets by period, category, vendor and status, with
 * the totals of everything the filter matches and each bet's details (a house round's fairness proof).
 */
export default function BetRecords() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const [preset, setPreset] = useState<BetRecordPreset>('today');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const vendors = useVendorOptions(category);
  const records = useQuery(
    betRecordsQuery({
      preset,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...(category ? { gameType: category } : {}),
      ...(vendor ? { vendor } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const data = records.data;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

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
          <SelectField
            label={t('betRecords.category')}
            value={category}
            onChange={(e) =>
              refilter(() => {
                setCategory(e.target.value as GameCategory | '');
                setVendor('');
              })
            }
          >
            <option value="">{t('betRecords.allCategories')}</option>
            {gameCategories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('betRecords.vendor')}
            value={vendor}
            onChange={(e) => refilter(() => setVendor(e.target.value))}
          >
            <option value="">{t('betRecords.allVendors')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('betRecords.status')}
            value={status}
            onChange={(e) => refilter(() => setStatus(e.target.value as BetStatus | ''))}
          >
            <option value="">{t('betRecords.allStatuses')}</option>
            {betStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`betRecords.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
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
          <dl className="bet-totals" aria-label={t('betRecords.totals')} data-testid="bet-totals">
            <div>
              <dt>{t('betRecords.bets')}</dt>
              <dd className="tabular" data-testid="total-count">
                {data.totals.count}
              </dd>
            </div>
            <div>
              <dt>{t('betRecords.stake')}</dt>
              <dd className="tabular" data-testid="total-stake">
                {money(data.totals.stake)}
              </dd>
            </div>
            <div>
              <dt>{t('betRecords.validBet')}</dt>
              <dd className="tabular" data-testid="total-valid">
                {money(data.totals.validBet)}
              </dd>
            </div>
            <div>
              <dt>{t('betRecords.payout')}</dt>
              <dd className="tabular" data-testid="total-payout">
                {money(data.totals.payout)}
              </dd>
            </div>
            <div>
              <dt>{t('betRecords.winLoss')}</dt>
              <dd data-testid="total-winloss">
                <SignedAmount amount={data.totals.winLoss} symbol={symbol} />
              </dd>
            </div>
          </dl>
          {data.list.length > 0 ? (
            <>
              <table className="bet-table" aria-busy={records.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('betRecords.time')}</th>
                    <th scope="col">{t('betRecords.game')}</th>
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
                      {t('betRecords.winLoss')}
                    </th>
                    <th scope="col">{t('betRecords.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('betRecords.details')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((bet) => (
                    <tr key={bet.id} data-testid="bet-row" data-round={bet.roundId}>
                      <td className="tabular" data-label={t('betRecords.time')}>
                        {formatDateTime(bet.placedAt, offset)}
                      </td>
                      <td data-label={t('betRecords.game')}>
                        <span>
                          <span className="bet-table__game">{bet.gameName ?? t('betRecords.unknownGame')}</span>
                          <span className="bet-table__vendor">{bet.vendorName}</span>
                        </span>
                      </td>
                      <td className="bet-table__num tabular" data-label={t('betRecords.stake')}>
                        {money(bet.stake)}
                      </td>
                      <td className="bet-table__num tabular" data-label={t('betRecords.validBet')}>
                        {money(bet.validBet)}
                      </td>
                      <td className="bet-table__num tabular" data-label={t('betRecords.payout')}>
                        {money(bet.payout)}
                      </td>
                      <td className="bet-table__num" data-label={t('betRecords.winLoss')}>
                        <SignedAmount amount={bet.winLoss} symbol={symbol} />
                      </td>
                      <td data-label={t('betRecords.status')}>
                        <span className={`bet-status bet-status--${bet.status}`}>
                          {t(`betRecords.statuses.${bet.status}`)}
                        </span>
                      </td>
                      <td className="bet-table__action">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('betRecords.detailsOf', { round: bet.roundId })}
                          onClick={() => setOpenId(bet.id)}
                        >
                          {t('betRecords.details')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
