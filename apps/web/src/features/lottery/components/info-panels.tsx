import type { LotteryBet, LotterySession } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { picksText, playName } from '../lib/names';

export interface MyBetsProps {
  session: LotterySession;
  bets: readonly LotteryBet[];
  cancelling: number | null;
  onCancel: (bet: LotteryBet) => void;
  now: number;
}

const isOpen = (bet: LotteryBet) => bet.status === 'open' || bet.status === 'pending';

/** The member's bets on this game: open ones (cancellable while their period takes bets), then settled ones. */
export function MyBets({ session, bets, cancelling, onCancel, now }: MyBetsProps) {
  const { t } = useTranslation();
  if (bets.length === 0) return <p className="lottery-muted">{t('lottery.betsEmpty')}</p>;
  const open = bets.filter(isOpen);
  const settled = bets.filter((b) => !isOpen(b));
  const closesAt = new Map([
    [session.current.numero, session.current.closesAt],
    ...session.upcoming.map((p) => [p.numero, p.closesAt] as const),
  ]);
  const cancellable = (bet: LotteryBet) => bet.status === 'open' && (closesAt.get(bet.numero) ?? 0) > now;
  const list = (items: LotteryBet[]) => (
    <ul className="lottery-bets">
      {items.map((bet) => (
        <BetRow
          key={bet.id}
          bet={bet}
          cancel={
            cancellable(bet) ? (
              <Button variant="outline" size="sm" loading={cancelling === bet.id} onClick={() => onCancel(bet)}>
                {t('lottery.cancel')}
              </Button>
            ) : null
          }
        />
      ))}
    </ul>
  );
  return (
    <div className="lottery-mybets" data-testid="lottery-bets">
      {open.length > 0 ? (
        <>
          <h4>{t('lottery.openBets')}</h4>
          {list(open)}
        </>
      ) : null}
      {settled.length > 0 ? (
        <>
          <h4>{t('lottery.settledBets')}</h4>
          {list(settled)}
        </>
      ) : null}
    </div>
  );
}

function BetRow({ bet, cancel }: { bet: LotteryBet; cancel: React.ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li
      className="lottery-bet"
      data-testid="lottery-bet"
      data-id={bet.id}
      data-chase={bet.chaseId ?? undefined}
      data-status={bet.status}
      data-numero={bet.numero}
    >
      <div className="lottery-bet__top">
        <span className="tabular">{bet.numero}</span>
        {bet.chaseId !== null ? <span className="lottery-tag">{t('lottery.chaseTag')}</span> : null}
        <span className={`lottery-status lottery-status--${bet.status}`}>{t(`lottery.status.${bet.status}`)}</span>
      </div>
      <p>
        <strong>{playName(bet.play, language)}</strong> <span className="tabular">{picksText(bet.picks)}</span>
      </p>
      <div className="lottery-bet__money tabular">
        <span>
          {t('lottery.stake')} {formatMoney(bet.stake)}
        </span>
        {bet.result ? (
          <span>
            {t('lottery.result')} {bet.result}
          </span>
        ) : null}
        {bet.status === 'won' || bet.status === 'lost' ? (
          <span className={bet.payout > 0 ? 'lottery-win' : undefined}>
            {t('lottery.payout')} {formatMoney(bet.payout)}
          </span>
        ) : null}
        {cancel}
      </div>
    </li>
  );
}
