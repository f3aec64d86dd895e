import { DEMO_MERCHANT_CODE, envelopeSchema, systemStatusSchema } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { members, merchantDomains, merchants } from '../../db/schema.ts';
import { updateMerchantSettings } from '../../modules/system/merchant-settings.ts';
import { hashPassword } from '../passwords.ts';
import { openDemoPayment } from '../payments/demo-provider.ts';
import { merchantDirectory } from './merchant-directory.ts';

/**
 * Every link Lotus builds (reset mails, the payment provider's notify and return URLs, game launch and picture URLs)
 * starts with the brand's configured base URL, never with a host the request names.
 */
const clock = movableClock();
let t: TestApp;
let idp: TestOidcProvider;
/** The demo brand's loopback domains without a stored base URL: the port the server listens on (PORT in tests). */
let loopback: string;
const CONFIGURED = 'https://www.lotus.example';
const HOSTILE = { host: 'attacker.example:8443' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  idp = await startOidcProvider();
  loopback = `http://localhost:${t.config.port}`;
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
afterEach(async () => {
  clock.advance(30 * MINUTE);
  await t.db.orm.update(merchantDomains).set({ baseUrl: null });
  await t.db.orm.update(merchants).set({ imageCdns: [], launchGameCdns: [] });
  merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
});

async function setBaseUrl(domain: string, baseUrl: string | null) {
  await t.db.orm.update(merchantDomains).set({ baseUrl }).where(eq(merchantDomains.domain, domain));
  merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
}

let counter = 0;
async function newMember() {
  counter += 1;
  const username = `linkuser${counter}`;
  await t.db.orm.insert(members).values({
    merchantId: 1,
    username,
    passwordHash: await hashPassword('Start123'),
    email: `${username}@example.com`,
  });
  return { username, password: 'Start123', email: `${username}@example.com` };
}

const forgot = (username: string, email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...demoHeaders, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

async function resetLinkFor(headers: Record<string, string>) {
  const m = await newMember();
  expect((await forgot(m.username, m.email, headers)).statusCode).toBe(200);
  const link = (await lastMessage(t.db, m.email))?.body.match(/https?:\/\/\S+/)?.[0] ?? '';
  return { link, member: m };
}

describe('password reset mail', () => {
  it('links to the brand base URL whatever Host the request names, and the link works', async () => {
    await setBaseUrl('localhost', CONFIGURED);
    for (const headers of [HOSTILE, { host: 'attacker.example' }, { 'x-forwarded-host': 'attacker.example' }]) {
      const { link } = await resetLinkFor(headers);
      expect(link).toMatch(/^https:\/\/www\.lotus\.example\/\?resetPasswordToken=[^&\s]+$/);
      expect(link).not.toContain('attacker');
    }
    const { link, member } = await resetLinkFor(HOSTILE);
    const token = new URL(link).searchParams.get('resetPasswordToken') ?? '';
    const reset = await send(t.app, 'resetByEmail', { token, newPassword: 'Reset123', confirmNewPassword: 'Reset123' });
    expect(reset.statusCode).toBe(200);
    expect(await loginAs(t.app, { username: member.username, password: 'Reset123' })).toBeTruthy();
  });

  it("a request to one of the brand's domains gets that domain's base URL; any other the primary one's", async () => {
    await setBaseUrl('127.0.0.1', 'https://line2.lotus.example');
    expect((await resetLinkFor({ host: '127.0.0.1:1234' })).link).toMatch(/^https:\/\/line2\.lotus\.example\/\?/);
    // localhost is the primary domain and has no stored base URL: the configured port, not the request's.
    expect((await resetLinkFor({ host: 'localhost:1234' })).link).toMatch(new RegExp(`^${loopback}/\\?`));
    expect((await resetLinkFor(HOSTILE)).link).toMatch(new RegExp(`^${loopback}/\\?`));
  });
});

describe('stored base URLs', () => {
  it('are origins only: the database refuses a path, query, credentials or another scheme', async () => {
    for (const good of ['https://www.lotus.example', 'http://127.0.0.1:8080', 'https://[::1]:8443']) {
      await setBaseUrl('localhost', good);
    }
    for (const bad of [
      'https://www.lotus.example/',
      'https://www.lotus.example/site',
      'https://www.lotus.example?x=1',
      'https://user@www.lotus.example',
      'javascript:alert(1)',
      'https://WWW.lotus.example',
    ]) {
      await expect(setBaseUrl('localhost', bad), bad).rejects.toThrow();
    }
  });
});

describe('online deposit', () => {
  it('gives the provider notify and return URLs of the configured site, whatever Host the request names', async () => {
    await setBaseUrl('localhost', CONFIGURED);
    const token = await loginAs(t.app);
    const created = await send(t.app, 'createDeposit', { channelId: 1, amount: 20 }, { token, headers: HOSTILE });
    expect(created.statusCode).toBe(200);
    const { orderNo } = created.json().value;
    const shown = await send(t.app, 'depositOrder', undefined, { token, query: { orderNo }, headers: HOSTILE });
    for (const payUrl of [created.json().value.payUrl, shown.json().value.payUrl] as string[]) {
      const params = new URL(payUrl, 'http://pay.invalid').searchParams;
      const payment = openDemoPayment(t.config.demoPayments.secret, params.get('d'), params.get('s'));
      expect(payment?.notifyUrl).toBe(`${CONFIGURED}/payments/demo/${DEMO_MERCHANT_CODE}/notify`);
      expect(payment?.returnUrl).toBe(`${CONFIGURED}/member?tab=depositv2&order=${orderNo}`);
    }
  });
});

describe('boot payload and catalogue', () => {
  const status = async (headers: Record<string, string> = {}) => {
    const res = await send(t.app, 'systemStatus', undefined, { headers });
    return envelopeSchema(systemStatusSchema).parse(res.json()).value?.info;
  };
  const games = async (headers: Record<string, string> = {}) =>
    (await send(t.app, 'gameList', undefined, { query: { gameType: 'RNG', pageSize: '3' }, headers })).json().value
      .games as { iconUrl: string; nodeId: number }[];

  it('lists the site as the CDN when the brand has none, and answers absolute icon and launch URLs', async () => {
    const info = await status(HOSTILE);
    expect(info?.imageCDNs).toEqual([loopback]);
    expect(info?.launchGameCDNs).toEqual([loopback]);
    const list = await games(HOSTILE);
    expect(list.length).toBeGreaterThan(0);
    for (const game of list) expect(game.iconUrl).toMatch(new RegExp(`^${loopback}/game-art/games/`));
    const lanes = (await send(t.app, 'vendors', undefined, { headers: HOSTILE })).json().value.data.lanes as {
      cards: { lagerIcon: string }[];
    }[];
    for (const card of lanes.flatMap((l) => l.cards)) expect(card.lagerIcon).toMatch(new RegExp(`^${loopback}/`));
    const launch = await send(t.app, 'launchGame', undefined, {
      query: { nodeId: String(list[0]?.nodeId), accountType: '0' },
      headers: HOSTILE,
    });
    expect(launch.json().value.content.game_url).toMatch(new RegExp(`^${loopback}/house/lotus-slot\\?token=`));
  });

  it('lists the configured CDNs and puts pictures on the first; launch URLs stay on the base URL', async () => {
    await setBaseUrl('localhost', CONFIGURED);
    await t.db.orm
      .update(merchants)
      .set({ imageCdns: ['https://img1.lotus.example/', 'https://img2.lotus.example'], launchGameCdns: [] });
    merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
    const info = await status();
    expect(info?.imageCDNs).toEqual(['https://img1.lotus.example', 'https://img2.lotus.example']);
    expect(info?.launchGameCDNs).toEqual([CONFIGURED]);
    const [first] = await games();
    expect(first?.iconUrl).toMatch(/^https:\/\/img1\.lotus\.example\/game-art\/games\//);
    const launch = await send(t.app, 'launchGame', undefined, {
      query: { nodeId: String(first?.nodeId), accountType: '0' },
    });
    expect(launch.json().value.content.game_url).toMatch(/^https:\/\/www\.lotus\.example\/house\//);
  });
});

describe('social login', () => {
  it("returns only to an origin of the brand's site, port included", async () => {
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
      auth: {
        socialProviders: [
          { provider: 'google', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
        ],
      },
    });
    const start = (redirectUri: string) =>
      send(t.app, 'socialStart', undefined, { params: { provider: 'google' }, query: { redirectUri } });
    expect((await start(`${loopback}/?social=google`)).statusCode).toBe(200);
    for (const other of ['http://localhost:9/?social=google', 'https://localhost/?social=google']) {
      expect((await start(other)).json().errorCode).toBe('request.invalid');
    }
    await setBaseUrl('localhost', CONFIGURED);
    expect((await start(`${CONFIGURED}/?social=google`)).statusCode).toBe(200);
    expect((await start(`${loopback}/?social=google`)).json().errorCode).toBe('request.invalid');
  });
});
