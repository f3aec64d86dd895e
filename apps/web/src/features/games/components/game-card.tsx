import type { GameItem } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { useFavourites } from '../hooks/use-favourites';
import { useStartGame } from '../hooks/use-start-game';
import { offersFreePlay } from '../lib/free-play';
import { useLaunchScreen } from '../stores/launch-store';
import { GameArt } from './game-art';
import { HeartIcon, PlayIcon, WrenchIcon } from './game-icons';
import './game-card.css';

/**
 * A game tile (DESIGN.md): art of fixed shape, vendor badge, name, a heart for favourites, "Play" on hover or focus,
 * and "Try" where the game has free play.
 */
export function GameCard({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  const { playGame } = useStartGame();
  const { isFavourite, toggle } = useFavourites();
  const pending = useLaunchScreen((s) => s.pending === game.nodeId);
  const favourite = isFavourite(game.nodeId);
  return (
    <article className="game-card" data-node-id={game.nodeId} aria-busy={pending || undefined}>
      <div className="game-card__media">
        <button
          type="button"
          className="game-card__play"
          aria-label={t('games.card.play', { name: game.gameName })}
          onClick={() => playGame(game)}
        >
          <GameArt
            path={game.iconUrl}
            ratio="1 / 1"
            fallback={
              <>
                <CategoryIcon category={game.gameType} size={32} />
                <span>{game.gameName}</span>
              </>
            }
          />
          <span className="game-card__overlay" aria-hidden="true">
            {pending ? <span className="btn__spinner" /> : <PlayIcon size={28} />}
          </span>
        </button>
        {game.maintenance ? (
          <span className="game-card__maintenance">
            <WrenchIcon size={14} />
            {t('games.card.maintenance')}
          </span>
        ) : null}
        <button
          type="button"
          className={`game-card__heart${favourite ? ' game-card__heart--on' : ''}`}
          aria-label={t('games.card.favourite', { name: game.gameName })}
          aria-pressed={favourite}
          onClick={() => void toggle(game)}
        >
          <HeartIcon size={18} filled={favourite} />
        </button>
      </div>
      <div className="game-card__footer">
        <span className="game-card__name" title={game.gameName}>
          {game.gameName}
        </span>
        <span className="game-card__row">
          <span className="game-card__vendor">{game.vendorName}</span>
          {offersFreePlay(game) ? (
            <button
              type="button"
              className="game-card__try"
              aria-label={t('games.card.try', { name: game.gameName })}
              onClick={() => playGame(game, { free: true })}
            >
              {t('games.card.tryShort')}
            </button>
          ) : null}
        </span>
      </div>
    </article>
  );
}
