import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelopeSchema, loginResultSchema, socialProviderListSchema } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, testConfig } from '../../../../test/create-test-app.ts';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidc-provider.ts';
import { members, socialIdentities } from '../../../db/schema.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';

let t: TestApp;
let idp: TestOidcProvider;
/** A page of the demo brand: its loopback domain on the configured port. */
const redirectUri = `http://localhost:${testConfig().port}/social/google/callback`;

beforeAll(async () => {
  t = await createTestApp();
  idp = await startOidcProvider();
  await updateMerchantSettings(t.db, 'LOTUS', {
    auth: {
      socialProviders: [
        { provider: 'google', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
afterEach(() => {
  idp.tamper = null;
});

/** The whole browser round trip: start, the provider's page, back to the site, the callback call. */
async function socialLogin(options: { state?: (state: string) => string; cookie?: (state: string) => string } = {}) {
  const start = await send(t.app, 'socialStart', undefined, { params: { provider: 'google' }, query: { redirectUri } });
  expect(start.statusCode).toBe(200);
  const stateCookie = start.cookies.find((c) => c.name === 'social_state');
  expect(stateCookie?.httpOnly).toBe(true);
  const back = await idp.authorize(start.json().value.authorizationUrl);
  const state = back.searchParams.get('state') ?? '';
  return send(
    t.app,
    'socialCallback',
    { code: back.searchParams.get('code'), state: options.state ? options.state(state) : state },
    { params: { provider: 'google' }, cookies: { social_state: options.cookie ? options.cookie(state) : state } },
  );
}

describe('social login (OpenID Connect)', () => {
  it('lists only the providers the merchant configured', async () => {
    const res = await send(t.app, 'socialProviders');
    expect(envelopeSchema(socialProviderListSchema).parse(res.json()).value).toEqual([
      { provider: 'google', name: 'Google' },
    ]);
    const facebook = await send(t.app, 'socialStart', undefined, {
      params: { provider: 'facebook' },
      query: { redirectUri },
    });
    expect(facebook.statusCode).toBe(404);
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await send(t.app, 'socialStart', undefined, {
      params: { provider: 'google' },
      query: { redirectUri },
    });
    const url = new URL(start.json().value.authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const key of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(key)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('a first login creates a member without a password; the next finds the same member', async () => {
    idp.user = { sub: 'google-123', email: 'Player@Example.com', email_verified: true, name: 'Social Player' };
    const first = await socialLogin();
    expect(first.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(first.json());
    expect(value).toMatchObject({
      customerType: 0,
      firstTimeLogin: true,
      forcePasswordChange: false,
      nickname: 'Social Player',
    });
    expect(value.userName).toMatch(/^google_/);
    const [row] = await t.db.orm.select().from(members).where(eq(members.id, value.id));
    expect(row).toMatchObject({ passwordHash: null, email: 'player@example.com' });

    const second = await socialLogin();
    expect(second.json().value.id).toBe(value.id);
    expect(second.json().value.firstTimeLogin).toBe(false);
    const links = await t.db.orm.select().from(socialIdentities).where(eq(socialIdentities.subject, 'google-123'));
    expect(links).toHaveLength(1);
    // The account has no password yet: it sets one without an old one.
    const change = await send(
      t.app,
      'changePassword',
      { newPassword: 'First123', confirmNewPassword: 'First123' },
      { token: second.json().value.token },
    );
    expect(change.statusCode).toBe(200);
  });

  it('keeps an unverified email out of the account', async () => {
    idp.user = { sub: 'google-unverified', email: 'claimed@example.com', email_verified: false };
    const res = await socialLogin();
    const [row] = await t.db.orm.select().from(members).where(eq(members.id, res.json().value.id));
    expect(row?.email).toBeNull();
  });

  it('refuses ID tokens with a foreign signature, audience, issuer, nonce or an expiry in the past', async () => {
    idp.user = { sub: 'google-tampered' };
    for (const tamper of ['signature', 'audience', 'issuer', 'nonce', 'expired'] as const) {
      idp.tamper = tamper;
      const res = await socialLogin();
      expect(res.statusCode, tamper).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'login.social.failed', message: 'Login failure' });
    }
    expect(
      await t.db.orm.select().from(socialIdentities).where(eq(socialIdentities.subject, 'google-tampered')),
    ).toEqual([]);
  });

  it('refuses a state that is not the one of this browser, and a replayed callback', async () => {
    const otherBrowser = await socialLogin({ cookie: () => 'another-state' });
    expect(otherBrowser.json().errorCode).toBe('login.social.failed');
    const madeUp = await socialLogin({ state: () => 'made-up', cookie: () => 'made-up' });
    expect(madeUp.json().errorCode).toBe('login.social.failed');

    const start = await send(t.app, 'socialStart', undefined, {
      params: { provider: 'google' },
      query: { redirectUri },
    });
    const back = await idp.authorize(start.json().value.authorizationUrl);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const options = { params: { provider: 'google' }, cookies: { social_state: body.state ?? '' } };
    expect((await send(t.app, 'socialCallback', body, options)).statusCode).toBe(200);
    expect((await send(t.app, 'socialCallback', body, options)).json().errorCode).toBe('login.social.failed');
  });

  it('only returns to pages of the merchant', async () => {
    for (const uri of [
      'https://evil.example/callback',
      'http://localhost:9/social/google/callback',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await send(t.app, 'socialStart', undefined, {
        params: { provider: 'google' },
        query: { redirectUri: uri },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is off without SOCIALLOGIN3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['SOCIALLOGIN3'] });
    try {
      expect((await send(t.app, 'socialProviders')).json().errorCode).toBe('function.not.available');
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    }
  });
});

describe('a provider on the server’s own network', () => {
  it('is never called: the start answers that the provider is unavailable, and no connection is made', async () => {
    let connections = 0;
    const inside = createServer((_request, response) => response.end('{}'));
    inside.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const { port } = inside.address() as AddressInfo;
    const strict = await createTestApp({ config: { outboundAllowPrivate: false } });
    try {
      await updateMerchantSettings(strict.db, 'LOTUS', {
        auth: {
          socialProviders: [
            { provider: 'google', issuer: `http://127.0.0.1:${port}`, clientId: 'lotus', clientSecret: 'secret' },
          ],
        },
      });
      const start = await send(strict.app, 'socialStart', undefined, {
        params: { provider: 'google' },
        query: { redirectUri },
      });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
      expect(connections).toBe(0);
    } finally {
      await strict.close();
      await new Promise((resolve) => inside.close(resolve));
    }
  });
});
