import {
  CONSOLE_PREFIX,
  DEMO_MERCHANT_CODE,
  type EndpointDefinition,
  endpoints,
  VENDOR_API_PREFIX,
  VENDOR_SIGNATURE_HEADER,
} from '@lotus/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { consoleSignIn, insertOperator } from '../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { encryptedPayload } from '../../test/encrypted-payload.ts';
import { feedback, vendorTransactions } from '../db/schema.ts';
import { signVendorBody } from '../modules/vendors/seamless-client.ts';
import { insertPlayer, insertVendor, type TestVendor } from '../modules/vendors/vendor-fixtures.ts';
import { findNul, refuseNul } from './nul-characters.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification } from './payments/demo-provider.ts';

let t: TestApp;
let playerToken = '';
let operatorToken = '';
let vendor: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  playerToken = await loginAs(t.app);
  await insertOperator(t.db, 'nuladmin', 'Nul-admin-pass-1', 'admin');
  operatorToken = await consoleSignIn(t.app, 'nuladmin', 'Nul-admin-pass-1');
  vendor = await insertVendor(t.db, { code: 'NULV' });
});
afterAll(() => t.close());

interface Route {
  method: string;
  path: string;
}

/**
 * Every route the app serves, read from Fastify's route tree (nested lines continue their parent's path). Wildcard
 * routes serve static files and print ambiguously in the tree, so they are left out.
 */
function allRoutes(): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS' && !path.includes('*')) routes.push({ method, path });
    }
  }
  return routes;
}

const endpointOf = (route: Route): EndpointDefinition | undefined =>
  Object.values(endpoints).find(
    (e: EndpointDefinition) => e.path === route.path && [e.method].flat().includes(route.method as never),
  );

const isVendorApi = (route: Route) => route.path.startsWith(VENDOR_API_PREFIX);

/** The route's path with each parameter set to `value` (URL-encoded). */
const fill = (route: Route, value: string) => route.path.replace(/:\w+/g, value);

function call(route: Route, options: Omit<InjectOptions, 'method' | 'url'> & { url?: string }) {
  const token = route.path.startsWith(CONSOLE_PREFIX) ? operatorToken : playerToken;
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: fill(route, 'x1'),
    ...options,
    headers: { merchant: DEMO_MERCHANT_CODE, authorization: token, ...options.headers },
  });
}

/** Refused as bad input: 400 `request.text.nul` in the envelope; the vendor API answers its own INVALID_PARAMS. */
function expectRefused(route: Route, res: LightMyRequestResponse, where: string) {
  const label = `${route.method} ${route.path} (${where}): ${res.statusCode} ${res.body.slice(0, 120)}`;
  if (isVendorApi(route)) {
    expect(res.statusCode, label).toBe(200);
    expect(res.json(), label).toEqual({ status: 'INVALID_PARAMS' });
    return;
  }
  expect(res.statusCode, label).toBe(400);
  // The API reference's pages are served by their own plugin, in Fastify's error format.
  if (route.path.startsWith('/docs')) return expect(res.json(), label).toMatchObject({ code: 'request.text.nul' });
  expect(res.json(), label).toMatchObject({ success: false, errorCode: 'request.text.nul' });
}

describe('a NUL character anywhere in a request', () => {
  it('is found in strings, nested values and object keys, and named by where it sits', () => {
    expect(findNul({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(() => refuseNul('query', { 'k\u0000': 1 })).toThrow(
      expect.objectContaining({ code: 'request.text.nul', value: { field: 'query.k' } }),
    );
    expect(findNul('\u0000')).toBe('');
    expect(findNul({ a: 'fine', n: 1, z: null, list: [true] })).toBeNull();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).not.toBeNull();
  });

  it('is refused with 400 on every route: in path parameters, query, headers, cookies and JSON bodies', async () => {
    const routes = allRoutes();
    // The sweep must see every part of the API, public and signed-in alike.
    for (const prefix of ['/wps/', `${CONSOLE_PREFIX}/`, `${VENDOR_API_PREFIX}/`, '/payments/', '/house/']) {
      expect(
        routes.some((r) => r.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      if (/:\w+/.test(route.path)) {
        expectRefused(route, await call(route, { url: fill(route, 'a%00b') }), 'path');
      }
      expectRefused(route, await call(route, { query: { q: 'a\u0000b' } }), 'query');
      expectRefused(route, await call(route, { headers: { 'user-agent': 'agent\u0000' } }), 'header');
      expectRefused(route, await call(route, { cookies: { captchaId: 'a\u0000b' } }), 'cookie');
      if (route.method === 'GET' || isVendorApi(route)) continue;
      const body = { text: 'a\u0000b', username: 'demo\u0000', merchantCode: DEMO_MERCHANT_CODE };
      const sealed = endpointOf(route)?.encrypted ? await encryptedPayload(t.app, body) : null;
      const res = await call(route, sealed ? { headers: sealed.headers, payload: sealed.payload } : { payload: body });
      expectRefused(route, res, sealed ? 'encrypted body' : 'body');
    }
  });

  it('never reaches SQL through the requests that used to fail with 500', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE_PREFIX}/session`,
      payload: { merchantCode: DEMO_MERCHANT_CODE, username: 'nul\u0000admin', password: 'Nul-admin-pass-1' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ errorCode: 'request.text.nul', value: { field: 'body.username' } });

    const notification = demoNotification(
      t.config.demoPayments.secret,
      {
        merchantCode: DEMO_MERCHANT_CODE,
        orderNo: 'D1',
        amount: 100,
        currency: 'CNY',
        notifyUrl: 'http://x',
        returnUrl: '/',
        expiresAt: Date.now() + 60_000,
      },
      'paid',
    );
    const notify = await t.app.inject({
      method: 'POST',
      url: '/payments/demo/%00/notify',
      payload: notification.body,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: notification.signature },
    });
    expect(notify.statusCode).toBe(400);
    expect(notify.json()).toMatchObject({ errorCode: 'request.text.nul', value: { field: 'params.merchant' } });

    const login = await encryptedPayload(t.app, { username: 'demo\u0000', password: 'x' });
    const loginRes = await t.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { merchant: DEMO_MERCHANT_CODE, ...login.headers },
      payload: login.payload,
    });
    expect(loginRes.json()).toMatchObject({ errorCode: 'request.text.nul', value: { field: 'body.username' } });
  });

  it('in a signed vendor call (raw bytes, a JSON escape) is INVALID_PARAMS, not a retryable failure', async () => {
    const playerId = String(await insertPlayer(t.db));
    const vendorCall = async (path: string, body: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${VENDOR_API_PREFIX}/${path}`,
          payload: body,
          headers: {
            merchant: DEMO_MERCHANT_CODE,
            'content-type': 'application/json',
            [VENDOR_SIGNATURE_HEADER]: signVendorBody(vendor.secret, body),
          },
        })
      ).json();
    const debit = (txId: string) =>
      JSON.stringify({ playerId, token: 't', txId, roundId: 'r1', gameCode: 'slot-1', amount: 1, currency: 'CNY' });
    expect(await vendorCall(`${vendor.code}/debit`, debit('tx\u0000'))).toEqual({ status: 'INVALID_PARAMS' });
    expect(await vendorCall(`${vendor.code}/debit`, debit('tx\u0000').replace('\\u0000', '\u0000'))).toEqual({
      status: 'INVALID_PARAMS',
    });
    expect(await vendorCall(`${vendor.code}%00/debit`, debit('tx1'))).toEqual({ status: 'INVALID_PARAMS' });
    expect(await t.db.orm.select().from(vendorTransactions)).toEqual([]);
    // A backslash followed by the letters u0000 is ordinary text, not a NUL: the call goes on to its own checks.
    expect(await vendorCall(`${vendor.code}/debit`, debit('tx\\u0000'))).toMatchObject({ status: 'INVALID_TOKEN' });
  });

  it('in a text field of an upload form is refused before anything is stored', async () => {
    const form = new FormData();
    form.append('questionType', 'GAME');
    form.append('content', 'one two three four\u0000');
    const request = new Request('http://lotus.test', { method: 'PUT', body: form });
    const res = await t.app.inject({
      method: 'PUT',
      url: endpoints.feedback.path,
      headers: {
        merchant: DEMO_MERCHANT_CODE,
        'content-type': request.headers.get('content-type') as string,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request.text.nul', value: { field: 'body.content' } });
    expect(await t.db.orm.select().from(feedback)).toEqual([]);
  });
});
