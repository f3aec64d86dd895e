import type { BetRecord, BetTotals as Totals } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FigureCell, ReportHead, ReportTotals, SignedCell } from '@/components/ui/report-table';
import { SignedAmount } from '@/components/ui/signed-amount';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';

/**
 * The totals of every bet the filter matches. Each figure is marked both ways the pages are read by: `data-figure`
 * (the agent centre) and its own test id (the member's records).
 */
export function BetTotals({ totals, winLossLabel, testId }: { totals: Totals; winLossLabel: string; testId: string }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  return (
    <ReportTotals
      label={t('betRecords.totals')}
      testId={testId}
      items={[
        { term: t('betRecords.bets'), value: totals.count, figure: 'count', testId: 'total-count' },
        { term: t('betRecords.stake'), value: money(totals.stake), figure: 'stake', testId: 'total-stake' },
        { term: t('betRecords.validBet'), value: money(totals.validBet), figure: 'validBet', testId: 'total-valid' },
        { term: t('betRecords.payout'), value: money(totals.payout), figure: 'payout', testId: 'total-payout' },
        {
          term: winLossLabel,
          value: <SignedAmount amount={totals.winLoss} symbol={symbol} />,
          signed: true,
          figure: 'winLoss',
          testId: 'total-winloss',
        },
      ]}
    />
  );
}

type ListedBet = BetRecord & { username?: string };

/**
 * A page of bets, newest first, each with a button that opens its details. With `showMember` (a team's bets) a
 * column names whose bet it is.
 */
export function BetTable({
  bets,
  busy,
  onOpen,
  rowTestId,
  showMember = false,
  className,
}: {
  bets: readonly ListedBet[];
  busy: boolean;
  onOpen: (id: number) => void;
  rowTestId: string;
  showMember?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const columns = [
    { label: t('betRecords.time') },
    ...(showMember ? [{ label: t('agentReports.member') }] : []),
    { label: t('betRecords.game') },
    { label: t('betRecords.stake'), num: true },
    { label: t('betRecords.validBet'), num: true },
    { label: t('betRecords.payout'), num: true },
    { label: t('betRecords.winLoss'), num: true },
    { label: t('betRecords.status') },
    { label: t('betRecords.details'), hidden: true },
  ];
  return (
    <table className={className ? `bet-table ${className}` : 'bet-table'} aria-busy={busy || undefined}>
      <ReportHead columns={columns} />
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.id} data-testid={rowTestId} data-round={bet.roundId} data-username={bet.username}>
            <td className="tabular" data-label={t('betRecords.time')}>
              {formatDateTime(bet.placedAt, offset)}
            </td>
            {showMember ? <td data-label={t('agentReports.member')}>{bet.username}</td> : null}
            <td data-label={t('betRecords.game')}>
              <span>
                <span className="bet-table__game">{bet.gameName ?? t('betRecords.unknownGame')}</span>
                <span className="bet-table__vendor">{bet.vendorName}</span>
              </span>
            </td>
            <FigureCell label={t('betRecords.stake')}>{money(bet.stake)}</FigureCell>
            <FigureCell label={t('betRecords.validBet')}>{money(bet.validBet)}</FigureCell>
            <FigureCell label={t('betRecords.payout')}>{money(bet.payout)}</FigureCell>
            <SignedCell label={t('betRecords.winLoss')} amount={bet.winLoss} symbol={symbol} />
            <td data-label={t('betRecords.status')}>
              <span className={`bet-status bet-status--${bet.status}`}>{t(`betRecords.statuses.${bet.status}`)}</span>
            </td>
            <td className="bet-table__action">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('betRecords.detailsOf', { round: bet.roundId })}
                onClick={() => onOpen(bet.id)}
              >
                {t('betRecords.details')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
