import { isSpaRoute, spaRoutePatterns } from '@lotus/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path pattern the router matches, joined with its parents', without the leading slash; '' is the index. */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    return [...(route.path !== undefined || route.index ? [own] : []), ...routePaths(route.children ?? [], own)];
  });
}

const isNotFound = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

describe("the router's pages and the contract's list the server answers with 200", () => {
  const paths = routePaths(routes).filter((path) => path !== '*');

  it('are the same patterns', () => {
    expect([...new Set(paths)].sort()).toEqual(['', ...spaRoutePatterns].sort());
  });

  it('agree on what is a page and what is not found', () => {
    const samples = ['/', '/member', '/Member/', '/house/dice', '/console', '/agentHome', '/index.html', '/promotions'];
    const others = ['/no-such-page', '/member/x', '/house', '/console/members', '/assets/gone.js', '/house/a/b'];
    for (const pathname of [...samples, ...others]) {
      expect(isSpaRoute(pathname), pathname).toBe(!isNotFound(pathname));
    }
    // Each pattern, its parameters filled in.
    for (const pattern of spaRoutePatterns) {
      const pathname = `/${pattern.replace(/:\w+/g, 'x1')}`;
      expect(isNotFound(pathname), pathname).toBe(false);
      expect(isSpaRoute(pathname), pathname).toBe(true);
    }
  });
});
