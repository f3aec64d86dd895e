import type { GameItem } from '@lotus/contract';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { GameCard } from './game-card';
import './game-card.css';
import './game-grid.css';

export interface GameGridProps {
  games: readonly GameItem[];
  /** Tiles reserved while the first page loads. */
  loading?: boolean;
  skeletons?: number;
  /** Shown when loading has finished and there is nothing. */
  empty?: ReactNode;
  label?: string;
  /** "Load more": appends the next page (spec §4). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  testId?: string;
  /** Inside a dialog: fewer, wider columns. */
  compact?: boolean;
  /** A home section (at most five games): one full row on wide screens, a row that scrolls sideways on phones. */
  row?: boolean;
}

/** Game tiles in the lobby grid: six columns on desktop, four on tablets, three or two on phones (spec §9). */
export function GameGrid({
  games,
  loading,
  skeletons = 6,
  empty,
  label,
  hasMore,
  loadingMore,
  onLoadMore,
  testId,
  compact,
  row,
}: GameGridProps) {
  const grid = ['game-grid', compact && 'game-grid--compact', row && 'game-grid--row'].filter(Boolean).join(' ');
  const { t } = useTranslation();
  // Games arrive from a query store, whose updates React renders in one go: the tiles follow in a render React can
  // pause for input, and meanwhile the grid keeps what it showed (the skeleton, or the previous games).
  const shown = useDeferredValue(games);
  const arriving = shown.length === 0 && games.length > 0;
  if (loading || arriving) return <GameGridSkeleton count={skeletons} className={grid} label={label} testId={testId} />;
  if (shown.length === 0) return <>{empty}</>;
  return (
    <div className="game-grid__wrap">
      <GameTiles games={shown} className={grid} label={label} testId={testId} />
      {hasMore ? (
        <Button variant="outline" className="game-grid__more" loading={loadingMore} onClick={onLoadMore}>
          {t('games.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

const GameTiles = memo(function GameTiles({
  games,
  className,
  label,
  testId,
}: {
  games: readonly GameItem[];
  className: string;
  label?: string;
  testId?: string;
}) {
  return (
    <ul className={className} aria-label={label} data-testid={testId}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
});

/** Tiles reserved while games load: the same grid, so nothing moves when they arrive. */
export function GameGridSkeleton({
  count = 12,
  className = 'game-grid',
  label,
  testId,
}: {
  count?: number;
  className?: string;
  label?: string;
  testId?: string;
}) {
  return (
    <ul className={className} aria-busy="true" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="game-grid__skeleton">
          <Skeleton aspectRatio="1 / 1" radius="0" />
          <span className="game-grid__skeleton-footer">
            <Skeleton height={14} width="70%" radius={6} />
          </span>
        </li>
      ))}
    </ul>
  );
}
