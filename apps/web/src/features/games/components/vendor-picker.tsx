import type { VendorCard } from '@lotus/contract';
import { limits } from '@lotus/contract';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameArt } from './game-art';
import { ChevronIcon } from './game-icons';
import './vendor-picker.css';

/**
 * The vendor dropdown of the game-list pages. Above 10 vendors it opens as a large panel of logos in columns
 * (spec §9), otherwise as a short list.
 */
export function VendorPicker({
  cards,
  value,
  onChange,
}: {
  cards: readonly VendorCard[];
  value: string | null;
  onChange: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const large = cards.length > limits.vendorDropdownLargeAbove;
  const selected = cards.find((c) => c.vassalage === value);
  const choose = (next: string | null) => {
    setOpen(false);
    onChange(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="vendor-picker__trigger">
        <span className="vendor-picker__label">{t('games.filters.vendor')}</span>
        <span className="vendor-picker__value">{selected?.displayName ?? t('games.filters.allVendors')}</span>
        <ChevronIcon size={16} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={`vendor-picker${large ? ' vendor-picker--large' : ''}`}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          data-testid="vendor-picker"
          data-layout={large ? 'large' : 'list'}
        >
          <ul className="vendor-picker__list" aria-label={t('games.filters.vendor')}>
            <li>
              <button
                type="button"
                className="vendor-picker__item"
                aria-pressed={value === null}
                onClick={() => choose(null)}
              >
                {t('games.filters.allVendors')}
              </button>
            </li>
            {cards.map((card) => (
              <li key={`${card.gameType}-${card.vassalage}`}>
                <button
                  type="button"
                  className="vendor-picker__item"
                  aria-pressed={value === card.vassalage}
                  onClick={() => choose(card.vassalage)}
                >
                  {large ? (
                    <GameArt path={card.lagerIcon} ratio="12 / 5" className="vendor-picker__art" fallback={null} />
                  ) : null}
                  <span>{card.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
