import type { LotteryPeriod, LotterySession } from '@lotus/contract';
import type { LotteryFamily } from '@lotus/lottery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/lib/format';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/media';
import { ResultBalls } from './result-board';

export interface GameHeaderProps {
  session: LotterySession;
  now: number;
  last: LotteryPeriod | null;
  /** Bumped on each live draw of this game: the balls roll before they show the result. */
  drawTick: number;
}

export function GameHeader({ session, now, last, drawTick }: GameHeaderProps) {
  const { t } = useTranslation();
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const [rolling, setRolling] = useState(false);
  useEffect(() => {
    if (drawTick === 0 || reduced) return;
    setRolling(true);
    const id = setTimeout(() => setRolling(false), 1600);
    return () => clearTimeout(id);
  }, [drawTick, reduced]);

  const { current } = session;
  const left = current.closesAt - now;
  return (
    <header className="lottery-head">
      <div className="lottery-head__game">
        <h2 className="lottery-head__name">{session.game.name}</h2>
        <p className="lottery-head__numero tabular" data-testid="lottery-numero">
          {t('lottery.numero', { numero: current.numero })}
        </p>
      </div>
      <div className="lottery-head__clock">
        <span className="lottery-head__label">{left > 0 ? t('lottery.closesIn') : t('lottery.drawing')}</span>
        <span className="lottery-head__countdown tabular" data-testid="lottery-countdown">
          {formatCountdown(left)}
        </span>
      </div>
      <div className="lottery-head__last" data-testid="lottery-last">
        <span className="lottery-head__label">
          {last ? t('lottery.lastNumero', { numero: last.numero }) : t('lottery.lastResult')}
        </span>
        {last?.display ? (
          <ResultBalls family={session.game.family as LotteryFamily} display={last.display} rolling={rolling} />
        ) : (
          <span>{t('lottery.noResult')}</span>
        )}
      </div>
      <p className="lottery-head__commitment" data-testid="lottery-commitment">
        <span className="lottery-head__label">{t('lottery.proof.commitment', { numero: current.numero })}</span>
        <span className="lottery-mono">{current.seedHash}</span>
      </p>
    </header>
  );
}
