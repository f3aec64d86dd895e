import type { VendorCard } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { useStartGame } from '../hooks/use-start-game';
import { useLaunchScreen } from '../stores/launch-store';
import { GameArt } from './game-art';
import { WrenchIcon } from './game-icons';
import './vendor-grid.css';

/** A vendor's card in a lane: opens the vendor's games, its page, or launches its one game (spec §2). */
export function VendorTile({
  card,
  selected,
  onSelect,
}: {
  card: VendorCard;
  selected?: boolean;
  /** Instead of starting the vendor: choose it (a filter of the page). */
  onSelect?: (card: VendorCard) => void;
}) {
  const { t } = useTranslation();
  const { openVendor } = useStartGame();
  const pending = useLaunchScreen((s) => s.pending !== null && String(s.pending) === String(card.isGame));
  return (
    <button
      type="button"
      className={`vendor-card card${selected ? ' vendor-card--selected' : ''}`}
      data-vassalage={card.vassalage}
      aria-busy={pending || undefined}
      aria-pressed={onSelect ? selected === true : undefined}
      onClick={() => (onSelect ? onSelect(card) : openVendor(card))}
    >
      <GameArt
        path={card.lagerIcon}
        ratio="12 / 5"
        className="vendor-card__art"
        fallback={<CategoryIcon category={card.gameType} size={36} />}
      />
      <span className="vendor-card__name">
        <span>{card.displayName}</span>
        {card.maintenance ? (
          <span className="vendor-card__maintenance">
            <WrenchIcon size={14} />
            {t('games.card.maintenance')}
          </span>
        ) : null}
      </span>
    </button>
  );
}
