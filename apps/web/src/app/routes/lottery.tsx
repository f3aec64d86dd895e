import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { PageFrame } from '../components/page-frame';
import { useRouteHandle } from '../route-handle';

/** Lottery lobbies (/lottery, /seaLottery, /vnLottery with `gameCode`); login required, no footer. */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const { page = 'lottery' } = useRouteHandle();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const key = page === 'seaLottery' || page === 'vnLottery' ? page : 'lottery';
  return (
    <PageFrame
      name={key}
      title={t(`pages.${key}.title`)}
      subtitle={gameCode ? t('pages.lottery.game', { gameCode }) : undefined}
    >
      <EmptyState
        icon={<CategoryIcon category="LOTT" />}
        title={t('pages.lottery.emptyTitle')}
        description={t('pages.lottery.emptyText')}
      />
    </PageFrame>
  );
}
