import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/menu-icons';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { usePromotions } from '../hooks/use-announcements';
import './promotion-list.css';

/** Promotions the merchant publishes; import only from a lazily loaded route (it renders HTML). */
export function PromotionList() {
  const { t } = useTranslation();
  const { promotions, isLoading, isError, refetch } = usePromotions();
  if (isLoading) {
    return (
      <div className="promo-list" aria-busy="true">
        <Skeleton height={160} />
        <Skeleton height={160} />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={<GiftIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (promotions.length === 0) {
    return (
      <EmptyState
        icon={<GiftIcon />}
        title={t('pages.promotions.emptyTitle')}
        description={t('pages.promotions.emptyText')}
      />
    );
  }
  return (
    <ul className="promo-list">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="promo-card card">
          <h2 className="promo-card__title">{promotion.title}</h2>
          <RichText html={promotion.content} />
        </li>
      ))}
    </ul>
  );
}
