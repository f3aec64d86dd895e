import { limits } from '@lotus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon } from '@/components/ui/menu-icons';
import { useMerchant } from '@/features/system';
import { type GameListFilter, gameListQuery } from '../api/get-game-list';
import { useDebounced } from '../hooks/use-debounced';
import { useVendorLanes } from '../hooks/use-game-categories';
import { exclusiveCards, pickerCards, RNG_SUB_TYPES } from '../lib/categories';
import { GameGrid } from './game-grid';
import { SearchIcon } from './game-icons';
import { LaunchHost } from './launch-host';
import { PvpRooms } from './pvp-rooms';
import { VendorCards } from './vendor-grid';
import { VendorPicker } from './vendor-picker';
import './game-list-centre.css';

/** Spec §9 slot filters: games whose minimum bet is 1 or more, and games with 25 lines or more. */
const SLOT_FILTERS = { minBet: 1, lines: 25 } as const;
const SEARCH_DELAY_MS = 300;

/** Bingo (BG) is offered only where the merchant's languages include Thai (spec §2). */
export function subTypesFor(languages: readonly string[] | undefined) {
  return RNG_SUB_TYPES.filter((s) => s !== 'BG' || (languages ?? []).includes('TY'));
}

/**
 * A game-list page (/live, /fish, /rng, /pvp): the vendor dropdown (`?vassalage=`), on slots the sub-type tabs and
 * slot filters, a search, and the games 24 at a time with "load more". /pvp lists the exclusive (MXWIN) slot
 * vendors too, and the card tables.
 */
export function GameListCentre({ category }: { category: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { lanes } = useVendorLanes();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage');
  const [subType, setSubType] = useState<string | null>(null);
  const [minBet, setMinBet] = useState(false);
  const [lines, setLines] = useState(false);
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim(), SEARCH_DELAY_MS);

  const cards = pickerCards(lanes, category);
  const selected = cards.find((c) => c.vassalage === vassalage);
  const gameType = selected?.gameType ?? category;
  const slots = gameType === 'RNG';
  const filter: GameListFilter = {
    gameType,
    vassalage: vassalage ?? undefined,
    gameClassify: slots ? (subType ?? undefined) : undefined,
    keyword: keyword || undefined,
    minBet: slots && minBet ? SLOT_FILTERS.minBet : undefined,
    lines: slots && lines ? SLOT_FILTERS.lines : undefined,
    pageSize: limits.gamePageSizeCategory,
  };
  const query = useInfiniteQuery(gameListQuery(filter));
  const games = query.data?.pages.flatMap((p) => p.games) ?? [];
  const total = query.data?.pages[0]?.total;

  const chooseVendor = (next: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('vassalage', next);
    else nextParams.delete('vassalage');
    setParams(nextParams, { replace: true });
  };

  const exclusive = category === 'PVP' ? exclusiveCards(lanes) : [];

  return (
    <div className="game-list-centre">
      {exclusive.length > 0 ? (
        <section className="section" aria-labelledby="pvp-exclusive">
          <h2 id="pvp-exclusive" className="section__title">
            {t('games.lobby.sections.exclusive')}
          </h2>
          <VendorCards
            cards={exclusive}
            label={t('games.lobby.sections.exclusive')}
            selected={vassalage}
            onSelect={(card) => chooseVendor(card.vassalage === vassalage ? null : card.vassalage)}
          />
        </section>
      ) : null}
      <search className="game-filters" aria-label={t('games.filters.label')}>
        {cards.length > 0 ? <VendorPicker cards={cards} value={vassalage} onChange={chooseVendor} /> : null}
        <label className="game-filters__search">
          <SearchIcon size={18} />
          <span className="visually-hidden">{t('games.filters.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('games.filters.searchPlaceholder')}
            maxLength={60}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {slots ? (
          <div className="game-filters__checks">
            <label className="game-filters__check">
              <input type="checkbox" checked={minBet} onChange={(e) => setMinBet(e.target.checked)} />
              {t('games.filters.minBet', { amount: SLOT_FILTERS.minBet })}
            </label>
            <label className="game-filters__check">
              <input type="checkbox" checked={lines} onChange={(e) => setLines(e.target.checked)} />
              {t('games.filters.lines', { lines: SLOT_FILTERS.lines })}
            </label>
          </div>
        ) : null}
      </search>
      {slots ? (
        <fieldset className="game-subtypes">
          <legend className="visually-hidden">{t('games.filters.subType')}</legend>
          {[null, ...subTypesFor(merchant?.languages)].map((key) => (
            <button
              key={key ?? 'ALL'}
              type="button"
              className="game-subtypes__item"
              aria-pressed={subType === key}
              data-subtype={key ?? 'ALL'}
              onClick={() => setSubType(key)}
            >
              {key ? t(`games.subTypes.${key}`) : t('games.subTypes.ALL')}
            </button>
          ))}
        </fieldset>
      ) : null}
      {total !== undefined && !query.isPending ? (
        <p className="game-list-centre__count" aria-live="polite">
          {t('games.count', { count: total })}
        </p>
      ) : null}
      <GameGrid
        games={games}
        loading={query.isPending}
        skeletons={12}
        label={selected?.displayName ?? t(`categories.${category}` as 'categories.RNG')}
        testId="game-list"
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        empty={
          <EmptyState
            icon={<CategoryIcon category={category} />}
            title={keyword || subType || minBet || lines ? t('games.noMatchTitle') : t('games.emptyTitle')}
            description={keyword || subType || minBet || lines ? t('games.noMatchText') : t('games.emptyText')}
          />
        }
      />
      {category === 'PVP' ? <PvpRooms vassalage={selected?.gameType === 'PVP' ? vassalage : null} /> : null}
      <LaunchHost />
    </div>
  );
}
