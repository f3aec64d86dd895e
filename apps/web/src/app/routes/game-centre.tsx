import { bannerGroups } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type RoutedCategory, VendorGrid } from '@/features/games';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/**
 * Game centre (sports, e-sports, lottery, e-lottery) and game-list centre (live, fishing, slots with `vassalage`,
 * cards) pages: the category's banners and its vendors; the game lists arrive with the games feature.
 */
export default function GameCentreRoute() {
  const { t } = useTranslation();
  const { page = 'rng', category = 'RNG' } = useRouteHandle();
  const [params] = useSearchParams();
  const routed = category as RoutedCategory;
  return (
    <PageFrame
      name={page}
      title={t(`categories.${routed}`)}
      subtitle={t(`games.subtitles.${routed}`)}
      bannerGroup={bannerGroups[category as keyof typeof bannerGroups]}
    >
      <VendorGrid category={routed} selected={params.get('vassalage')} />
    </PageFrame>
  );
}
