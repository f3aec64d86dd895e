import {
  CONSOLE_PREFIX,
  DEMO_ACCOUNTS,
  DEMO_MERCHANT_CODE,
  type EndpointDefinition,
  endpoints,
  VENDOR_API_PREFIX,
  VENDOR_SIGNATURE_HEADER,
} from '@lotus/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRoute, appRoutes } from '../../test/app-routes.ts';
import { loginAs, send } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { encryptedPayload } from '../../test/encrypted-payload.ts';
import { newMember } from '../../test/profile-helpers.ts';
import { signVendorBody } from '../modules/vendors/seamless-client.ts';
import { insertPlayer, insertVendor } from '../modules/vendors/vendor-fixtures.ts';

let t: TestApp;
/**
 * Twins: the calls without extra keys run as the first, those with them as the second, so that neither call's
 * effects (a code sent to the number, a throttle) decide the other's answer.
 */
const players: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const n of [1, 2]) {
    const member = await newMember(t.db, { mobile: `1390000777${n}`, email: `twin${n}@example.com` });
    players.push(await loginAs(t.app, member));
  }
});
afterAll(() => t.close());

/** Keys no schema names: a cache-buster, a flag of the original login form, and would-be privileges. */
const extraQuery = { _: '2', remember: 'true', zzUnknown: '1' };
const extraBody = { remember: true, isAdmin: true, zzUnknown: { nested: 1 } };

const endpointOf = (route: AppRoute): EndpointDefinition | undefined =>
  Object.values(endpoints).find(
    (e: EndpointDefinition) => e.path === route.path && [e.method].flat().includes(route.method as never),
  );

/**
 * Left out: logout (it ends the session the sweep runs with), the API reference's pages, the socket, and the console,
 * whose requests refuse keys they lack on purpose (see `endpoints` in the contract).
 */
const skipped = (route: AppRoute) =>
  route.path === endpoints.logout.path ||
  route.path.startsWith(CONSOLE_PREFIX) ||
  route.path.startsWith('/docs') ||
  route.path === '/ws';

/** Each call from its own address, so that address rate limits never tell the two calls apart. */
let address = 0;

/** One call of `route`, signed in as a player, with or without the extra keys. */
async function call(route: AppRoute, extra: boolean) {
  address += 1;
  const remoteAddress = `10.77.${address >> 8}.${address & 255}`;
  const twin = extra ? 1 : 0;
  const body = extra ? extraBody : {};
  const sealed = route.method !== 'GET' && endpointOf(route)?.encrypted ? await encryptedPayload(t.app, body) : null;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    // An id nothing has, so neither call can delete or change what the other then looks for.
    url: route.path.replace(/:\w+/g, '999999'),
    remoteAddress,
    headers: {
      merchant: DEMO_MERCHANT_CODE,
      authorization: players[twin] ?? '',
      ...sealed?.headers,
    },
    ...(extra && { query: extraQuery }),
    ...(route.method !== 'GET' && { payload: sealed ? sealed.payload : body }),
  };
  return t.app.inject(options);
}

/** What decides whether a request was taken: its status, and for a refusal the error and the fields it names. */
function outcome(res: LightMyRequestResponse) {
  if (res.statusCode < 400) return { status: res.statusCode };
  // Pages of the demo vendor and provider answer their refusals in HTML.
  if (!String(res.headers['content-type']).includes('json')) return { status: res.statusCode, body: res.body };
  const body = res.json() as { errorCode?: string; value?: { fields?: Record<string, unknown> } };
  return { status: res.statusCode, errorCode: body.errorCode, fields: Object.keys(body.value?.fields ?? {}).sort() };
}

describe('keys a request schema does not name', () => {
  it('change nothing on any route of the player API: the same answer with and without them, in query and body', async () => {
    const routes = appRoutes(t.app).filter((r) => !skipped(r));
    for (const prefix of ['/wps/', '/house/']) {
      expect(
        routes.some((r) => r.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    let judged = 0;
    for (const route of routes.filter((r) => !r.path.startsWith(VENDOR_API_PREFIX))) {
      const plain = outcome(await call(route, false));
      const extra = outcome(await call(route, true));
      expect(extra, `${route.method} ${route.path}`).toEqual(plain);
      if (plain.status < 300 || plain.errorCode === 'request.invalid') judged += 1;
    }
    // Most routes got as far as their schemas, so the comparison above says something about them.
    expect(judged).toBeGreaterThan(80);
  });

  it('are ignored where original clients send them: login with remember, the captcha with t and _', async () => {
    const login = await send(t.app, 'login', {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      remember: true,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.userName).toBe(DEMO_ACCOUNTS.member.username);

    const captcha = await t.app.inject({
      method: 'GET',
      url: '/wps/captcha?t=1&_=2',
      headers: { merchant: DEMO_MERCHANT_CODE },
    });
    expect(captcha.statusCode, captcha.body).toBe(200);
    expect(captcha.json().value).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('are ignored by the signed vendor API', async () => {
    const vendor = await insertVendor(t.db, { code: 'XKEY' });
    const playerId = String(await insertPlayer(t.db));
    const body = JSON.stringify({ playerId, currency: 'CNY', zzUnknown: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `${VENDOR_API_PREFIX}/XKEY/balance`,
      payload: body,
      headers: {
        merchant: DEMO_MERCHANT_CODE,
        'content-type': 'application/json',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(vendor.secret, body),
      },
    });
    expect(res.json()).toMatchObject({ status: 'OK' });
  });
});
