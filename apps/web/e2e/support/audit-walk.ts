import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, type HouseGameCode } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { members } from '../../../server/src/db/schema.ts';
import { loginAs, send } from '../../../server/test/auth-helpers.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { withDrawHistory } from './lottery-history.ts';
import { trackRequests } from './quiet.ts';
import { logInAsDemoAgent, logInAsDemoMember, phone, Site, settled } from './site.ts';

/**
 * The walk of every page behind the accessibility tests: a site whose member has an unread message, a long nickname
 * and an open contract offer from the agent (the states that once widened pages and pushed the offer's buttons off a
 * phone), visitors per role and pass, and the audit of each view (too wide; on desktop, axe's serious and critical
 * findings). Each accessibility file walks some of the roles, so the walk spreads over the test workers.
 */
export interface Pass {
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
  /** Run axe-core (desktop); every pass checks the width. */
  axe: boolean;
}
export const passes: [string, Pass][] = [
  ['light theme', { theme: 'light', viewport: { width: 1440, height: 900 }, axe: true }],
  ['dark theme', { theme: 'dark', viewport: { width: 1440, height: 900 }, axe: true }],
  ['phone', { theme: 'light', viewport: phone, axe: false }],
];

const categories = ['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'];
export const publicRoutes = ['/', ...categories.map((c) => `/${c}`), '/promotions', '/help', '/feedback', '/fairness'];

/** The lottery pages (members only), one game of each family's page, audited once their results are listed. */
export const lotteryRoutes = [
  '/lottery?gameCode=ssc-1',
  '/vnLottery?gameCode=vn-fast-3',
  '/seaLottery?gameCode=sea-4d-5',
];

/** A page of one visitor, with what it needs to know when a view has loaded. */
export interface Visitor {
  page: Page;
  quiet: () => Promise<void>;
  pass: Pass;
}

/**
 * A server with the lottery running and the draws a player meets on a running site (its pages are walked with a
 * period taking bets and a results list long enough to scroll), and the member's states.
 */
async function startAuditedSite(): Promise<Site> {
  const site = await Site.start({ lottery: true });
  await withDrawHistory(site);
  await site.server.db.orm
    .update(members)
    .set({ nickname: 'A-very-long-nickname-of-a-keen-player' })
    .where(eq(members.username, DEMO_ACCOUNTS.member.username));
  await unreadMessageForMember(site);
  await contractOfferForMember(site);
  return site;
}

/** One console message the member has not read: its badge sits in the header and the member centre's tab strip. */
async function unreadMessageForMember(site: Site) {
  const signIn = await fetch(`${site.url}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchantCode: DEMO_MERCHANT_CODE,
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    }),
  });
  const { token } = ((await signIn.json()) as { value: { token: string } }).value;
  const sent = await fetch(`${site.url}/api/console/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({
      target: { kind: 'member', username: DEMO_ACCOUNTS.member.username },
      title: { EN: 'Welcome bonus', CN: '欢迎奖金' },
      content: { EN: 'Left unread on purpose.' },
    }),
  });
  expect(sent.status).toBe(200);
}

/** The agent offers the member (its direct downline) a daily salary contract, left open: a pop-up at every log-in. */
async function contractOfferForMember(site: Site) {
  const token = await loginAs(site.server.app, DEMO_ACCOUNTS.agent);
  const res = await send(
    site.server.app,
    'contractOffer',
    {
      downline: DEMO_ACCOUNTS.member.username,
      terms: { kind: 'dailySalary', tiers: [{ rate: 1.5, activeMembers: 1, dailyBet: 1000 }] },
    },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Starts the audited site before the file's tests and stops it after them; the walk's steps are usable in the
 * file's tests (not at its top level, where the site is not started yet).
 */
export function auditedSite() {
  let started: Site | undefined;
  beforeAll(async () => {
    started = await startAuditedSite();
  });
  afterAll(() => started?.stop());
  const site = () => {
    if (!started) throw new Error('the audited site starts in beforeAll');
    return started;
  };
  return { site, walk: auditWalk(site) };
}

/** The walk's steps on one site. */
function auditWalk(siteOf: () => Site) {
  async function visitorAt(path: string, pass: Pass): Promise<Visitor> {
    const { theme, viewport } = pass;
    const context = await siteOf().context({ viewport, localStorage: { theme } });
    const page = await context.newPage();
    const { quiet } = trackRequests(page);
    await page.goto(siteOf().url + path);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    return { page, quiet, pass };
  }

  /** What is wrong with the view now shown, once what it loads has arrived: too wide, and (desktop) axe's findings. */
  async function audit({ page, quiet, pass }: Visitor, where: string): Promise<string[]> {
    await settled(page);
    await quiet();
    const label = `${where} [${pass.theme} ${pass.viewport.width}×${pass.viewport.height}]`;
    const found: string[] = [];
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if ((width[0] ?? 0) > (width[1] ?? 0))
      found.push(`${label}: the page is ${width[0]} px wide, the screen ${width[1]}`);
    if (pass.axe) found.push(...describeViolations(label, await axeViolations(page)));
    return found;
  }

  /**
   * Client-side navigation (the router follows history as it does for the back button): no reload per route. With
   * `ready`, the view is audited once the element of that test id is there.
   */
  async function go(visitor: Visitor, path: string, ready?: string): Promise<string[]> {
    await visitor.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await visitor.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    if (ready) await visitor.page.getByTestId(ready).first().waitFor({ state: 'attached' });
    return audit(visitor, path);
  }

  async function memberAt(pass: Pass): Promise<Visitor> {
    const visitor = await visitorAt('/', pass);
    await logInAsDemoMember(visitor.page);
    return visitor;
  }

  /** The open offer's pop-up after log-in, checked like a page and with both answers on screen, then put aside. */
  async function auditOffer(member: Visitor): Promise<string[]> {
    const { page } = member;
    const popup = page.getByRole('dialog', { name: 'Daily salary contract offer' });
    await popup.waitFor();
    const found = await audit(member, 'contract offer pop-up');
    const screen = page.viewportSize() ?? { width: 0, height: 0 };
    for (const name of ['Accept', 'Reject']) {
      const box = await popup.getByRole('button', { name }).boundingBox();
      const inside =
        box && box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height;
      if (!inside) found.push(`contract offer pop-up: ${name} is off the ${screen.width}×${screen.height} screen`);
    }
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    return found;
  }

  async function agentAt(pass: Pass): Promise<Visitor> {
    const visitor = await visitorAt('/agent', pass);
    await logInAsDemoAgent(visitor.page);
    return visitor;
  }

  async function adminAt(pass: Pass): Promise<Visitor> {
    const visitor = await visitorAt('/console', pass);
    const { page } = visitor;
    await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
    await page.getByTestId('console-login-submit').click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return visitor;
  }

  /** The path of the launch URL the lobby would open for the member holding this session token. */
  async function launchPath(game: HouseGameCode, token: string) {
    const res = await send(siteOf().server.app, 'launchGame', undefined, {
      token,
      query: { vassalage: 'HOUSE', gameType: 'RNG', gameId: game, accountType: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.content.game_url as string);
    return `${url.pathname}${url.search}`;
  }

  async function finish(visitor: Visitor, found: string[]) {
    await visitor.page.context().close();
    expect(found, found.join('\n\n')).toEqual([]);
  }

  return { visitorAt, audit, go, memberAt, auditOffer, agentAt, adminAt, launchPath, finish };
}
