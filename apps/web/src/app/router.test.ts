import { isSpaRoute, spaRoutePatterns } from '@lotus/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadFullCatalogue } from '@/lib/i18n';
import type { RouteHandle } from './route-handle';
import { documentTitle } from './route-title';
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

describe('the tab title of each page', () => {
  beforeAll(async () => {
    await loadFullCatalogue();
    await changeLanguage('CN');
  });
  afterAll(() => changeLanguage('EN'));

  /** What components/document-title.tsx sets at `url`; undefined where the page sets its own. */
  const titleAt = (url: string, lng: 'en' | 'zh-CN') => {
    const { pathname, searchParams } = new URL(url, 'https://site.example');
    const handle = (matchRoutes(routes, pathname) ?? [])
      .map((match) => match.route.handle as RouteHandle | undefined)
      .reverse()
      .find((h) => h?.title);
    if (!handle?.title) return undefined;
    const t = i18n.getFixedT(lng);
    const context = { t, exists: (key: string) => i18n.exists(key, { lng }), search: searchParams, state: null };
    return documentTitle(handle.title({ ...context, brand: 'Lotus' }), 'Lotus');
  };

  it("names the page, then the brand, in the visitor's language", () => {
    expect(titleAt('/member?tab=depositv2', 'en')).toBe('Deposit · Lotus');
    expect(titleAt('/member?tab=depositv2', 'zh-CN')).toBe('存款 · Lotus');
    expect(titleAt('/member?tab=withdraw', 'en')).toBe('Withdraw · Lotus');
    expect(titleAt('/member?tab=nonsense', 'en')).toBe('Member centre · Lotus');
    expect(titleAt('/sports', 'zh-CN')).toBe('体育 · Lotus');
    expect(titleAt('/agentHome?page=agentTeamOverview', 'en')).toBe('Team overview · Lotus');
    expect(titleAt('/', 'en')).toBe('Lotus');
    expect(titleAt('/no-such-page', 'en')).toMatch(/ · Lotus$/);
  });

  it('gives every page of the site a title of its own (the console and a house game set theirs)', () => {
    for (const pattern of spaRoutePatterns) {
      const pathname = `/${pattern.replace(/:\w+/g, 'x1')}`;
      const title = titleAt(pathname, 'en');
      // /login only redirects home (with the dialog open).
      if (['console', 'house/:gameCode', 'login'].includes(pattern)) expect(title, pathname).toBeUndefined();
      else if (['', 'index', 'index.html', 'home', 'register'].includes(pattern)) expect(title, pathname).toBe('Lotus');
      else expect(title, pathname).toMatch(/^[^·]+ · Lotus$/);
    }
  });
});
