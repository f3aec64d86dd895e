import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, type HouseGameCode, houseGameCodes } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema.ts';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { trackRequests } from './support/quiet.ts';
import { logInAsDemoAgent, logInAsDemoMember, phone, Site, settled } from './support/site.ts';

/**
 * Every page of the player site and the console, walked as guest, member, agent and admin: at 1440 × 900 in both
 * themes checked by axe-core (a serious or critical violation fails, named by route, rule and nodes), and at every
 * size checked for width (no page may scroll sideways). The member has an unread message, a long nickname and an open
 * contract offer from the agent, the states that once widened pages and pushed the offer's buttons off a phone. One browser and one page per role and pass, moving between routes inside the app
 * as a visitor does, so the whole file stays within a few minutes.
 */
let site: Site;
beforeAll(async () => {
  // The lottery runs as in production, so its pages are walked with a period taking bets and its countdown.
  site = await Site.start({ lottery: true });
  await site.server.db.orm
    .update(members)
    .set({ nickname: 'A-very-long-nickname-of-a-keen-player' })
    .where(eq(members.username, DEMO_ACCOUNTS.member.username));
  await unreadMessageForMember();
  await contractOfferForMember();
});
afterAll(() => site?.stop());

/** One console message the member has not read: its badge sits in the header and the member centre's tab strip. */
async function unreadMessageForMember() {
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
async function contractOfferForMember() {
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

interface Pass {
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
  /** Run axe-core (desktop); every pass checks the width. */
  axe: boolean;
}
const passes: [string, Pass][] = [
  ['light theme', { theme: 'light', viewport: { width: 1440, height: 900 }, axe: true }],
  ['dark theme', { theme: 'dark', viewport: { width: 1440, height: 900 }, axe: true }],
  ['phone', { theme: 'light', viewport: phone, axe: false }],
];

const categories = ['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'];
const publicRoutes = [
  '/',
  ...categories.map((c) => `/${c}`),
  '/promotions',
  '/pointMall',
  '/help',
  '/feedback',
  '/fairness',
];

/** The lottery pages (members only), one game of each family's page. */
const lotteryRoutes = ['/lottery?gameCode=ssc-1', '/vnLottery?gameCode=vn-fast-3', '/seaLottery?gameCode=sea-4d-5'];

/** A page of one visitor, with what it needs to know when a view has loaded. */
interface Visitor {
  page: Page;
  quiet: () => Promise<void>;
  pass: Pass;
}

async function visitorAt(path: string, pass: Pass): Promise<Visitor> {
  const { theme, viewport } = pass;
  const context = await site.context({ viewport, localStorage: { theme } });
  const page = await context.newPage();
  const { quiet } = trackRequests(page);
  await page.goto(site.url + path);
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
  const res = await send(site.server.app, 'launchGame', undefined, {
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

describe.each(passes)('%s', (_name, pass) => {
  it('a guest meets no serious or critical violation', async () => {
    const guest = await visitorAt('/', pass);
    const found = await audit(guest, '/');
    for (const path of ['/promotions', '/help', '/no-such-page']) found.push(...(await go(guest, path)));
    await guest.page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await guest.page.getByRole('dialog', { name: 'Register' }).waitFor();
    found.push(...(await audit(guest, 'register dialog')));
    await guest.page.keyboard.press('Escape');
    await guest.page.getByRole('dialog').waitFor({ state: 'detached' });
    await guest.page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await guest.page.getByRole('dialog', { name: 'Login' }).waitFor();
    found.push(...(await audit(guest, 'login dialog')));
    // The agent landing has its own layout: a page load of its own.
    await guest.page.goto(`${site.url}/agent`);
    found.push(...(await audit(guest, '/agent')));
    await finish(guest, found);
  });

  it('a member meets none on any page of the player site', { timeout: 120_000 }, async () => {
    const member = await memberAt(pass);
    const { page } = member;
    const found = await auditOffer(member);
    for (const path of [...publicRoutes, '/favorite', '/recent', '/no-such-page'])
      found.push(...(await go(member, path)));
    // Each lottery page with its game on the period taking bets; the member centre after them meets the member header
    // (and its put-aside offer) again.
    for (const path of lotteryRoutes) found.push(...(await go(member, path, 'lottery-countdown')));

    // Every member centre section this member is offered, reached as a member does: through its tab.
    found.push(...(await go(member, '/member?tab=securityCenter')));
    // The first tab is the one just checked; the others one by one.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 1; i < count; i++) {
      await tabs.nth(i).click();
      await tabs.nth(i).and(page.locator('[aria-selected="true"]')).waitFor();
      found.push(...(await audit(member, `/member?tab=${new URL(page.url()).searchParams.get('tab')}`)));
    }
    // Opened on the last tab, the strip keeps it in view when the unread badge arrives on an earlier one.
    await page.reload();
    // The open offer comes back after a reload (its pop-up hides the page from the accessibility tree): put it aside.
    const offer = page.getByRole('dialog', { name: 'Daily salary contract offer' });
    await offer.waitFor();
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });
    await page.getByRole('tablist').first().getByTestId('unread-badge').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const [strip, last] = await Promise.all([
      page.getByRole('tablist').first().boundingBox(),
      tabs.last().boundingBox(),
    ]);
    if (strip && last && (last.x < strip.x - 1 || last.x + last.width > strip.x + strip.width + 1))
      found.push(
        `the last member centre tab is outside its strip (${last.x}+${last.width} of ${strip.x}+${strip.width})`,
      );

    // Each house game as the lobby launches it for this member (a page of its own), and a link without a token.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    for (const game of houseGameCodes) {
      await page.goto(site.url + (await launchPath(game, token ?? '')));
      await page.getByTestId('house-play').waitFor();
      found.push(...(await audit(member, `/house/${game}`)));
    }
    await page.goto(`${site.url}/house/${houseGameCodes[0]}`);
    await page.getByTestId('house-notice').waitFor();
    found.push(...(await audit(member, `/house/${houseGameCodes[0]} without a token`)));
    await finish(member, found);
  });

  it('an agent meets none in the agent centre', async () => {
    const agent = await agentAt(pass);
    const links = await agent.page
      .getByRole('navigation', { name: 'Agent navigation' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(3);
    const found: string[] = [];
    for (const path of links) found.push(...(await go(agent, path)));
    await finish(agent, found);
  });

  it('the demo admin meets none on any console page', async () => {
    const admin = await adminAt(pass);
    const nav = admin.page.getByRole('navigation', { name: 'Operator console' }).getByRole('button');
    const count = await nav.count();
    expect(count).toBeGreaterThan(10);
    const found: string[] = [];
    for (let i = 0; i < count; i++) {
      await nav.nth(i).click();
      await nav.nth(i).and(admin.page.locator('[aria-current="page"]')).waitFor();
      found.push(...(await audit(admin, `/console?page=${new URL(admin.page.url()).searchParams.get('page')}`)));
    }
    await finish(admin, found);
  });
});
