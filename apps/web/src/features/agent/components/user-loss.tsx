import type { UserLossRow } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/components/ui/data-table.css';
import { TextField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { SignedAmount } from '@/components/ui/signed-amount';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { userLossQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { MemberName } from './member-name';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';

const PAGE_SIZE = 20;

type LossFigures = Omit<UserLossRow, 'username' | 'nickname' | 'type' | 'isAgent'>;

function LossCells({ row }: { row: LossFigures }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  return (
    <>
      <td className="bet-table__num tabular" data-label={t('betRecords.bets')}>
        {row.betCount}
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
      <td className="bet-table__num" data-label={t('betRecords.winLoss')}>
        <SignedAmount amount={row.winLoss} symbol={symbol} />
      </td>
      <td className="bet-table__num tabular" data-label={t('agentReports.bonuses')}>
        {money(row.bonuses)}
      </td>
      <td className="bet-table__num" data-label={t('agentReports.net')} data-figure="net">
        <SignedAmount amount={row.net} symbol={symbol} />
      </td>
    </>
  );
}

/** User loss: each member below the agent, its own bets, bonuses and what it came out with; biggest loss first. */
export default function UserLoss() {
  const { t } = useTranslation();
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const loss = useQuery(
    userLossQuery({ ...query, pageNo: page, pageSize: PAGE_SIZE, ...(username ? { username } : {}) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUsername(search.trim());
    setPage(1);
  };
  const headers = [
    'betRecords.bets',
    'betRecords.stake',
    'betRecords.validBet',
    'betRecords.payout',
    'betRecords.winLoss',
    'agentReports.bonuses',
    'agentReports.net',
  ] as const;

  return (
    <div className="agent-report" data-testid="agent-user-loss">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar
            name="loss-period"
            period={period}
            range={range}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
            }}
          />
          <form className="agent-search" onSubmit={submit}>
            <TextField
              label={t('agentReports.searchUsername')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={64}
            />
            <Button type="submit" variant="outline">
              {t('agentReports.search')}
            </Button>
          </form>
        </div>
        <p className="agent-report__note">{t('agentReports.lossNote')}</p>
        <ReportStatus query={loss}>
          {(data) =>
            data.list.length > 0 ? (
              <>
                <div className="agent-table-box">
                  <table className="bet-table agent-table" aria-busy={loss.isPlaceholderData || undefined}>
                    <thead>
                      <tr>
                        <th scope="col">{t('agentReports.member')}</th>
                        {headers.map((key) => (
                          <th key={key} scope="col" className="bet-table__num">
                            {t(key)}
                          </th>
                        ))}
                      </tr>
                    </thead>
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
                </div>
                <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
              </>
            ) : (
              <ReportEmpty text={t('agentReports.noLoss')} />
            )
          }
        </ReportStatus>
      </section>
    </div>
  );
}
