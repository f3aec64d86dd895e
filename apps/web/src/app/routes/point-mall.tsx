import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/menu-icons';
import { PageFrame } from '../components/page-frame';

export default function PointMallRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame name="pointMall" title={t('pages.pointMall.title')} subtitle={t('pages.pointMall.subtitle')}>
      <EmptyState
        icon={<GiftIcon />}
        title={t('pages.pointMall.emptyTitle')}
        description={t('pages.pointMall.emptyText')}
      />
    </PageFrame>
  );
}
