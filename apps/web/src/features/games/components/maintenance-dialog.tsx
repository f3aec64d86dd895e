import type { GameItem } from '@lotus/contract';
import { MAINTENANCE_RECOMMENDATIONS_MAX } from '@lotus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { gameListQuery } from '../api/get-game-list';
import { closeLaunchScreen } from '../stores/launch-store';
import { GameGrid } from './game-grid';
import { WrenchIcon } from './game-icons';

/**
 * The game-under-maintenance screen (spec §2): the game or vendor is closed for now, with playable games of the
 * same category instead — the server's recommendations after a refused launch, or the category's open games when
 * the lobby already knew.
 */
export default function MaintenanceDialog({
  title,
  gameType,
  recommendations,
}: {
  title: string;
  gameType: string;
  recommendations: GameItem[] | null;
}) {
  const { t } = useTranslation();
  const fallback = useInfiniteQuery({
    ...gameListQuery({ gameType, pageSize: 24 }),
    enabled: recommendations === null,
  });
  const games =
    recommendations ??
    (fallback.data?.pages[0]?.games ?? []).filter((g) => !g.maintenance).slice(0, MAINTENANCE_RECOMMENDATIONS_MAX);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : closeLaunchScreen())}
      title={t('games.maintenance.title', { name: title })}
      description={t('games.maintenance.text')}
      size="lg"
      testId="game-maintenance-dialog"
    >
      <section className="maintenance-recommendations" aria-label={t('games.maintenance.recommended')}>
        <h3 className="section__title">{t('games.maintenance.recommended')}</h3>
        <GameGrid
          compact
          games={games}
          loading={recommendations === null && fallback.isPending}
          skeletons={3}
          label={t('games.maintenance.recommended')}
          testId="maintenance-recommendations"
          empty={<EmptyState compact icon={<WrenchIcon />} title={t('games.maintenance.none')} />}
        />
      </section>
    </Dialog>
  );
}
