import { type BetStatus, betStatuses, type GameCategory, gameCategories } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/components/ui/data-table.css';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { SignedAmount } from '@/components/ui/signed-amount';
import { useVendorOptions } from '@/features/games';
import { BetDetailDialog } from '@/features/records/bet-detail';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { teamBetDetail, teamBetsQuery } from '../api/get-reports';
import { useReportPeriod } from '../hooks/use-report-period';
import { PeriodBar } from './period-bar';
import { ReportEmpty, ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/** Team betting: the bets of the agent's whole team by period, category, vendor, member and status, with totals. */
export default function TeamBets() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const { period, setPeriod, query, range } = useReportPeriod('today');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [member, setMember] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const vendors = useVendorOptions(category);
  const bets = useQuery(
    teamBetsQuery({
      ...query,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...(category ? { gameType: category } : {}),
      ...(vendor ? { vendor } : {}),
      ...(status ? { status } : {}),
      ...(username ? { username } : {}),
    }),
  );
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    refilter(() => setUsername(member.trim()));
  };

  return (
    <div className="agent-report" data-testid="agent-team-bets">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar name="bets-period" period={period} range={range} onChange={(p) => refilter(() => setPeriod(p))} />
          <div className="agent-filters__row">
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
            <form className="agent-search" onSubmit={submit}>
              <TextField
                label={t('agentReports.member')}
                value={member}
                onChange={(e) => setMember(e.target.value)}
                maxLength={64}
              />
              <Button type="submit" variant="outline">
                {t('agentReports.search')}
              </Button>
            </form>
          </div>
        </div>
        <ReportStatus query={bets}>
          {(data) => (
            <>
              <dl className="bet-totals" aria-label={t('betRecords.totals')} data-testid="team-bet-totals">
                <div>
                  <dt>{t('betRecords.bets')}</dt>
                  <dd className="tabular" data-figure="count">
                    {data.totals.count}
                  </dd>
                </div>
                <div>
                  <dt>{t('betRecords.stake')}</dt>
                  <dd className="tabular" data-figure="stake">
                    {money(data.totals.stake)}
                  </dd>
                </div>
                <div>
                  <dt>{t('betRecords.validBet')}</dt>
                  <dd className="tabular" data-figure="validBet">
                    {money(data.totals.validBet)}
                  </dd>
                </div>
                <div>
                  <dt>{t('betRecords.payout')}</dt>
                  <dd className="tabular" data-figure="payout">
                    {money(data.totals.payout)}
                  </dd>
                </div>
                <div>
                  <dt>{t('agentReports.teamWinLoss')}</dt>
                  <dd data-figure="winLoss">
                    <SignedAmount amount={data.totals.winLoss} symbol={symbol} />
                  </dd>
                </div>
              </dl>
              {data.list.length > 0 ? (
                <>
                  <div className="agent-table-box">
                    <table className="bet-table agent-table" aria-busy={bets.isPlaceholderData || undefined}>
                      <thead>
                        <tr>
                          <th scope="col">{t('betRecords.time')}</th>
                          <th scope="col">{t('agentReports.member')}</th>
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
                          <tr key={bet.id} data-testid="team-bet-row" data-username={bet.username}>
                            <td className="tabular" data-label={t('betRecords.time')}>
                              {formatDateTime(bet.placedAt, offset)}
                            </td>
                            <td data-label={t('agentReports.member')}>{bet.username}</td>
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
                  </div>
                  <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
                </>
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
