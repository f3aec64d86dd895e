import { useTranslation } from 'react-i18next';
import { PromotionList } from '@/features/announcements/promotions';
import { PromotionCampaigns } from '@/features/promotions/campaigns';
import { useFeature } from '@/features/system';
import { PageFrame } from '../components/page-frame';

/**
 * Promotions (spec §2): the brand's campaigns with the visitor's state in each when it runs a reward centre, and its
 * promotion announcements below them (on their own without one).
 */
export default function PromotionsRoute() {
  const { t } = useTranslation();
  const rewardCentre = useFeature('REWCEN3');
  return (
    <PageFrame name="promotions" title={t('pages.promotions.title')} subtitle={t('pages.promotions.subtitle')}>
      {rewardCentre ? (
        <PromotionCampaigns after={<PromotionList title={t('promotionsCentre.announcements')} />} />
      ) : (
        <PromotionList />
      )}
    </PageFrame>
  );
}
