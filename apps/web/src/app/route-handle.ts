import type { GameCategory } from '@lotus/contract';
import { useMatches } from 'react-router';
import type { RouteAccess } from './guards';
import type { RouteTitle } from './route-title';

/** Static facts of a route, read by layouts, pages and the session watcher. */
export interface RouteHandle {
  /** `data-testid="page-<page>"` of the page root. */
  page?: string;
  access?: RouteAccess;
  category?: GameCategory;
  /** The tab's title (components/document-title.tsx); routes without one set their own. */
  title?: RouteTitle;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined);
  return merged;
}
