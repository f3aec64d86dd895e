import type { UserLossRow } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureCell, ReportHead, SignedCell } from '@/components/ui/report-table';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { usePage } from '@/lib/use-page';
import { userLossQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { MemberName } from './member-name';
import { PagedTable } from './paged-table';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';
import { SearchForm } from './search-form';

const PAGE_SIZE = 20;

type LossFigures = Omit<UserLossRow, 'username' | 'nickname' | 'type' | 'isAgent'>;

function LossCells({ row }: { row: LossFigures }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  return (
    <>
      <FigureCell label={t('betRecords.bets')}>{row.betCount}</FigureCell>
      <FigureCell label={t('betRecords.stake')}>{money(row.stake)}</FigureCell>
      <FigureCell label={t('betRecords.validBet')}>{money(row.validBet)}</FigureCell>
      <FigureCell label={t('betRecords.payout')}>{money(row.payout)}</FigureCell>
      <SignedCell label={t('betRecords.winLoss')} amount={row.winLoss} symbol={symbol} />
      <FigureCell label={t('agentReports.bonuses')}>{money(row.bonuses)}</FigureCell>
      <SignedCell label={t('agentReports.net')} amount={row.net} symbol={symbol} figure="net" />
    </>
  );
}

/** User loss: each member below the agent, its own bets, bonuses and what it came out with; biggest loss first. */
export default function UserLoss() {
  const { t } = useTranslation();
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const { page, setPage, refilter } = usePage();
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const loss = useQuery(
    userLossQuery({ ...query, pageNo: page, pageSize: PAGE_SIZE, ...(username ? { username } : {}) }),
  );
  const columns = [
    { label: t('agentReports.member') },
    ...(
      [
        'betRecords.bets',
        'betRecords.stake',
        'betRecords.validBet',
        'betRecords.payout',
        'betRecords.winLoss',
        'agentReports.bonuses',
        'agentReports.net',
      ] as const
    ).map((key) => ({ label: t(key), num: true })),
  ];

  return (
    <div className="agent-report" data-testid="agent-user-loss">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar name="loss-period" period={period} range={range} onChange={(p) => refilter(() => setPeriod(p))} />
          <SearchForm
            label={t('agentReports.searchUsername')}
            value={search}
            onChange={setSearch}
            onSearch={(name) => refilter(() => setUsername(name))}
          />
        </div>
        <p className="agent-report__note">{t('agentReports.lossNote')}</p>
        <ReportStatus query={loss}>
          {(data) =>
            data.list.length > 0 ? (
              <PagedTable page={page} totalPages={data.totalPages} onPage={setPage}>
                <table className="bet-table agent-table" aria-busy={loss.isPlaceholderData || undefined}>
                  <ReportHead columns={columns} />
                  <tbody>
                    {data.list.map((row) => (
                      <tr key={row.username} data-testid="loss-row" data-username={row.username}>
                        <th scope="row">
                          <MemberName member={row} />
                        </th>
                        <LossCells row={row} />
                      </tr>
                    ))}
                  </tbody>
                  <tfoot data-testid="loss-totals">
                    <tr>
                      <th scope="row">{t('agentReports.total')}</th>
                      <LossCells row={data.totals} />
                    </tr>
                  </tfoot>
                </table>
              </PagedTable>
            ) : (
              <ReportEmpty text={t('agentReports.noLoss')} />
            )
          }
        </ReportStatus>
      </section>
    </div>
  );
}
