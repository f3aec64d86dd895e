import { type BetStatus, betPresetRange, betStatuses, type ConsoleBetSearch } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { betSearchQuery } from '../api/console-bets-api';
import { useMoney } from './bet-cells';
import { CONSOLE_PAGE_SIZE, ConsoleTable, CsvExport, FilterBar, pagerOf, useFilters } from './kit';
import './console-admin.css';
import './bet-console.css';

type Draft = Required<Pick<ConsoleBetSearch, 'startDate' | 'endDate'>> & {
  member: string;
  vendor: string;
  game: string;
  roundId: string;
  status: BetStatus | '';
};

/**
 * Bets: find rounds by member (username or id), vendor, game, status, period and round id, newest first, with the
 * totals of everything matched — for risk's investigations and finance's questions from vendors.
 */
export function BetSearchPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const filters = useFilters<Draft>(() => ({
    ...betPresetRange('last7', Date.now(), offset),
    member: '',
    vendor: '',
    game: '',
    roundId: '',
    status: '',
  }));
  const search = filters.applied;
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery(
    betSearchQuery({
      ...search,
      member: search.member.trim() || undefined,
      vendor: search.vendor.trim() || undefined,
      game: search.game.trim() || undefined,
      roundId: search.roundId.trim() || undefined,
      status: search.status || undefined,
      pageNo,
      pageSize: CONSOLE_PAGE_SIZE,
    }),
  );
  const data = results.data;
  const { money, signed } = useMoney();
  const field = filters.field;

  const apply = () => {
    filters.apply();
    setPageNo(1);
  };

  return (
    <section className="console-page" aria-labelledby="console-bets">
      <header className="console-page__head">
        <h2 id="console-bets">{t('console.nav.bets')}</h2>
        {data ? <span className="console-muted tabular">{t('consoleBets.total', { count: data.total })}</span> : null}
        <CsvExport
          name="bets"
          rows={data?.list ?? []}
          columns={[
            { header: t('betRecords.time'), value: (bet) => formatDateTime(bet.placedAt, offset) },
            { header: t('console.member'), value: (bet) => bet.username },
            { header: t('console.members.id'), value: (bet) => bet.memberId },
            { header: t('betRecords.game'), value: (bet) => bet.gameName ?? bet.gameCode },
            { header: t('consoleBets.vendor'), value: (bet) => bet.vendorCode },
            { header: t('consoleBets.roundId'), value: (bet) => bet.roundId },
            { header: t('betRecords.stake'), value: (bet) => bet.stake },
            { header: t('betRecords.validBet'), value: (bet) => bet.validBet },
            { header: t('betRecords.payout'), value: (bet) => bet.payout },
            { header: t('consoleBets.playerResult'), value: (bet) => bet.winLoss },
            { header: t('console.status'), value: (bet) => t(`betRecords.statuses.${bet.status}`) },
          ]}
        />
      </header>
      <FilterBar onApply={apply} applyLabel={t('consoleBets.search')}>
        <TextField label={t('consoleBets.member')} type="search" maxLength={64} {...field('member')} />
        <TextField label={t('consoleBets.vendor')} maxLength={64} {...field('vendor')} />
        <TextField label={t('consoleBets.game')} maxLength={64} {...field('game')} />
        <TextField label={t('consoleBets.roundId')} maxLength={128} {...field('roundId')} />
        <SelectField label={t('console.status')} {...field('status')}>
          <option value="">{t('console.all')}</option>
          {betStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`betRecords.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('consoleBets.from')} type="date" required {...field('startDate')} />
        <TextField label={t('consoleBets.to')} type="date" required {...field('endDate')} />
      </FilterBar>
      {data ? (
        <dl className="bet-console-totals" aria-label={t('betRecords.totals')} data-testid="console-bet-totals">
          <div>
            <dt>{t('betRecords.bets')}</dt>
            <dd className="tabular">{data.totals.count}</dd>
          </div>
          <div>
            <dt>{t('betRecords.stake')}</dt>
            <dd className="tabular">{money(data.totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('betRecords.validBet')}</dt>
            <dd className="tabular">{money(data.totals.validBet)}</dd>
          </div>
          <div>
            <dt>{t('betRecords.payout')}</dt>
            <dd className="tabular">{money(data.totals.payout)}</dd>
          </div>
          <div>
            <dt>{t('consoleBets.playerResult')}</dt>
            <dd className="tabular">{signed(data.totals.winLoss)}</dd>
          </div>
        </dl>
      ) : null}
      <ConsoleTable
        query={results}
        empty={t('consoleBets.none')}
        rows={data?.list}
        rowKey={(bet) => bet.id}
        rowProps={(bet) => ({ 'data-testid': 'console-bet', 'data-round': bet.roundId })}
        busy={results.isPlaceholderData}
        pager={pagerOf(pageNo, data, setPageNo)}
        columns={[
          {
            key: 'time',
            header: t('betRecords.time'),
            className: 'tabular console-nowrap',
            cell: (bet) => formatDateTime(bet.placedAt, offset),
          },
          {
            key: 'member',
            header: t('console.member'),
            cell: (bet) => (
              <>
                {bet.username} <span className="console-muted">#{bet.memberId}</span>
              </>
            ),
          },
          {
            key: 'game',
            header: t('betRecords.game'),
            cell: (bet) => (
              <>
                {bet.gameName ?? bet.gameCode ?? '—'}
                <span className="console-muted"> · {bet.vendorCode}</span>
              </>
            ),
          },
          { key: 'round', header: t('consoleBets.roundId'), className: 'tabular', cell: (bet) => bet.roundId },
          { key: 'stake', header: t('betRecords.stake'), numeric: true, cell: (bet) => money(bet.stake) },
          { key: 'validBet', header: t('betRecords.validBet'), numeric: true, cell: (bet) => money(bet.validBet) },
          { key: 'payout', header: t('betRecords.payout'), numeric: true, cell: (bet) => money(bet.payout) },
          {
            key: 'result',
            header: t('consoleBets.playerResult'),
            numeric: true,
            cell: (bet) => signed(bet.winLoss),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (bet) => (
              <span
                className={`console-badge console-badge--${bet.status === 'settled' ? 'ok' : bet.status === 'open' ? 'off' : 'bad'}`}
              >
                {t(`betRecords.statuses.${bet.status}`)}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
