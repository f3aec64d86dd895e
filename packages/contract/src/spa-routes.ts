/**
 * The web app's pages as react-router path patterns, relative to the root (`:name` stands for one path segment). The
 * web app's router is built from these, and the server answers them with the app and 200: any other path gets the app
 * with 404, and the app shows its not-found page. `/` (the home page's index route) is a page too.
 */
export const spaRoutes = {
  // The player site.
  index: 'index',
  indexHtml: 'index.html',
  home: 'home',
  login: 'login',
  register: 'register',
  member: 'member',
  help: 'help',
  feedback: 'feedback',
  sports: 'sports',
  esports: 'esports',
  lott: 'lott',
  elott: 'elott',
  live: 'live',
  fish: 'fish',
  rng: 'rng',
  pvp: 'pvp',
  favorite: 'favorite',
  recent: 'recent',
  promotions: 'promotions',
  fairness: 'fairness',
  lottery: 'lottery',
  seaLottery: 'seaLottery',
  vnLottery: 'vnLottery',
  seamless: 'seamless',
  houseGame: 'house/:gameCode',
  // The back offices.
  console: 'console',
  agent: 'agent',
  agentHome: 'agentHome',
} as const;

export type SpaRoute = (typeof spaRoutes)[keyof typeof spaRoutes];

export const spaRoutePatterns: readonly SpaRoute[] = Object.values(spaRoutes);

function matches(pattern: string, segments: string[]) {
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase())
  );
}

/**
 * Whether a URL path (no query) is one of the app's pages, matched as react-router matches it: case-insensitive,
 * trailing slashes ignored, a `:param` filled by exactly one non-empty segment.
 */
export function isSpaRoute(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return true;
  const segments = trimmed.slice(1).split('/');
  // An empty segment (`//member`, `/house//x`) matches no pattern in react-router either.
  if (segments.includes('')) return false;
  return spaRoutePatterns.some((pattern) => matches(pattern, segments));
}
