import { CONSOLE_PREFIX, DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { checkBrands } from '../../platform/startup-checks.ts';
import { BrandRefusal } from './brand-refusal.ts';
import { brandSpec, createBrand } from './create-brand.ts';
import { createAdmin } from './operator-commands.ts';
import { listBrandSummaries } from './queries.ts';
import { setBrandDomain } from './set-domain.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (merchantCode: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${CONSOLE_PREFIX}/session`, payload: { merchantCode, username, password } });

const input = {
  code: 'nova',
  name: 'Nova',
  currency: 'usd',
  gmtOffset: '-05:00',
  domains: ['www.nova.example=https://www.nova.example/', 'M.Nova.Example=https://m.nova.example'],
};

describe('the demo marker', () => {
  it('tells the console the demo brand is the demo, on sign-in and on every later answer', async () => {
    const res = await signIn(DEMO_MERCHANT_CODE, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    expect(res.json().value.operator).toMatchObject({ merchantCode: DEMO_MERCHANT_CODE, demoBrand: true });
    const me = await t.app.inject({
      method: 'GET',
      url: `${CONSOLE_PREFIX}/me`,
      headers: { authorization: res.json().value.token },
    });
    expect(me.json().value.demoBrand).toBe(true);
    const brands = await listBrandSummaries(t.db.orm);
    expect(brands.find((b) => b.code === DEMO_MERCHANT_CODE)).toMatchObject({ isDemo: true });
    expect(checkBrands(t.config, brands).warnings).toContain(
      `demo brand ${DEMO_MERCHANT_CODE} with published passwords: never put it on a public address`,
    );
  });
});

describe('createBrand', () => {
  it('refuses input it cannot use, naming the option', () => {
    const refused = (over: Partial<typeof input>) => () => brandSpec({ ...input, ...over });
    expect(refused({ code: 'x' })).toThrow(/--code/);
    expect(refused({ code: 'NO SPACES' })).toThrow(/--code/);
    expect(refused({ currency: 'dollars' })).toThrow(/--currency/);
    for (const name of ['Acme\u001b[31m Games', 'Acme\nGames', '<b>Acme</b>'])
      expect(refused({ name })).toThrow(/--name/);
    expect(() => brandSpec({ ...input, symbol: '\u0007$' })).toThrow(/--symbol/);
    expect(brandSpec({ ...input, name: '  Acme & Co. 游戏 ★ ' }).name).toBe('Acme & Co. 游戏 ★');
    expect(refused({ gmtOffset: '8' })).toThrow(/--gmt-offset/);
    expect(refused({ gmtOffset: '+15:00' })).toThrow(/--gmt-offset/);
    expect(refused({ domains: [] })).toThrow(/--domain/);
    expect(refused({ domains: ['www.nova.example'] })).toThrow(/base URL/);
    expect(refused({ domains: ['www.nova.example=https://www.nova.example/path'] })).toThrow(/origin/);
    expect(refused({ domains: ['localhost', 'LOCALHOST'] })).toThrow(/twice/);
    expect(refused({ domains: ['bad_host!=https://x.example'] })).toThrow(/host name/);
    expect(() => brandSpec({ ...input, code: 'x' })).toThrow(BrandRefusal);
  });

  it('creates a brand that is not the demo, once; its admin must change the password', async () => {
    const created = await createBrand(t.db, input);
    expect(created).toMatchObject({
      status: 'created',
      brand: { code: 'NOVA', currency: 'USD', currencySymbol: '$', gmtOffsetMinutes: -300 },
    });
    expect(created.brand.domains).toEqual([
      { domain: 'www.nova.example', baseUrl: 'https://www.nova.example' },
      { domain: 'm.nova.example', baseUrl: 'https://m.nova.example' },
    ]);
    expect(await createBrand(t.db, input)).toMatchObject({ status: 'unchanged' });
    await expect(createBrand(t.db, { ...input, currency: 'EUR' })).rejects.toThrow(/--currency is USD/);
    await expect(createBrand(t.db, { ...input, code: 'COPY', domains: ['localhost'] })).rejects.toThrow(
      `localhost (brand ${DEMO_MERCHANT_CODE})`,
    );
    expect((await listBrandSummaries(t.db.orm)).map((b) => b.code)).toEqual([DEMO_MERCHANT_CODE, 'NOVA']);

    const merchant = await merchantDirectory(t.db).get('NOVA');
    expect(merchant).toMatchObject({ isDemo: false, mainDomain: 'www.nova.example', currency: 'USD' });
    expect(merchant?.auth.operatorTotpRoles).toEqual(['admin', 'finance']);

    const admin = await createAdmin(t.db, { brand: 'nova', username: 'chief' });
    expect(admin).toMatchObject({ brand: 'NOVA', username: 'chief', generated: true });
    const res = await signIn('NOVA', 'chief', admin.password);
    expect(res.json().value.operator).toMatchObject({ demoBrand: false, mustChangePassword: true, role: 'admin' });
    await expect(createAdmin(t.db, { brand: 'NOVA', username: 'CHIEF' })).rejects.toThrow(BrandRefusal);
    await expect(createAdmin(t.db, { brand: 'NONE', username: 'chief' })).rejects.toThrow(/no brand NONE/);
  });
});

describe('setBrandDomain', () => {
  it('adds a domain or sets its base URL, once; refuses another brand’s domain and an unknown brand', async () => {
    const added = await setBrandDomain(t.db, { brand: 'nova', domain: 'pay.nova.example=https://pay.nova.example' });
    expect(added).toMatchObject({ status: 'added', code: 'NOVA', domain: 'pay.nova.example' });
    expect(await merchantDirectory(t.db).codeForDomain('pay.nova.example')).toBe('NOVA');
    expect(
      await setBrandDomain(t.db, { brand: 'NOVA', domain: 'pay.nova.example=https://pay.nova.example' }),
    ).toMatchObject({ status: 'unchanged' });
    const moved = await setBrandDomain(t.db, {
      brand: 'NOVA',
      domain: 'pay.nova.example=https://nova-pay.example:8443',
    });
    expect(moved).toMatchObject({ status: 'updated', baseUrl: 'https://nova-pay.example:8443' });
    const nova = (await listBrandSummaries(t.db.orm)).find((b) => b.code === 'NOVA');
    expect(nova?.domains.at(-1)).toEqual({ domain: 'pay.nova.example', baseUrl: 'https://nova-pay.example:8443' });
    // The primary domain stays where it was.
    expect((await merchantDirectory(t.db).get('NOVA'))?.mainDomain).toBe('www.nova.example');

    await expect(setBrandDomain(t.db, { brand: 'NOVA', domain: 'localhost' })).rejects.toThrow(
      `localhost is served by brand ${DEMO_MERCHANT_CODE}`,
    );
    await expect(setBrandDomain(t.db, { brand: 'NONE', domain: 'x.example=https://x.example' })).rejects.toThrow(
      /no brand NONE/,
    );
    await expect(setBrandDomain(t.db, { brand: 'NOVA', domain: 'x.example=https://x.example/path' })).rejects.toThrow(
      /origin/,
    );
    await expect(setBrandDomain(t.db, { brand: 'NOVA', domain: 'x.example' })).rejects.toThrow(/base URL/);
    expect(await merchantDirectory(t.db).codeForDomain('x.example')).toBeNull();
  });
});
