import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/menu-icons';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { usePromotions } from '../hooks/use-announcements';
import './promotion-list.css';

/**
 * Promotions the merchant publishes; import only from a lazily loaded route (it renders HTML). With a `title` the list
 * follows other content (the reward centre's campaigns): it shows, under that heading, only when it has items.
 */
export function PromotionList({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { promotions, isLoading, isError, refetch } = usePromotions();
  if (title !== undefined && (isLoading || isError || promotions.length === 0)) return null;
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
  // Under the section's own heading, each item's title is one level down.
  const Heading = title === undefined ? 'h2' : 'h3';
  const list = (
    <ul className="promo-list">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="promo-card card">
          <Heading className="promo-card__title">{promotion.title}</Heading>
          <RichText html={promotion.content} />
        </li>
      ))}
    </ul>
  );
  if (title === undefined) return list;
  return (
    <section className="promo-list-section" aria-labelledby="promo-list-title" data-testid="promotion-announcements">
      <h2 id="promo-list-title" className="promo-list-section__title">
        {title}
      </h2>
      {list}
    </section>
  );
}
