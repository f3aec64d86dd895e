import type { TFunction } from 'i18next';

/** What a route's title is made from: the location's query and state, the brand, the texts. */
export interface RouteTitleContext {
  t: TFunction;
  /** Whether the texts hold `key` (in the current language or the English fallback). */
  exists: (key: string) => boolean;
  search: URLSearchParams;
  state: unknown;
  brand: string;
}

/** A route's document title ("<title> · <brand>"); null for the brand alone. */
export type RouteTitle = (context: RouteTitleContext) => string | null;

/** The tab's text: the page's title, then the brand. */
export const documentTitle = (title: string | null, brand: string) => (title ? `${title} · ${brand}` : brand);

/** A title from a key of the texts, when the texts have it, else `fallback`. */
export function titleOf(context: RouteTitleContext, key: string | null, fallback: () => string | null): string | null {
  return key && context.exists(key) ? context.t(key as never) : fallback();
}
