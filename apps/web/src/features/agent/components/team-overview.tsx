import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teamOverviewQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { FiguresCard } from './figures-card';
import { PeriodBar } from './period-bar';
import { ReportStatus } from './report-status';
import { TrendChart } from './trend-chart';

/** Team overview (the agent centre's first page): team size, today, yesterday, this month, 30 days, any period. */
export default function TeamOverview() {
  const { t } = useTranslation();
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const overview = useQuery(teamOverviewQuery(query));
  return (
    <div className="agent-report" data-testid="agent-overview">
      <ReportStatus query={overview}>
        {(data) => (
          <>
            <dl className="agent-size card" aria-label={t('agentReports.teamSize')} data-testid="team-size">
              <div>
                <dt>{t('agentReports.members')}</dt>
                <dd className="tabular" data-figure="members">
                  {data.members}
                </dd>
              </div>
              <div>
                <dt>{t('agentReports.agents')}</dt>
                <dd className="tabular" data-figure="agents">
                  {data.agents}
                </dd>
              </div>
              <div>
                <dt>{t('agentReports.directMembers')}</dt>
                <dd className="tabular" data-figure="directMembers">
                  {data.directMembers}
                </dd>
              </div>
              <div>
                <dt>{t('agentReports.directAgents')}</dt>
                <dd className="tabular" data-figure="directAgents">
                  {data.directAgents}
                </dd>
              </div>
            </dl>
            <div className="agent-overview__cards">
              <FiguresCard
                title={t('agentReports.today')}
                range={data.today}
                figures={data.today.figures}
                testId="figures-today"
              />
              <FiguresCard
                title={t('agentReports.yesterday')}
                range={data.yesterday}
                figures={data.yesterday.figures}
                testId="figures-yesterday"
              />
              <FiguresCard
                title={t('agentReports.thisMonth')}
                range={data.thisMonth}
                figures={data.thisMonth.figures}
                testId="figures-month"
              />
            </div>
            <div className="card agent-report__panel">
              <TrendChart series={data.series} />
            </div>
            <section className="card agent-report__panel" aria-label={t('agentReports.anyPeriod')}>
              <PeriodBar name="overview-period" period={period} range={range} onChange={setPeriod} />
              <FiguresCard
                title={t('agentReports.anyPeriod')}
                range={data.period}
                figures={data.period.figures}
                testId="figures-period"
                wide
              />
            </section>
          </>
        )}
      </ReportStatus>
    </div>
  );
}
