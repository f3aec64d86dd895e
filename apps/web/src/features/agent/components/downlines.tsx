import type { DownlineRow, TeamFigures, TeamMember } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FigureCell, ReportHead, SignedCell } from '@/components/ui/report-table';
import { useBootInfo, useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { usePage } from '@/lib/use-page';
import { downlinesQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { visibleAgentPages } from '../lib/agent-pages';
import { MemberName } from './member-name';
import { PagedTable } from './paged-table';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';
import { SearchForm } from './search-form';

const PAGE_SIZE = 20;

/** The breadcrumbs from the agent down to the listed level; each but the last goes back up to it. */
function Breadcrumbs({ path, onOpen }: { path: TeamMember[]; onOpen: (username: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="agent-crumbs" aria-label={t('agentReports.breadcrumbs')} data-testid="downline-crumbs">
      <ol>
        {path.map((m, i) => (
          <li key={m.username}>
            {i < path.length - 1 ? (
              <button
                type="button"
                className="agent-crumbs__link"
                onClick={() => onOpen(i === 0 ? undefined : m.username)}
              >
                {m.username}
              </button>
            ) : (
              <span aria-current="location">{m.username}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The figure cells of a row or of the totals, in the table's column order. */
function FigureCells({ figures }: { figures: TeamFigures }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  return (
    <>
      <FigureCell label={t('agentReports.newMembers')}>{figures.newMembers}</FigureCell>
      <FigureCell label={t('agentReports.activeMembers')}>{figures.activeMembers}</FigureCell>
      <FigureCell label={t('agentReports.deposits')}>{money(figures.deposits)}</FigureCell>
      <FigureCell label={t('agentReports.withdrawals')}>{money(figures.withdrawals)}</FigureCell>
      <FigureCell label={t('betRecords.validBet')} figure="validBet">
        {money(figures.validBet)}
      </FigureCell>
      <SignedCell label={t('agentReports.teamWinLoss')} amount={figures.winLoss} symbol={symbol} figure="winLoss" />
      <FigureCell label={t('agentReports.bonuses')}>{money(figures.bonuses)}</FigureCell>
    </>
  );
}

/** Transfer (member centre) and contracts (the contract pages) for a direct downline of the agent. */
function RowActions({ row, contractPage }: { row: DownlineRow; contractPage: string | null }) {
  const { t } = useTranslation();
  if (row.path.length !== 1) return null;
  return (
    <span className="agent-actions">
      <Link
        className="btn btn--outline btn--sm"
        to={`/member?tab=transferUpline&to=${encodeURIComponent(row.username)}`}
      >
        {t('agentReports.transfer')}
      </Link>
      {contractPage ? (
        <Link className="btn btn--outline btn--sm" to={`/agentHome?page=${contractPage}`}>
          {t('agentReports.contracts')}
        </Link>
      ) : null}
    </span>
  );
}

/** Downline management: one level of the team with each downline's team figures, down and back up, or a search. */
export default function Downlines() {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  const contractPage = visibleAgentPages(features).find((p) => 'contract' in p)?.key ?? null;
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const { page, setPage, refilter } = usePage();
  const [parent, setParent] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const downlines = useQuery(
    downlinesQuery({
      ...query,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...(username ? { username } : parent ? { parent } : {}),
    }),
  );
  const open = (next: string | undefined) => {
    setParent(next);
    setUsername('');
    setSearch('');
    setPage(1);
  };
  const columns = [
    { label: t('agentReports.member') },
    ...(
      [
        'agentReports.teamSizeShort',
        'agentReports.newMembers',
        'agentReports.activeMembers',
        'agentReports.deposits',
        'agentReports.withdrawals',
        'betRecords.validBet',
        'agentReports.teamWinLoss',
        'agentReports.bonuses',
      ] as const
    ).map((key) => ({ label: t(key), num: true })),
    { label: t('agentReports.actions'), hidden: true },
  ];

  return (
    <div className="agent-report" data-testid="agent-downlines">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar
            name="downline-period"
            period={period}
            range={range}
            onChange={(p) => refilter(() => setPeriod(p))}
          />
          <SearchForm
            label={t('agentReports.searchUsername')}
            value={search}
            onChange={setSearch}
            onSearch={(name) => refilter(() => setUsername(name))}
          >
            {username ? (
              <Button variant="ghost" onClick={() => open(parent)}>
                {t('agentReports.clearSearch')}
              </Button>
            ) : null}
          </SearchForm>
        </div>
        <ReportStatus query={downlines}>
          {(data) => (
            <>
              {data.parent ? (
                <Breadcrumbs path={data.path} onOpen={open} />
              ) : (
                <p className="agent-report__note" data-testid="downline-search-note">
                  {t('agentReports.searchResults', { username })}
                </p>
              )}
              {data.list.length > 0 ? (
                <PagedTable page={page} totalPages={data.totalPages} onPage={setPage}>
                  <table
                    className="bet-table agent-table agent-table--downlines"
                    aria-busy={downlines.isPlaceholderData || undefined}
                  >
                    <ReportHead columns={columns} />
                    <tbody>
                      {data.list.map((row) => (
                        <tr key={row.username} data-testid="downline-row" data-username={row.username}>
                          <th scope="row">
                            {row.directDownlines > 0 ? (
                              <button
                                type="button"
                                className="agent-crumbs__link"
                                aria-label={t('agentReports.openDownlines', { username: row.username })}
                                onClick={() => open(row.username)}
                              >
                                <MemberName member={row} />
                              </button>
                            ) : (
                              <MemberName member={row} />
                            )}
                            {data.parent ? null : (
                              <span className="agent-member__path">{row.path.map((m) => m.username).join(' › ')}</span>
                            )}
                          </th>
                          <FigureCell label={t('agentReports.teamSizeShort')}>
                            {t('agentReports.teamSizeValue', { direct: row.directDownlines, team: row.teamSize })}
                          </FigureCell>
                          <FigureCells figures={row.figures} />
                          <td className="bet-table__action">
                            <RowActions row={row} contractPage={contractPage} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    {data.totals ? (
                      <tfoot data-testid="downline-totals">
                        <tr>
                          <th scope="row">{t('agentReports.total')}</th>
                          <FigureCell label={t('agentReports.downlineCount')}>
                            {t('agentReports.downlineCountValue', { count: data.total })}
                          </FigureCell>
                          <FigureCells figures={data.totals} />
                          <td />
                        </tr>
                      </tfoot>
                    ) : null}
                  </table>
                </PagedTable>
              ) : (
                <ReportEmpty text={username ? t('agentReports.noMatch') : t('agentReports.noDownlines')} />
              )}
              {data.list.length > 0 && data.totals ? (
                <p className="agent-report__note">{t('agentReports.downlineTotalsNote')}</p>
              ) : null}
            </>
          )}
        </ReportStatus>
      </section>
    </div>
  );
}
