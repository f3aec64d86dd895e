import { type GameCategory, spaRoutes } from '@lotus/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { openLogin, openRegister } from '@/features/auth';
import { loadChunk, loadFirstViewChunk } from '@/lib/lazy';
import { getToken } from '@/lib/session';
import { BootShell } from './components/boot-shell';
import { guard, isSafeReturnPath, type RouteAccess } from './guards';
import { Root } from './root';
import type { RouteHandle } from './route-handle';
import { RootError, RouteError } from './routes/route-error';

/** A page whose code loads on first visit, within the chunk time-out of spec §8. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await loadChunk(load)).default,
});

/**
 * Layouts load in parallel with the page they frame, keeping them out of the start-up bundle. The main layout and the
 * home page are the first view: they do not wait for the rest of the texts.
 */
const mainLayout = async () => ({
  Component: (await loadFirstViewChunk(() => import('./layouts/main-layout'))).MainLayout,
});
const gameLayout = async () => ({
  Component: (await loadFirstViewChunk(() => import('./layouts/main-layout'))).GameLayout,
});

const home = async () => ({ Component: (await loadFirstViewChunk(() => import('./routes/home'))).default });
const gameCentre = lazyPage(() => import('./routes/game-centre'));
const accountGames = lazyPage(() => import('./routes/account-games'));
const lottery = lazyPage(() => import('./routes/lottery'));

function page(
  path: string,
  lazy: RouteObject['lazy'],
  handle: RouteHandle & { page: string },
  access: RouteAccess = 'public',
): RouteObject {
  return {
    path,
    lazy,
    handle: { ...handle, access },
    ...(access === 'public' ? {} : { loader: guard(access) }),
  };
}

const category = (path: string, name: GameCategory) => page(path, gameCentre, { page: path, category: name });

/** /login: the home page with the login dialog open, at / (spec §2). */
export function loginLoader({ request }: LoaderFunctionArgs) {
  if (!getToken()) {
    const returnTo = new URL(request.url).searchParams.get('redirect');
    openLogin({ returnTo: isSafeReturnPath(returnTo) ? returnTo : null });
  }
  return redirect('/');
}

/** /register: the home page with the register dialog open; a link's referral and affiliate codes go to the form. */
export function registerLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!getToken()) {
    openRegister({ referralCode: params.get('referralCode'), affiliateCode: params.get('affiliateCode') });
  }
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    errorElement: <RootError />,
    HydrateFallback: BootShell,
    children: [
      {
        lazy: mainLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: home, handle: { page: 'home' } },
              page(spaRoutes.index, home, { page: 'home' }),
              page(spaRoutes.indexHtml, home, { page: 'home' }),
              page(spaRoutes.home, home, { page: 'home' }),
              { path: spaRoutes.login, loader: loginLoader },
              { path: spaRoutes.register, loader: registerLoader, lazy: home, handle: { page: 'home' } },
              page(
                spaRoutes.member,
                lazyPage(() => import('./routes/member')),
                { page: 'member' },
                'member',
              ),
              page(
                spaRoutes.help,
                lazyPage(() => import('./routes/help')),
                { page: 'help' },
              ),
              page(
                spaRoutes.feedback,
                lazyPage(() => import('./routes/feedback')),
                { page: 'feedback' },
              ),
              category(spaRoutes.sports, 'SPORTS'),
              category(spaRoutes.esports, 'ESPORTS'),
              category(spaRoutes.lott, 'LOTT'),
              category(spaRoutes.elott, 'ELOTT'),
              category(spaRoutes.live, 'LIVE'),
              category(spaRoutes.fish, 'FISH'),
              category(spaRoutes.rng, 'RNG'),
              category(spaRoutes.pvp, 'PVP'),
              page(spaRoutes.favorite, accountGames, { page: 'favorite' }, 'member'),
              page(spaRoutes.recent, accountGames, { page: 'recent' }, 'member'),
              page(
                spaRoutes.promotions,
                lazyPage(() => import('./routes/promotions')),
                { page: 'promotions' },
              ),
              page(
                spaRoutes.fairness,
                lazyPage(() => import('./routes/fairness')),
                { page: 'fairness' },
              ),
              page(
                '*',
                lazyPage(() => import('./routes/not-found')),
                { page: 'not-found' },
              ),
            ],
          },
        ],
      },
      {
        lazy: gameLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              page(spaRoutes.lottery, lottery, { page: 'lottery' }, 'member'),
              page(spaRoutes.seaLottery, lottery, { page: 'seaLottery' }, 'member'),
              page(spaRoutes.vnLottery, lottery, { page: 'vnLottery' }, 'member'),
              page(
                spaRoutes.seamless,
                lazyPage(() => import('./routes/seamless')),
                { page: 'seamless' },
              ),
            ],
          },
        ],
      },
      {
        // A house game alone (no header, side menu or footer): it runs in the game dialog's frame or on /seamless.
        errorElement: <RouteError />,
        children: [
          page(
            spaRoutes.houseGame,
            lazyPage(() => import('./routes/house-game')),
            { page: 'house' },
          ),
        ],
      },
      {
        errorElement: <RouteError />,
        children: [
          page(
            spaRoutes.console,
            lazyPage(() => import('./routes/console')),
            { page: 'console' },
          ),
        ],
      },
      {
        lazy: lazyPage(() => import('./layouts/agent-layout')),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              page(
                spaRoutes.agent,
                lazyPage(() => import('./routes/agent')),
                { page: 'agent' },
              ),
              page(
                spaRoutes.agentHome,
                lazyPage(() => import('./routes/agent-home')),
                { page: 'agentHome' },
                'agent',
              ),
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
