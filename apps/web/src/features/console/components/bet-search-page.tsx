import { type BetStatus, betPresetRange, betStatuses, type ConsoleBetSearch } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { betSearchQuery } from '../api/console-bets-api';
import { CsvExportButton } from './csv-export-button';
import './console-admin.css';
import './bet-console.css';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

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
  const symbol = merchant?.currencySymbol;
  const [draft, setDraft] = useState<Draft>(() => ({
    ...betPresetRange('last7', Date.now(), offset),
    member: '',
    vendor: '',
    game: '',
    roundId: '',
    status: '',
  }));
  const [search, setSearch] = useState(draft);
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
      pageSize: PAGE_SIZE,
    }),
  );
  const data = results.data;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const signed = (amount: number) => (amount < 0 ? `−${money(-amount)}` : money(amount));
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPageNo(1);
  };

  return (
    <section className="console-page" aria-labelledby="console-bets">
      <header className="console-page__head">
        <h2 id="console-bets">{t('console.nav.bets')}</h2>
        {data ? <span className="console-muted tabular">{t('consoleBets.total', { count: data.total })}</span> : null}
        <CsvExportButton
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
      <form className="console-filters" onSubmit={submit}>
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
        <Button type="submit" variant="accent">
          {t('consoleBets.search')}
        </Button>
      </form>
      {results.isPending ? <Skeleton height={240} /> : null}
      {results.isError ? (
        <p className="console-error" role="alert">
          {results.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
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
      {data && data.list.length === 0 ? <p className="console-muted">{t('consoleBets.none')}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <table className="console-table" aria-busy={results.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('betRecords.time')}</th>
                <th scope="col">{t('console.member')}</th>
                <th scope="col">{t('betRecords.game')}</th>
                <th scope="col">{t('consoleBets.roundId')}</th>
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
                  {t('consoleBets.playerResult')}
                </th>
                <th scope="col">{t('console.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((bet) => (
                <tr key={bet.id} data-testid="console-bet" data-round={bet.roundId}>
                  <td className="tabular console-nowrap">{formatDateTime(bet.placedAt, offset)}</td>
                  <td>
                    {bet.username} <span className="console-muted">#{bet.memberId}</span>
                  </td>
                  <td>
                    {bet.gameName ?? bet.gameCode ?? '—'}
                    <span className="console-muted"> · {bet.vendorCode}</span>
                  </td>
                  <td className="tabular">{bet.roundId}</td>
                  <td className="console-num tabular">{money(bet.stake)}</td>
                  <td className="console-num tabular">{money(bet.validBet)}</td>
                  <td className="console-num tabular">{money(bet.payout)}</td>
                  <td className="console-num tabular">{signed(bet.winLoss)}</td>
                  <td>
                    <span
                      className={`console-badge console-badge--${bet.status === 'settled' ? 'ok' : bet.status === 'open' ? 'off' : 'bad'}`}
                    >
                      {t(`betRecords.statuses.${bet.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
        </>
      ) : null}
    </section>
  );
}
