import type { GameCategory, rngSubTypes, VASSALAGE_CARD, VendorCard, VendorLane } from '@lotus/contract';

// The contract keeps these two values beside the catalogue's zod schemas: importing them would put zod in the
// first bundle of every page, so they are repeated here, checked against the contract's types.
/** `isGame` of a vendor card that opens a sub-list of the vendor's games. */
export const VASSALAGE: typeof VASSALAGE_CARD = 'VASSALAGE';
/** RNG sub-types: scratch, video poker, jackpot, table games, arcade, bingo (spec §2). */
export const RNG_SUB_TYPES: typeof rngSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

/** Categories that have a page, with its path (spec §2 path-to-category map), in lobby order. */
export const categoryPaths = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lott',
  ELOTT: '/elott',
} as const satisfies Partial<Record<GameCategory, string>>;

export type RoutedCategory = keyof typeof categoryPaths;
export const routedCategories = Object.keys(categoryPaths) as RoutedCategory[];

const isRouted = (title: string): title is RoutedCategory => title in categoryPaths;

/** Sports vendors whose books are e-sports: the client shows them as their own lane (ORIGINAL.md). */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF', 'IA'];

/** Game centres list vendors; the other categories list games (spec §2: excluded from the generic vendor list). */
export const VENDOR_CENTRES: readonly string[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** Spec §2, §9: the slot tab shows the first 10 slot vendors; vendors 10 to 15 are the exclusive games (MXWIN). */
export const SLOT_VENDORS_SHOWN = 10;
export const EXCLUSIVE_VENDOR_SLICE = [10, 15] as const;

/**
 * The categories to offer, in the order the server delivered the lanes: only lanes with at least one vendor,
 * with an e-sports lane derived from the sports vendors that run e-sports books.
 */
export function categoriesFromLanes(lanes: readonly VendorLane[]): RoutedCategory[] {
  const out: RoutedCategory[] = [];
  const add = (c: RoutedCategory) => {
    if (!out.includes(c)) out.push(c);
  };
  for (const lane of lanes) {
    const title = lane.title.toUpperCase();
    if (!isRouted(title) || lane.cards.length === 0) continue;
    if (title === 'SPORTS') {
      const esports = lane.cards.filter((c) => ESPORTS_VENDORS.includes(c.vassalage));
      if (esports.length < lane.cards.length) add('SPORTS');
      if (esports.length > 0) add('ESPORTS');
    } else {
      add(title);
    }
  }
  return out;
}

const laneCards = (lanes: readonly VendorLane[], title: string) =>
  lanes.find((l) => l.title.toUpperCase() === title)?.cards ?? [];

/**
 * The exclusive-games vendors: those the merchant marked exclusive, or else vendors 10 to 15 of the slot lane
 * (spec §9, shown as MXWIN under PVP).
 */
export function exclusiveCards(lanes: readonly VendorLane[]): VendorCard[] {
  const slots = laneCards(lanes, 'RNG');
  const marked = slots.filter((c) => c.exclusive);
  return marked.length > 0 ? marked : slots.slice(...EXCLUSIVE_VENDOR_SLICE);
}

/** The vendor cards of one category (e-sports derived from sports; slots without the exclusive vendors). */
export function cardsOfCategory(lanes: readonly VendorLane[], category: string): VendorCard[] {
  if (category === 'EXCLUSIVE') return exclusiveCards(lanes);
  if (category === 'LOCAL') return laneCards(lanes, 'RNG').filter((c) => c.local);
  if (category === 'ESPORTS') {
    const fromSports = laneCards(lanes, 'SPORTS').filter((c) => ESPORTS_VENDORS.includes(c.vassalage));
    return [...laneCards(lanes, 'ESPORTS'), ...fromSports];
  }
  const cards = laneCards(lanes, category);
  if (category === 'SPORTS') return cards.filter((c) => !ESPORTS_VENDORS.includes(c.vassalage));
  if (category === 'RNG') {
    const exclusive = new Set(exclusiveCards(lanes).map((c) => c.vassalage));
    return cards.filter((c) => !exclusive.has(c.vassalage)).slice(0, SLOT_VENDORS_SHOWN);
  }
  return cards;
}

/** The vendors a game-list page offers: PVP adds the exclusive (MXWIN) slot vendors after its own. */
export function pickerCards(lanes: readonly VendorLane[], category: string): VendorCard[] {
  if (category === 'PVP') return [...cardsOfCategory(lanes, 'PVP'), ...exclusiveCards(lanes)];
  return cardsOfCategory(lanes, category);
}

export type LobbyTab = 'HOME' | 'FAV' | 'EXCLUSIVE' | GameCategory;

/**
 * The home lobby menu (spec §2): HOME, FAV, then the categories as delivered, with the exclusive-games section
 * just before sports (or last when there is no sports lane).
 */
export function lobbyTabs(lanes: readonly VendorLane[]): LobbyTab[] {
  const categories: LobbyTab[] = [];
  for (const lane of lanes) {
    const title = lane.title.toUpperCase() as GameCategory;
    if (lane.cards.length === 0 || categories.includes(title)) continue;
    if (title === 'SPORTS') {
      const esports = lane.cards.some((c) => ESPORTS_VENDORS.includes(c.vassalage));
      if (lane.cards.some((c) => !ESPORTS_VENDORS.includes(c.vassalage))) categories.push('SPORTS');
      if (esports && !categories.includes('ESPORTS')) categories.push('ESPORTS');
    } else {
      categories.push(title);
    }
  }
  if (exclusiveCards(lanes).length > 0) {
    const sports = categories.indexOf('SPORTS');
    categories.splice(sports === -1 ? categories.length : sports, 0, 'EXCLUSIVE');
  }
  return ['HOME', 'FAV', ...categories];
}

/** Whether a vendor card opens the sub-list of its games rather than launching one game. */
export const opensSubList = (card: VendorCard) => card.isGame === VASSALAGE;

/** The single game a direct-launch vendor card stands for (`isGame` carries its node id). */
export function cardNodeId(card: VendorCard): number | null {
  const id = typeof card.isGame === 'number' ? card.isGame : Number(card.isGame);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type StartRoute = { path: string } | { launch: true } | { list: true } | { subList: true };

/**
 * Spec §2 game-start routing: the VN and SEA lottery vendors and lottery categories have their own pages, slot
 * vendor cards open the slot page filtered to the vendor, `VASSALAGE` cards a sub-list, anything else launches.
 */
export function startRoute(target: {
  vassalage: string;
  gameType: string;
  gameCode?: string;
  card?: VendorCard;
}): StartRoute {
  const code = target.gameCode ? `?gameCode=${encodeURIComponent(target.gameCode)}` : '';
  if (target.vassalage === 'TCG_LOTTO_VN') return { path: `/vnLottery${code}` };
  if (target.vassalage === 'TCG_SEA') return { path: `/seaLottery${code}` };
  if (target.gameType === 'LOTT' || target.gameType === 'ELOTT') return { path: `/lottery${code}` };
  if (target.card) {
    if (target.gameType === 'RNG') return { list: true };
    if (opensSubList(target.card)) return { subList: true };
  }
  return { launch: true };
}
