import type { GameCategory, VendorLane } from '@lotus/contract';

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

/** The vendor cards of one category page. */
export function cardsOfCategory(lanes: readonly VendorLane[], category: RoutedCategory) {
  const lane = (title: string) => lanes.find((l) => l.title.toUpperCase() === title);
  if (category === 'ESPORTS') {
    const own = lane('ESPORTS')?.cards ?? [];
    const fromSports = (lane('SPORTS')?.cards ?? []).filter((c) => ESPORTS_VENDORS.includes(c.vassalage));
    return [...own, ...fromSports];
  }
  const cards = lane(category)?.cards ?? [];
  return category === 'SPORTS' ? cards.filter((c) => !ESPORTS_VENDORS.includes(c.vassalage)) : cards;
}
