import { useTranslation } from 'react-i18next';
import { PromotionList } from '@/features/announcements/promotions';
import { PageFrame } from '../components/page-frame';

export default function PromotionsRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="promotions" title={t('pages.promotions.title')} subtitle={t('pages.promotions.subtitle')}>
      <PromotionList />
    </PageFrame>
  );
}
