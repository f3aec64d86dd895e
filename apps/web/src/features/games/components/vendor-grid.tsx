import type { VendorCard } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryVendors } from '../hooks/use-game-categories';
import { VendorTile } from './vendor-tile';
import './vendor-grid.css';

/** Vendor cards in a grid, or skeletons while they load. */
export function VendorCards({
  cards,
  loading,
  label,
  selected,
  onSelect,
}: {
  cards: readonly VendorCard[];
  loading?: boolean;
  label?: string;
  selected?: string | null;
  /** Cards choose a vendor instead of starting it. */
  onSelect?: (card: VendorCard) => void;
}) {
  if (loading) {
    return (
      <div className="vendor-grid" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} aspectRatio="12 / 5" />
        ))}
      </div>
    );
  }
  return (
    <ul className="vendor-grid" aria-label={label}>
      {cards.map((card) => (
        <li key={`${card.gameType}-${card.vassalage}`}>
          <VendorTile card={card} selected={selected === card.vassalage} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** The vendors of a game centre page (sports, e-sports, lottery, e-lottery) as the server lists them, or why none. */
export function VendorGrid({ category }: { category: string }) {
  const { t } = useTranslation();
  const { vendors, isLoading, isError, refetch } = useCategoryVendors(category);

  if (isError && vendors.length === 0) {
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
  if (!isLoading && vendors.length === 0) {
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
  return <VendorCards cards={vendors} loading={isLoading} label={t(`categories.${category}` as 'categories.RNG')} />;
}
