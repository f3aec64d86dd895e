import { type RebateSource, rebateSources } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { type RebatePayoutSearch, rebatePayoutsQuery } from '../api/console-vip-api';
import { fromLocalInput } from '../lib/content-schedule';
import { useMoney } from './bet-cells';
import { CONSOLE_PAGE_SIZE, CsvExport, FilterBar, pagerOf, QueryState, useFilters } from './kit';
import { PhoneLabel } from './vip-ladder-form';
import './bet-console.css';
import './promotions.css';
import './vip-console.css';

interface Draft extends Record<string, string> {
  username: string;
  source: RebateSource | '';
  /** `YYYY-MM-DD` in the brand's time; the end date is included. */
  from: string;
  to: string;
}

const DAY = 86_400_000;

/** The search the filters ask for: the dates as the brand's days, the end day included. */
export function payoutSearchOf(draft: Draft, offset: number, pageNo: number): RebatePayoutSearch {
  const day = (date: string) => (date ? (fromLocalInput(`${date}T00:00`, offset) ?? undefined) : undefined);
  const end = day(draft.to);
  return {
    pageNo,
    pageSize: CONSOLE_PAGE_SIZE,
    username: draft.username.trim() || undefined,
    source: draft.source || undefined,
    from: day(draft.from),
    to: end === undefined ? undefined : end + DAY,
  };
}

/**
 * Rebates paid, newest first: by member, source (claimed by hand or paid at the brand's hour) and the days they were
 * paid, with the totals of everything matched; a row opens to its lines per game category.
 */
export function RebatePayouts() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const filters = useFilters<Draft>({ username: '', source: '', from: '', to: '' });
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const results = useQuery(rebatePayoutsQuery(payoutSearchOf(filters.applied, offset, pageNo)));
  const data = results.data;
  const time = (ms: number) => formatDateTime(ms, offset);
  const category = (c: string) => t(`categories.${c}`, c);
  const apply = () => {
    filters.apply();
    setPageNo(1);
    setOpen(null);
  };
  const searched = Object.values(filters.applied).some(Boolean);

  return (
    <div className="rebate-payouts" data-testid="rebate-payouts">
      <FilterBar onApply={apply} applyLabel={t('consoleVip.payouts.search')} applyTestId="rebate-payouts-search">
        <TextField label={t('console.member')} type="search" maxLength={60} {...filters.field('username')} />
        <SelectField label={t('consoleVip.payouts.source')} {...filters.field('source')}>
          <option value="">{t('console.all')}</option>
          {rebateSources.map((s) => (
            <option key={s} value={s}>
              {t(`consoleVip.payouts.sources.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('consoleVip.payouts.from')} type="date" {...filters.field('from')} />
        <TextField label={t('consoleVip.payouts.to')} type="date" {...filters.field('to')} />
      </FilterBar>
      <div className="rebate-payouts__head">
        {data ? (
          <dl className="bet-console-totals" aria-label={t('consoleVip.payouts.totals')} data-testid="rebate-totals">
            <div>
              <dt>{t('consoleVip.payouts.count')}</dt>
              <dd className="tabular">{data.totals.count}</dd>
            </div>
            <div>
              <dt>{t('betRecords.validBet')}</dt>
              <dd className="tabular">{money(data.totals.validBet)}</dd>
            </div>
            <div>
              <dt>{t('consoleVip.payouts.amount')}</dt>
              <dd className="tabular" data-testid="rebate-total-amount">
                {money(data.totals.amount)}
              </dd>
            </div>
          </dl>
        ) : null}
        <CsvExport
          name="rebates"
          rows={data?.list ?? []}
          columns={[
            { header: t('consoleVip.payouts.paidAt'), value: (r) => time(r.createdAt) },
            { header: t('console.member'), value: (r) => r.username },
            { header: t('consoleVip.payouts.source'), value: (r) => t(`consoleVip.payouts.sources.${r.source}`) },
            { header: t('consoleVip.payouts.betsFrom'), value: (r) => time(r.from) },
            { header: t('consoleVip.payouts.betsTo'), value: (r) => time(r.to) },
            { header: t('consoleVip.level'), value: (r) => r.rankLevel },
            { header: t('betRecords.validBet'), value: (r) => r.validBet },
            { header: t('consoleVip.payouts.amount'), value: (r) => r.amount },
            {
              header: t('consoleVip.payouts.lines'),
              value: (r) =>
                r.lines
                  .map((l) => `${category(l.category)} ${l.validBet} × ${l.percent.toFixed(2)}% = ${l.amount}`)
                  .join('; '),
            },
          ]}
        />
      </div>
      <QueryState
        query={results}
        empty={t(searched ? 'consoleVip.payouts.none' : 'consoleVip.payouts.noneYet')}
        isEmpty={data !== undefined && data.list.length === 0}
      />
      {data && data.list.length > 0 ? (
        <table
          className="console-table rebate-payouts__table vip-cards"
          aria-busy={results.isPlaceholderData || undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t('consoleVip.payouts.paidAt')}</th>
              <th scope="col">{t('console.member')}</th>
              <th scope="col">{t('consoleVip.payouts.source')}</th>
              <th scope="col">{t('consoleVip.payouts.window')}</th>
              <th scope="col" className="console-num">
                {t('consoleVip.level')}
              </th>
              <th scope="col" className="console-num">
                {t('betRecords.validBet')}
              </th>
              <th scope="col" className="console-num">
                {t('consoleVip.payouts.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => {
              const expanded = open === r.id;
              const linesId = `rebate-lines-${r.id}`;
              return (
                <Fragment key={r.id}>
                  <tr data-testid="rebate-payout" data-username={r.username}>
                    <td className="tabular console-nowrap">
                      <PhoneLabel text={t('consoleVip.payouts.paidAt')} />
                      {time(r.createdAt)}
                    </td>
                    <th scope="row">{r.username}</th>
                    <td>
                      <PhoneLabel text={t('consoleVip.payouts.source')} />
                      {t(`consoleVip.payouts.sources.${r.source}`)}
                    </td>
                    <td className="tabular console-muted">
                      <PhoneLabel text={t('consoleVip.payouts.window')} />
                      {time(r.from)}
                      <br />
                      {time(r.to)}
                    </td>
                    <td className="console-num tabular">
                      <PhoneLabel text={t('consoleVip.level')} />
                      {r.rankLevel}
                    </td>
                    <td className="console-num tabular">
                      <PhoneLabel text={t('betRecords.validBet')} />
                      {money(r.validBet)}
                    </td>
                    <td className="console-num tabular">
                      <PhoneLabel text={t('consoleVip.payouts.amount')} />
                      {money(r.amount)}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline"
                        className="rebate-payouts__toggle"
                        aria-expanded={expanded}
                        aria-controls={expanded ? linesId : undefined}
                        aria-label={t('consoleVip.payouts.linesOf', { username: r.username, time: time(r.createdAt) })}
                        onClick={() => setOpen(expanded ? null : r.id)}
                      >
                        {t(expanded ? 'consoleVip.payouts.hideLines' : 'consoleVip.payouts.showLines')}
                        <span aria-hidden="true">{expanded ? ' ▴' : ' ▾'}</span>
                      </Button>
                    </td>
                  </tr>
                  {expanded ? (
                    <tr id={linesId} className="rebate-payouts__lines" data-testid="rebate-lines">
                      <td colSpan={8}>
                        <table className="console-table rebate-lines">
                          <thead>
                            <tr>
                              <th scope="col">{t('consoleVip.payouts.category')}</th>
                              <th scope="col" className="console-num">
                                {t('betRecords.validBet')}
                              </th>
                              <th scope="col" className="console-num">
                                {t('consoleVip.payouts.rate')}
                              </th>
                              <th scope="col" className="console-num">
                                {t('consoleVip.payouts.amount')}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {r.lines.map((l) => (
                              <tr key={l.category}>
                                <th scope="row">{category(l.category)}</th>
                                <td className="console-num tabular">{money(l.validBet)}</td>
                                <td className="console-num tabular">{l.percent.toFixed(2)} %</td>
                                <td className="console-num tabular">{money(l.amount)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data ? <Pager {...pagerOf(pageNo, data, setPageNo)} /> : null}
    </div>
  );
}
