import { bannerGroups } from '@lotus/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGridSkeleton, GameListCentre, LaunchHost, VENDOR_CENTRES, VendorGrid } from '@/features/games';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/**
 * Game centre pages (sports, e-sports, lottery, e-lottery: the vendors) and game-list pages (live, fishing, slots
 * with `?vassalage=`, cards: the games with their filters), each under its category's banners (spec §2).
 */
export default function GameCentreRoute() {
  const { t } = useTranslation();
  const { page = 'rng', category = 'RNG' } = useRouteHandle();
  return (
    <PageFrame
      name={page}
      title={t(`categories.${category}`)}
      subtitle={t(`games.subtitles.${category}`)}
      bannerGroup={bannerGroups[category as keyof typeof bannerGroups]}
    >
      {VENDOR_CENTRES.includes(category) ? (
        <>
          <VendorGrid category={category} />
          <LaunchHost />
        </>
      ) : (
        <Suspense fallback={<GameGridSkeleton />}>
          <GameListCentre key={category} category={category} />
        </Suspense>
      )}
    </PageFrame>
  );
}
