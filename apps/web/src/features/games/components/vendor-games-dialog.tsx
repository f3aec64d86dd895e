import type { VendorCard } from '@lotus/contract';
import { limits } from '@lotus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { gameListQuery } from '../api/get-game-list';
import { closeLaunchScreen } from '../stores/launch-store';
import { GameGrid } from './game-grid';

/** The popup game list of a vendor card flagged `VASSALAGE` (spec §2). */
export default function VendorGamesDialog({ card }: { card: VendorCard }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(
    gameListQuery({ gameType: card.gameType, vassalage: card.vassalage, pageSize: limits.gamePageSizeCategory }),
  );
  const games = query.data?.pages.flatMap((p) => p.games) ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : closeLaunchScreen())}
      title={card.displayName}
      size="lg"
      testId="vendor-games-dialog"
    >
      <GameGrid
        compact
        games={games}
        loading={query.isPending}
        label={card.displayName}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        empty={<EmptyState compact icon={<CategoryIcon category={card.gameType} />} title={t('games.emptyTitle')} />}
      />
    </Dialog>
  );
}
