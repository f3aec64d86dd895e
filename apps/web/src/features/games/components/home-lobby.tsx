import type { GameItem, VendorCard, VendorLane } from '@lotus/contract';
import { limits } from '@lotus/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstRender } from '@/components/ui/after-first-render';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryIcon, GamepadIcon } from '@/components/ui/menu-icons';
import { openLogin } from '@/features/auth';
import { useIsLoggedIn } from '@/lib/session';
import { favouriteListQuery } from '../api/favourites';
import { gameListQuery, gamePreviewQuery } from '../api/get-game-list';
import { hotGamesQuery } from '../api/get-hot-games';
import { recentGamesQuery } from '../api/get-recent-games';
import { useVendorLanes } from '../hooks/use-game-categories';
import { cardsOfCategory, categoryPaths, type LobbyTab, lobbyTabs, VENDOR_CENTRES } from '../lib/categories';
import { GameGrid } from './game-grid';
import { HeartIcon } from './game-icons';
import { LaunchHost } from './launch-host';
import { LobbyMenu, lobbyPanelId, lobbyTabId } from './lobby-menu';
import { VendorCards } from './vendor-grid';
import './home-lobby.css';

/** Spec §2: every category list on HOME is cut to five items. */
export const HOME_SECTION_LIMIT = 5;
/** Spec §2: the lobby preview takes 3 slots, 1 live and 1 fishing game; home also loads one sports game. */
const PREVIEW = [
  ['RNG', 3],
  ['LIVE', 1],
  ['FISH', 1],
] as const;

/** The home page's game lobby: the lobby menu and, under it, every section of HOME or one category's list. */
export function HomeLobby() {
  const { lanes } = useVendorLanes();
  const loggedIn = useIsLoggedIn();
  const [tab, setTab] = useState<LobbyTab>('HOME');
  const tabs = lobbyTabs(lanes);
  const current = tabs.includes(tab) && (tab !== 'FAV' || loggedIn) ? tab : 'HOME';

  const select = (next: LobbyTab) => {
    // Spec §2: choosing Favourites as a guest opens the login dialog instead.
    if (next === 'FAV' && !loggedIn) openLogin();
    else setTab(next);
  };

  return (
    <div className="home-lobby">
      <LobbyMenu tabs={tabs} value={current} onSelect={select} />
      <div id={lobbyPanelId} role="tabpanel" aria-labelledby={lobbyTabId(current)} className="home-lobby__panel">
        {current === 'HOME' ? <HomeSections /> : null}
        {current === 'FAV' ? <FavouritesPanel /> : null}
        {current !== 'HOME' && current !== 'FAV' ? <CategoryPanel key={current} category={current} /> : null}
      </div>
      <LaunchHost />
    </div>
  );
}

function LobbySection({
  name,
  title,
  more,
  children,
}: {
  name: string;
  title: string;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="lobby-section" aria-labelledby={id} data-section={name}>
      <div className="lobby-section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="lobby-section__more">
            {t('games.lobby.more')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function GamesSection({
  name,
  title,
  more,
  games,
  loading,
}: {
  name: string;
  title: string;
  more?: string;
  games: readonly GameItem[] | undefined;
  loading: boolean;
}) {
  if (!loading && (games ?? []).length === 0) return null;
  return (
    <LobbySection name={name} title={title} more={more}>
      <GameGrid
        games={(games ?? []).slice(0, HOME_SECTION_LIMIT)}
        loading={loading}
        skeletons={HOME_SECTION_LIMIT}
        label={title}
        row
      />
    </LobbySection>
  );
}

function VendorSection({
  name,
  title,
  more,
  cards,
}: {
  name: string;
  title: string;
  more?: string;
  cards: readonly VendorCard[];
}) {
  if (cards.length === 0) return null;
  return (
    <LobbySection name={name} title={title} more={more}>
      <VendorCards cards={cards.slice(0, HOME_SECTION_LIMIT)} label={title} />
    </LobbySection>
  );
}

/** HOME: the §2 sections in order; a section without content is left out. */
function HomeSections() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { lanes, isLoading: lanesLoading, isError, refetch } = useVendorLanes();
  const recent = useQuery(recentGamesQuery(loggedIn));
  const hot = useQuery(hotGamesQuery);
  const favourites = useInfiniteQuery(favouriteListQuery(limits.gamePageSizeHome, loggedIn));
  const slots = useQuery(gamePreviewQuery(PREVIEW[0][0], PREVIEW[0][1]));
  const live = useQuery(gamePreviewQuery(PREVIEW[1][0], PREVIEW[1][1]));
  const fish = useQuery(gamePreviewQuery(PREVIEW[2][0], PREVIEW[2][1]));
  const sports = useQuery(gamePreviewQuery('SPORTS', 1));
  const preview = [...(slots.data ?? []), ...(live.data ?? []), ...(fish.data ?? [])];
  // The category sections are the largest part of HOME: when the lanes or the sports game arrive (a synchronous
  // store update), they render in a deferred, interruptible pass instead of inside that update.
  const categoryLanes = useDeferredValue(lanes);
  const sportsGame = useDeferredValue(sports.data?.[0]);

  if (!lanesLoading && lanes.length === 0) {
    return isError ? (
      <EmptyState
        icon={<GamepadIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<GamepadIcon />} title={t('games.lobby.emptyTitle')} description={t('games.lobby.emptyText')} />
    );
  }

  return (
    <div className="home-sections">
      {loggedIn ? (
        <GamesSection
          name="recent"
          title={t('games.lobby.sections.recent')}
          more="/recent"
          games={recent.data}
          loading={recent.isPending}
        />
      ) : null}
      <GamesSection name="hot" title={t('games.lobby.sections.hot')} games={hot.data} loading={hot.isPending} />
      <GamesSection
        name="lobby"
        title={t('games.lobby.sections.lobby')}
        games={preview}
        loading={slots.isPending || live.isPending || fish.isPending}
      />
      {loggedIn ? (
        <GamesSection
          name="favourites"
          title={t('games.lobby.sections.favourites')}
          more="/favorite"
          games={favourites.data?.pages[0]?.content}
          loading={favourites.isPending}
        />
      ) : null}
      {/* Until the category sections render, their place is held below the fold: what follows them (the winner
          board) is not on screen first and then pushed away. */}
      {categoryLanes.length === 0 ? (
        <div className="home-sections__reserve" />
      ) : (
        <AfterFirstRender fallback={<div className="home-sections__reserve" />}>
          <CategorySections lanes={categoryLanes} sportsGame={sportsGame} />
        </AfterFirstRender>
      )}
    </div>
  );
}

/**
 * HOME's sections per category, under the game lists: rendered after the first view, and again only when the lanes
 * or the sports game change (not with every other list that arrives).
 */
const CategorySections = memo(function CategorySections({
  lanes,
  sportsGame,
}: {
  lanes: readonly VendorLane[];
  sportsGame: GameItem | undefined;
}) {
  const { t } = useTranslation();
  const category = (key: string) => t(`categories.${key}` as 'categories.RNG');
  const cards = (key: string) => cardsOfCategory(lanes, key);
  return (
    <>
      <VendorSection name="slots" title={category('RNG')} more={categoryPaths.RNG} cards={cards('RNG')} />
      <VendorSection name="live" title={category('LIVE')} more={categoryPaths.LIVE} cards={cards('LIVE')} />
      <VendorSection name="fish" title={category('FISH')} more={categoryPaths.FISH} cards={cards('FISH')} />
      {sportsGame ? (
        <LobbySection name="sports" title={category('SPORTS')} more={categoryPaths.SPORTS}>
          <GameGrid games={[sportsGame]} label={category('SPORTS')} />
        </LobbySection>
      ) : null}
      <VendorSection name="esports" title={category('ESPORTS')} more={categoryPaths.ESPORTS} cards={cards('ESPORTS')} />
      <VendorSection name="pvp" title={category('PVP')} more={categoryPaths.PVP} cards={cards('PVP')} />
      <VendorSection name="cockfight" title={category('COCKFIGHT')} cards={cards('COCKFIGHT')} />
      <VendorSection name="exclusive" title={t('games.lobby.sections.exclusive')} cards={cards('EXCLUSIVE')} />
      <VendorSection name="local" title={t('games.lobby.sections.local')} cards={cards('LOCAL')} />
      <VendorSection name="elott" title={category('ELOTT')} more={categoryPaths.ELOTT} cards={cards('ELOTT')} />
    </>
  );
});

/** FAV: the member's favourites, 12 at a time. */
function FavouritesPanel() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(favouriteListQuery(limits.gamePageSizeHome, true));
  return (
    <GameGrid
      games={query.data?.pages.flatMap((p) => p.content) ?? []}
      loading={query.isPending}
      label={t('games.lobby.tabs.FAV')}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      empty={
        <EmptyState
          icon={<HeartIcon />}
          title={t('pages.favorite.emptyTitle')}
          description={t('pages.favorite.emptyText')}
        />
      }
    />
  );
}

/** One category of the lobby menu: vendor cards for the game centres and exclusive games, otherwise its games. */
function CategoryPanel({ category }: { category: Exclude<LobbyTab, 'HOME' | 'FAV'> }) {
  const { t } = useTranslation();
  const { lanes } = useVendorLanes();
  const vendorsOnly = category === 'EXCLUSIVE' || VENDOR_CENTRES.includes(category);
  const query = useInfiniteQuery({
    ...gameListQuery({ gameType: category, pageSize: limits.gamePageSizeHome }),
    enabled: !vendorsOnly,
  });
  if (vendorsOnly)
    return <VendorCards cards={cardsOfCategory(lanes, category)} label={t(`games.lobby.tabs.${category}`)} />;
  return (
    <GameGrid
      games={query.data?.pages.flatMap((p) => p.games) ?? []}
      loading={query.isPending}
      label={t(`games.lobby.tabs.${category}`)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      empty={
        <EmptyState
          icon={<CategoryIcon category={category} />}
          title={t('games.emptyTitle')}
          description={t('games.emptyText')}
        />
      }
    />
  );
}
