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
import { type RouteTitle, titleOf } from './route-title';
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

const category = (path: string, name: GameCategory) =>
  page(path, gameCentre, { page: path, category: name, title: ({ t }) => t(`categories.${name}` as 'categories.RNG') });

/** Tab titles of the routes (components/document-title.tsx): the page's own heading, or the brand alone. */
const titles = {
  home: () => null,
  /** The member centre's open section ("Deposit"), else the centre's name. */
  member: (context) => {
    const tab = context.search.get('tab');
    return titleOf(context, tab ? `member.sections.${tab}` : null, () => context.t('member.title'));
  },
  help: ({ t }) => t('pages.help.title'),
  feedback: ({ t }) => t('feedback.title'),
  favorite: ({ t }) => t('pages.favorite.title'),
  recent: ({ t }) => t('pages.recent.title'),
  promotions: ({ t }) => t('pages.promotions.title'),
  fairness: ({ t }) => t('pages.fairness.title'),
  notFound: ({ t }) => t('pages.notFound.title'),
  lottery: ({ t }) => t('pages.lottery.title'),
  seaLottery: ({ t }) => t('pages.seaLottery.title'),
  vnLottery: ({ t }) => t('pages.vnLottery.title'),
  /** The game's name the lobby passed along, else the page's. */
  seamless: ({ t, state }) => (state as { title?: string } | null)?.title ?? t('pages.seamless.title'),
  agent: ({ t }) => t('agent.centre'),
  agentHome: (context) => {
    const key = context.search.get('page');
    return titleOf(context, key ? `agent.pages.${key}` : null, () => context.t('agent.centre'));
  },
} satisfies Record<string, RouteTitle>;

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
              { index: true, lazy: home, handle: { page: 'home', title: titles.home } },
              page(spaRoutes.index, home, { page: 'home', title: titles.home }),
              page(spaRoutes.indexHtml, home, { page: 'home', title: titles.home }),
              page(spaRoutes.home, home, { page: 'home', title: titles.home }),
              { path: spaRoutes.login, loader: loginLoader },
              {
                path: spaRoutes.register,
                loader: registerLoader,
                lazy: home,
                handle: { page: 'home', title: titles.home },
              },
              page(
                spaRoutes.member,
                lazyPage(() => import('./routes/member')),
                { page: 'member', title: titles.member },
                'member',
              ),
              page(
                spaRoutes.help,
                lazyPage(() => import('./routes/help')),
                { page: 'help', title: titles.help },
              ),
              page(
                spaRoutes.feedback,
                lazyPage(() => import('./routes/feedback')),
                { page: 'feedback', title: titles.feedback },
              ),
              category(spaRoutes.sports, 'SPORTS'),
              category(spaRoutes.esports, 'ESPORTS'),
              category(spaRoutes.lott, 'LOTT'),
              category(spaRoutes.elott, 'ELOTT'),
              category(spaRoutes.live, 'LIVE'),
              category(spaRoutes.fish, 'FISH'),
              category(spaRoutes.rng, 'RNG'),
              category(spaRoutes.pvp, 'PVP'),
              page(spaRoutes.favorite, accountGames, { page: 'favorite', title: titles.favorite }, 'member'),
              page(spaRoutes.recent, accountGames, { page: 'recent', title: titles.recent }, 'member'),
              page(
                spaRoutes.promotions,
                lazyPage(() => import('./routes/promotions')),
                { page: 'promotions', title: titles.promotions },
              ),
              page(
                spaRoutes.fairness,
                lazyPage(() => import('./routes/fairness')),
                { page: 'fairness', title: titles.fairness },
              ),
              page(
                '*',
                lazyPage(() => import('./routes/not-found')),
                { page: 'not-found', title: titles.notFound },
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
              page(spaRoutes.lottery, lottery, { page: 'lottery', title: titles.lottery }, 'member'),
              page(spaRoutes.seaLottery, lottery, { page: 'seaLottery', title: titles.seaLottery }, 'member'),
              page(spaRoutes.vnLottery, lottery, { page: 'vnLottery', title: titles.vnLottery }, 'member'),
              page(
                spaRoutes.seamless,
                lazyPage(() => import('./routes/seamless')),
                { page: 'seamless', title: titles.seamless },
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
                { page: 'agent', title: titles.agent },
              ),
              page(
                spaRoutes.agentHome,
                lazyPage(() => import('./routes/agent-home')),
                { page: 'agentHome', title: titles.agentHome },
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
