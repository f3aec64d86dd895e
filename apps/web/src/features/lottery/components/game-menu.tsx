import type { LotteryGame, LotteryOpenedAll } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCountdown } from '@/lib/format';
import { useServerNow } from '../hooks/use-server-clock';

export interface GameMenuProps {
  page: string;
  games: readonly LotteryGame[];
  recent: readonly LotteryGame[];
  current: string;
  opened: LotteryOpenedAll | undefined;
  offset: number;
}

/** The side menu: the page's games and the member's recent ones, each with the countdown of its open period. */
export function GameMenu({ page, games, recent, current, opened, offset }: GameMenuProps) {
  const { t } = useTranslation();
  const now = useServerNow(offset);
  const closing = new Map(opened?.list.map((p) => [p.gameCode, p.closesAt]));
  const item = (game: LotteryGame) => {
    const closesAt = closing.get(game.gameCode);
    return (
      <li key={game.gameCode}>
        <Link
          to={`/${page}?gameCode=${encodeURIComponent(game.gameCode)}`}
          className="lottery-menu__game"
          aria-current={game.gameCode === current ? 'page' : undefined}
          data-testid="lottery-menu-game"
        >
          <span className="lottery-menu__name">{game.name}</span>
          <span className="lottery-menu__time tabular">
            {closesAt === undefined ? '—' : formatCountdown(closesAt - now)}
          </span>
        </Link>
      </li>
    );
  };
  return (
    <nav className="lottery-menu" aria-label={t('lottery.games')}>
      {recent.length > 0 ? (
        <>
          <h2 className="lottery-menu__title">{t('lottery.recent')}</h2>
          <ul>{recent.map(item)}</ul>
        </>
      ) : null}
      <h2 className="lottery-menu__title">{t('lottery.games')}</h2>
      <ul>{games.map(item)}</ul>
    </nav>
  );
}
