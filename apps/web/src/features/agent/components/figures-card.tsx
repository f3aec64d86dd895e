import type { TeamFigures } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/ui/signed-amount';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';

export interface FiguresCardProps {
  title: string;
  range: { startDate: string; endDate: string };
  figures: TeamFigures;
  testId: string;
  /** Lines in columns, for a card as wide as the page. */
  wide?: boolean;
}

/** A team's figures over one period, as a card of label/value lines. */
export function FiguresCard({ title, range, figures, testId, wide }: FiguresCardProps) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const lines: [string, string, React.ReactNode][] = [
    ['newMembers', t('agentReports.newMembers'), figures.newMembers],
    ['activeMembers', t('agentReports.activeMembers'), figures.activeMembers],
    ['deposits', t('agentReports.deposits'), money(figures.deposits)],
    ['withdrawals', t('agentReports.withdrawals'), money(figures.withdrawals)],
    ['betCount', t('betRecords.bets'), figures.betCount],
    ['validBet', t('betRecords.validBet'), money(figures.validBet)],
    ['winLoss', t('agentReports.teamWinLoss'), <SignedAmount key="w" amount={figures.winLoss} symbol={symbol} />],
    ['bonuses', t('agentReports.bonuses'), money(figures.bonuses)],
  ];
  return (
    <section className={`agent-figures${wide ? ' agent-figures--wide' : ''}`} aria-label={title} data-testid={testId}>
      <h3 className="agent-figures__title">
        {title}
        <span className="agent-figures__dates tabular">
          {range.startDate === range.endDate ? range.startDate : `${range.startDate} – ${range.endDate}`}
        </span>
      </h3>
      <dl className="agent-figures__list">
        {lines.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd className="tabular" data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
