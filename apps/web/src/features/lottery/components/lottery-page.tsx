import type { LotteryGame } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { lotteryMenusQuery, lotteryOpenedAllQuery, lotteryRecentQuery } from '../api/lottery-api';
import { clockOffset } from '../hooks/use-server-clock';
import { GameMenu } from './game-menu';
import { LotteryGameView } from './lottery-game';
import './lottery.css';

type LotteryPageName = 'lottery' | 'seaLottery' | 'vnLottery';

export interface LotteryPageProps {
  page: LotteryPageName;
  /** The game of `?gameCode=`; the first game of the page's menu without it. */
  gameCode: string | null;
}

const uniqueGames = (games: readonly LotteryGame[]) => [...new Map(games.map((g) => [g.gameCode, g])).values()];

/** A lottery page (/lottery, /seaLottery, /vnLottery): the games routed to it, and the chosen one open for bets. */
export function LotteryPage({ page, gameCode }: LotteryPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useQuery(lotteryMenusQuery());
  const recent = useQuery(lotteryRecentQuery());
  const opened = useQuery(lotteryOpenedAllQuery());
  const path = `/${page}`;
  const games = uniqueGames(menus.data?.menus.flatMap((m) => m.games) ?? []).filter((g) => g.page === path);
  const recentHere = (recent.data?.list ?? []).filter((g) => g.page === path).slice(0, 4);
  const game = games.find((g) => g.gameCode === gameCode) ?? games[0] ?? null;
  const offset = opened.data ? clockOffset(opened.data.serverTime, opened.dataUpdatedAt) : 0;

  if (menus.isPending) {
    return (
      <div className="lottery" aria-busy="true">
        <Skeleton className="lottery-skeleton" />
      </div>
    );
  }
  if (!game) {
    return <EmptyState title={t('lottery.noGames')} description={t('lottery.noGamesText')} />;
  }
  return (
    <div className="lottery" data-testid="lottery-page">
      <aside className="lottery__menu">
        <GameMenu
          page={page}
          games={games}
          recent={recentHere}
          current={game.gameCode}
          opened={opened.data}
          offset={offset}
        />
      </aside>
      <label className="lottery__switch lottery-field">
        <span>{t('lottery.switchGame')}</span>
        <select
          value={game.gameCode}
          onChange={(e) => void navigate(`${path}?gameCode=${encodeURIComponent(e.currentTarget.value)}`)}
          data-testid="lottery-switch"
        >
          {games.map((g) => (
            <option key={g.gameCode} value={g.gameCode}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <LotteryGameView key={game.gameCode} game={game} />
    </div>
  );
}
