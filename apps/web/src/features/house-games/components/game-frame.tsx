import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseGame } from '../hooks/use-house-game';
import { gameMoney } from '../lib/money';
import { FairnessPanel } from './fairness-panel';
import { SymbolDefs } from './symbols';
import './house-games.css';

export interface GameFrameProps {
  game: HouseGame;
  /** The play button's words (Spin, Buy a card …). */
  playLabel: string;
  stage: ReactNode;
  /** What the last round gave, in the game's own terms (lines, prize, segment). */
  outcome?: ReactNode;
  /** Controls of the game beside the play button (pay table, reveal all). */
  extra?: ReactNode;
  /** Above the stage: the jackpot counter. */
  marquee?: ReactNode;
  /** The press of the play button, when the game animates around the request (defaults to `game.play`). */
  onPlay?: () => void;
}

/**
 * The frame every house game shares: balance, free-play badge, stake, the play button (one round per press, locked
 * while one is in flight or on screen), the last win, what to do after a failure, and the fairness panel.
 */
export function GameFrame({ game, playLabel, stage, outcome, extra, marquee, onPlay }: GameFrameProps) {
  const { t } = useTranslation();
  const { session, error } = game;
  const { currency, freePlay } = session;
  const money = (amount: number) => gameMoney(amount, currency, freePlay);
  const stakes = session.game.stakes;
  const index = Math.max(0, stakes.indexOf(game.stake));
  const locked = game.playing || game.presenting || game.retryPending;
  const ended = error?.kind === 'expired';

  return (
    <div className="hg" data-game={session.game.code} data-testid="house-game">
      <SymbolDefs />
      <header className="hg__bar">
        <div className="hg__title">
          <h1>{session.game.name}</h1>
          {freePlay ? (
            <span className="hg__badge" data-testid="house-free-play" title={t('houseGames.freePlayHint')}>
              {t('houseGames.freePlay')}
            </span>
          ) : null}
        </div>
        <div className="hg__wallet">
          <span className="hg__wallet-label">{freePlay ? t('houseGames.chips') : t('houseGames.balance')}</span>
          <output className="hg__balance amount" data-testid="house-balance" aria-live="polite">
            {money(game.balance)}
          </output>
        </div>
      </header>

      <div className="hg__body">
        <main className="hg__main">
          {marquee}
          <div className="hg__stage">{stage}</div>

          <div className="hg__result" data-testid="house-result" aria-live="polite">
            {game.lastWin !== null ? (
              game.lastWin > 0 ? (
                <span className="hg__win">{t('houseGames.win', { amount: money(game.lastWin) })}</span>
              ) : (
                <span className="hg__nowin">{t('houseGames.noWin')}</span>
              )
            ) : (
              <span className="hg__nowin">{game.presenting ? t('houseGames.goodLuck') : t('houseGames.ready')}</span>
            )}
            {outcome}
          </div>

          {error ? (
            <div className="hg__error" role="alert" data-testid="house-error" data-kind={error.kind}>
              <p>
                {error.kind === 'refused'
                  ? t('houseGames.errors.refused', { message: error.message })
                  : t(`houseGames.errors.${error.kind}`)}
              </p>
            </div>
          ) : null}

          <div className="hg__controls">
            <fieldset className="hg__stake" disabled={locked || ended}>
              <legend>{t('houseGames.stake')}</legend>
              <button
                type="button"
                className="hg__step"
                aria-label={t('houseGames.lowerStake')}
                disabled={index <= 0}
                onClick={() => game.setStake(stakes[index - 1] ?? game.stake)}
              >
                −
              </button>
              <output className="hg__stake-value tabular" data-testid="house-stake">
                {money(game.nextStake)}
              </output>
              <button
                type="button"
                className="hg__step"
                aria-label={t('houseGames.higherStake')}
                disabled={index >= stakes.length - 1}
                onClick={() => game.setStake(stakes[index + 1] ?? game.stake)}
              >
                +
              </button>
            </fieldset>
            <button
              type="button"
              className="hg__play"
              data-testid="house-play"
              disabled={game.playing || game.presenting || ended}
              aria-busy={game.playing || undefined}
              onClick={() => (onPlay ? onPlay() : void game.play())}
            >
              {game.playing ? <span className="btn__spinner" aria-hidden="true" /> : null}
              {game.retryPending ? t('houseGames.retry') : playLabel}
            </button>
            {extra ? <div className="hg__extra">{extra}</div> : null}
          </div>
        </main>
        <aside className="hg__side">
          <FairnessPanel game={game} />
        </aside>
      </div>
    </div>
  );
}
