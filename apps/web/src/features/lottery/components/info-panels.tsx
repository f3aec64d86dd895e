import type { LotteryBet, LotterySession } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { picksText, playName } from '../lib/names';
import { ConfirmBetAction } from './confirm-bet-action';

export interface MyBetsProps {
  session: LotterySession;
  bets: readonly LotteryBet[];
  /** The bet being cancelled, or the chase being stopped, while its request runs. */
  cancelling: number | null;
  stopping: number | null;
  onCancel: (bet: LotteryBet) => void;
  onStopChase: (chaseId: number) => void;
  now: number;
}

const isOpen = (bet: LotteryBet) => bet.status === 'open' || bet.status === 'pending';

/** What the member is asked before a bet, or a chase's bets still taking bets, are taken back. */
type Question = { kind: 'cancel'; bet: LotteryBet } | { kind: 'stop'; chaseId: number; bets: LotteryBet[] };

/**
 * The member's bets on this game: open ones, then settled ones. An open bet whose period still takes bets can be
 * cancelled, and a chase stopped as a whole (its first open bet carries the action); both ask first.
 */
export function MyBets({ session, bets, cancelling, stopping, onCancel, onStopChase, now }: MyBetsProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  if (bets.length === 0) return <p className="lottery-muted">{t('lottery.betsEmpty')}</p>;
  const open = bets.filter(isOpen);
  const settled = bets.filter((b) => !isOpen(b));
  const closesAt = new Map([
    [session.current.numero, session.current.closesAt],
    ...session.upcoming.map((p) => [p.numero, p.closesAt] as const),
  ]);
  const cancellable = (bet: LotteryBet) => bet.status === 'open' && (closesAt.get(bet.numero) ?? 0) > now;
  const chaseBets = (chaseId: number) => bets.filter((b) => b.chaseId === chaseId && cancellable(b));
  const firstOfChase = (bet: LotteryBet) =>
    bet.chaseId !== null && open.find((b) => b.chaseId === bet.chaseId)?.id === bet.id;
  const actions = (bet: LotteryBet) => {
    const stoppable = firstOfChase(bet) && bet.chaseId !== null ? chaseBets(bet.chaseId) : [];
    if (!cancellable(bet) && stoppable.length === 0) return null;
    return (
      <span className="lottery-bet__actions">
        {cancellable(bet) ? (
          <Button
            variant="outline"
            size="sm"
            loading={cancelling === bet.id}
            onClick={() => setQuestion({ kind: 'cancel', bet })}
            data-testid="lottery-bet-cancel"
          >
            {t('lottery.cancel')}
          </Button>
        ) : null}
        {stoppable.length > 0 && bet.chaseId !== null ? (
          <Button
            variant="outline"
            size="sm"
            loading={stopping === bet.chaseId}
            onClick={() => bet.chaseId !== null && setQuestion({ kind: 'stop', chaseId: bet.chaseId, bets: stoppable })}
            data-testid="lottery-chase-stop"
          >
            {t('lottery.stopChase')}
          </Button>
        ) : null}
      </span>
    );
  };
  const list = (items: LotteryBet[]) => (
    <ul className="lottery-bets">
      {items.map((bet) => (
        <BetRow key={bet.id} bet={bet} cancel={actions(bet)} />
      ))}
    </ul>
  );
  const answer = () => {
    if (question?.kind === 'cancel') onCancel(question.bet);
    if (question?.kind === 'stop') onStopChase(question.chaseId);
    setQuestion(null);
  };
  return (
    <div className="lottery-mybets" data-testid="lottery-bets">
      {question ? (
        <ConfirmBetAction
          title={question.kind === 'cancel' ? t('lottery.confirmCancelTitle') : t('lottery.confirmStopTitle')}
          message={
            question.kind === 'cancel'
              ? t('lottery.confirmCancelText', { numero: question.bet.numero, amount: formatMoney(question.bet.stake) })
              : t('lottery.confirmStopText', {
                  count: question.bets.length,
                  amount: formatMoney(question.bets.reduce((sum, b) => sum + b.stake, 0)),
                })
          }
          confirmLabel={question.kind === 'cancel' ? t('lottery.cancelBet') : t('lottery.stopChase')}
          onConfirm={answer}
          onClose={() => setQuestion(null)}
        />
      ) : null}
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
