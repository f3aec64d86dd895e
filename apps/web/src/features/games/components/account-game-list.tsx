import { limits } from '@lotus/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/menu-icons';
import { favouriteListQuery } from '../api/favourites';
import { recentGamesQuery } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import { HeartIcon } from './game-icons';
import { LaunchHost } from './launch-host';

/**
 * /favorite and /recent: the member's games, 24 at a time; "load more" appends the next page (spec §4). Recent
 * games arrive as one short list, so their pages are cut here.
 */
export function AccountGameList({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const favourites = useInfiniteQuery(favouriteListQuery(limits.gamePageSizeCategory, kind === 'favorite'));
  const recent = useQuery(recentGamesQuery(kind === 'recent'));
  const [recentShown, setRecentShown] = useState<number>(limits.gamePageSizeCategory);
  const query = kind === 'favorite' ? favourites : recent;

  const games =
    kind === 'favorite'
      ? (favourites.data?.pages.flatMap((p) => p.content) ?? [])
      : (recent.data ?? []).slice(0, recentShown);
  const hasMore = kind === 'favorite' ? favourites.hasNextPage : (recent.data ?? []).length > recentShown;
  const loadMore = () => {
    if (kind === 'favorite') void favourites.fetchNextPage();
    else setRecentShown((n) => n + limits.gamePageSizeCategory);
  };

  if (query.isError && games.length === 0) {
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <GameGrid
        games={games}
        loading={query.isPending}
        skeletons={12}
        label={t(`pages.${kind}.title`)}
        testId={`${kind}-games`}
        hasMore={hasMore}
        loadingMore={favourites.isFetchingNextPage}
        onLoadMore={loadMore}
        empty={
          <EmptyState
            icon={kind === 'favorite' ? <HeartIcon /> : <ClockIcon />}
            title={t(`pages.${kind}.emptyTitle`)}
            description={t(`pages.${kind}.emptyText`)}
            action={
              <Link to="/" className="btn btn--accent btn--md">
                {t('games.backToLobby')}
              </Link>
            }
          />
        }
      />
      <LaunchHost />
    </>
  );
}
