import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryVendors } from '../hooks/use-game-categories';
import type { RoutedCategory } from '../lib/categories';
import './vendor-grid.css';

/** The vendors of a category page as the server lists them, or why there are none. */
export function VendorGrid({ category, selected }: { category: RoutedCategory; selected?: string | null }) {
  const { t } = useTranslation();
  const { vendors, isLoading, isError, refetch } = useCategoryVendors(category);

  if (isLoading) {
    return (
      <div className="vendor-grid" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} aspectRatio="16 / 9" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={<CategoryIcon category={category} />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (vendors.length === 0) {
    return (
      <EmptyState
        icon={<CategoryIcon category={category} />}
        title={t('games.emptyTitle')}
        description={t('games.emptyText')}
        action={
          <Link to="/" className="btn btn--outline btn--md">
            {t('games.backToLobby')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="vendor-grid">
      {vendors.map((vendor) => (
        <li
          key={vendor.vassalage}
          className={`vendor-card card${selected === vendor.vassalage ? ' vendor-card--selected' : ''}`}
        >
          {vendor.lagerIcon ? (
            <img className="vendor-card__art" src={vendor.lagerIcon} alt="" loading="lazy" />
          ) : (
            <span className="vendor-card__art vendor-card__art--plain" aria-hidden="true">
              <CategoryIcon category={category} size={36} />
            </span>
          )}
          <span className="vendor-card__name">{vendor.displayName}</span>
        </li>
      ))}
    </ul>
  );
}
