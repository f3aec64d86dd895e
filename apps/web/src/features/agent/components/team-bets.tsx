import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_BETS,
  BetDetailDialog,
  BetFilterFields,
  BetTable,
  BetTotals,
  betFilterQuery,
} from '@/features/records/bet-detail';
import { usePage } from '@/lib/use-page';
import { teamBetDetail, teamBetsQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { PagedTable } from './paged-table';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';
import { SearchForm } from './search-form';

const PAGE_SIZE = 20;

/** Team betting: the bets of the agent's whole team by period, category, vendor, member and status, with totals. */
export default function TeamBets() {
  const { t } = useTranslation();
  const { period, setPeriod, query, range } = useReportPeriod('today');
  const [filter, setFilter] = useState(ALL_BETS);
  const [member, setMember] = useState('');
  const [username, setUsername] = useState('');
  const { page, setPage, refilter } = usePage();
  const [openId, setOpenId] = useState<number | null>(null);
  const bets = useQuery(
    teamBetsQuery({
      ...query,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...betFilterQuery(filter),
      ...(username ? { username } : {}),
    }),
  );

  return (
    <div className="agent-report" data-testid="agent-team-bets">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar name="bets-period" period={period} range={range} onChange={(p) => refilter(() => setPeriod(p))} />
          <div className="agent-filters__row">
            <BetFilterFields filter={filter} onChange={(next) => refilter(() => setFilter(next))} />
            <SearchForm
              label={t('agentReports.member')}
              value={member}
              onChange={setMember}
              onSearch={(name) => refilter(() => setUsername(name))}
            />
          </div>
        </div>
        <ReportStatus query={bets}>
          {(data) => (
            <>
              <BetTotals totals={data.totals} winLossLabel={t('agentReports.teamWinLoss')} testId="team-bet-totals" />
              {data.list.length > 0 ? (
                <PagedTable page={page} totalPages={data.totalPages} onPage={setPage}>
                  <BetTable
                    bets={data.list}
                    busy={bets.isPlaceholderData}
                    onOpen={setOpenId}
                    rowTestId="team-bet-row"
                    showMember
                    className="agent-table"
                  />
                </PagedTable>
              ) : (
                <ReportEmpty text={t('agentReports.noBets')} />
              )}
            </>
          )}
        </ReportStatus>
      </section>
      <BetDetailDialog id={openId} onClose={() => setOpenId(null)} source={teamBetDetail} />
    </div>
  );
}
