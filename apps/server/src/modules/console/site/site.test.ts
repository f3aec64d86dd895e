import { CONSOLE_PREFIX, DEMO_ACCOUNTS, envelopeSchema, systemStatusSchema } from '@lotus/contract';
import { asc, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/create-test-app.ts';
import { sampleImages } from '../../../../test/image-fixtures.ts';
import { auditLog, merchantDomains, merchants } from '../../../db/schema.ts';
import { decryptServiceLink } from '../../system/customer-service-link.ts';

let t: TestApp;
let admin: string;
const others: Record<string, string> = {};

const call = (method: InjectOptions['method'], path: string, payload?: unknown, token = admin) =>
  consoleCall(t.app, token, method, `/site${path}`, payload);
const site = async () => (await call('GET', '')).json().value;

/** The player site's boot payload, as a visitor on `host` gets it. */
const status = async (host = 'localhost', language = 'EN') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    headers: { ...demoHeaders, host, language },
  });
  return envelopeSchema(systemStatusSchema).parse(res.json()).value;
};
const siteAudit = async () =>
  t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.site.%')).orderBy(asc(auditLog.id));

const brand = {
  name: 'Lotus Palace',
  logoUrl: null,
  gtagId: 'g-abc123xyz9',
  imageCdns: ['https://img.lotus.example/', 'https://img2.lotus.example'],
  launchGameCdns: ['https://play.cdn.lotus.example'],
};

/** Expects a 400 `request.invalid` naming `field`, with nothing changed and nothing audited. */
async function refused(method: InjectOptions['method'], path: string, payload: unknown, field: string) {
  const before = await site();
  const audits = (await siteAudit()).length;
  const res = await call(method, path, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errorCode).toBe('request.invalid');
  expect(Object.keys(res.json().value.fields)).toContain(field);
  expect(await site()).toEqual(before);
  expect((await siteAudit()).length).toBe(audits);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['finance', 'risk', 'content', 'support'] as const) {
    await insertOperator(t.db, `op_${role}`, 'Oper1234', role);
    others[role] = await consoleSignIn(t.app, `op_${role}`, 'Oper1234');
  }
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
});
afterAll(() => t.close());

describe('the Site page of the console', () => {
  it('shows the brand, domains, customer service (links decoded) and resources as stored', async () => {
    const value = await site();
    expect(value.brand).toEqual({
      code: 'LOTUS',
      name: 'Lotus',
      logoUrl: null,
      gtagId: null,
      imageCdns: [],
      launchGameCdns: [],
      mainDomain: 'localhost',
    });
    expect(value.domains).toEqual([
      expect.objectContaining({ domain: 'localhost', primary: true, baseUrl: null, effectiveBaseUrl: null }),
      expect.objectContaining({ domain: '127.0.0.1', primary: false, baseUrl: null }),
    ]);
    expect(value.customerService[0]).toMatchObject({
      csType: 'LIVECHAT',
      url: 'https://chat.lotus.example/livechat?merchant=LOTUS&channel=web',
      obfuscated: true,
    });
    expect(value.customerService[1]).toMatchObject({ csType: 'TELEGRAM', obfuscated: false });
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('APP_IOS');
  });

  it('admits admins only', async () => {
    for (const token of Object.values(others)) {
      expect((await call('GET', '', undefined, token)).statusCode).toBe(403);
      const res = await call('PUT', '/brand', brand, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
      expect(
        (await call('DELETE', `/customer-service/${(await site()).customerService[0].id}`, undefined, token))
          .statusCode,
      ).toBe(403);
    }
    expect((await status()).info.merchant.name).toBe('Lotus');
    expect(await siteAudit()).toEqual([]);
  });
});

describe('brand settings', () => {
  it('refuses a bad analytics id, non-https or duplicate CDNs, an empty name, changing nothing', async () => {
    await refused('PUT', '/brand', { ...brand, gtagId: 'GA-1' }, 'gtagId');
    await refused('PUT', '/brand', { ...brand, imageCdns: ['http://img.lotus.example'] }, 'imageCdns.0');
    await refused(
      'PUT',
      '/brand',
      { ...brand, launchGameCdns: ['https://cdn.lotus.example/games'] },
      'launchGameCdns.0',
    );
    await refused('PUT', '/brand', { ...brand, imageCdns: ['https://a.example', 'https://a.example/'] }, 'imageCdns');
    await refused('PUT', '/brand', { ...brand, name: '  ' }, 'name');
    await refused('PUT', '/brand', { ...brand, logoUrl: 'javascript:alert(1)' }, 'logoUrl');
    expect((await status()).info.merchant.name).toBe('Lotus');
  });

  it('saves name, analytics id and CDNs; the boot payload follows at once; the audit keeps what changed', async () => {
    expect((await status()).info.merchant.name).toBe('Lotus');
    const res = await call('PUT', '/brand', brand);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.brand).toMatchObject({
      name: 'Lotus Palace',
      gtagId: 'G-ABC123XYZ9',
      imageCdns: ['https://img.lotus.example', 'https://img2.lotus.example'],
      launchGameCdns: ['https://play.cdn.lotus.example'],
    });
    const boot = await status();
    expect(boot.info.merchant.name).toBe('Lotus Palace');
    expect(boot.info.analytics.gtagId).toBe('G-ABC123XYZ9');
    expect(boot.info.imageCDNs).toEqual(['https://img.lotus.example', 'https://img2.lotus.example']);
    expect(boot.info.launchGameCDNs).toEqual(['https://play.cdn.lotus.example']);

    const [entry] = await siteAudit();
    expect(entry?.event).toBe('console.site.brand.updated');
    expect(entry?.detail).toEqual({
      changes: {
        name: { from: 'Lotus', to: 'Lotus Palace' },
        gtagId: { from: null, to: 'G-ABC123XYZ9' },
        imageCdns: { from: [], to: ['https://img.lotus.example', 'https://img2.lotus.example'] },
        launchGameCdns: { from: [], to: ['https://play.cdn.lotus.example'] },
      },
    });
    // The same block again changes and records nothing.
    expect((await call('PUT', '/brand', brand)).statusCode).toBe(200);
    expect((await siteAudit()).length).toBe(1);
  });

  it('takes an uploaded logo, which players get on the first image CDN', async () => {
    const form = new FormData();
    form.append('image', new Blob([(await sampleImages()).png], { type: 'image/png' }), 'logo.png');
    const request = new Request('http://lotus.test', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE_PREFIX}/content/images`,
      headers: { authorization: admin, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { url } = upload.json().value;
    const res = await call('PUT', '/brand', { ...brand, logoUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.brand.logoUrl).toBe(url);
    expect((await status()).info.merchant.logoUrl).toBe(`https://img.lotus.example/${url}`);
    // An empty analytics id is none.
    await call('PUT', '/brand', { ...brand, logoUrl: url, gtagId: '', imageCdns: [] });
    const boot = await status('127.0.0.1');
    expect(boot.info.analytics.gtagId).toBeNull();
    expect(boot.info.merchant.logoUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${url}$`));
  });
});

describe('domains', () => {
  beforeAll(async () => {
    // Another brand on the same installation, with a domain of its own.
    const [lotus] = await t.db.orm.select().from(merchants);
    if (!lotus) throw new Error('no demo brand');
    const [other] = await t.db.orm
      .insert(merchants)
      .values({
        code: 'OTHER',
        name: 'Other',
        currency: 'CNY',
        currencySymbol: '¥',
        mainDomain: 'www.other.example',
        registerRules: lotus.registerRules,
      })
      .returning();
    if (!other) throw new Error('no second brand');
    await t.db.orm
      .insert(merchantDomains)
      .values({ merchantId: other.id, domain: 'www.other.example', label: 'Main', primary: true });
  });

  it('refuses bad host names and base URLs, a domain of another brand, or one already listed', async () => {
    const add = { domain: 'play.lotus.example', label: 'Line 3', primary: false, baseUrl: null };
    await refused('POST', '/domains', { ...add, domain: 'https://play.lotus.example' }, 'domain');
    await refused('POST', '/domains', { ...add, domain: 'play.lotus.example:8080' }, 'domain');
    await refused('POST', '/domains', { ...add, baseUrl: 'http://play.lotus.example' }, 'baseUrl');
    await refused('POST', '/domains', { ...add, baseUrl: 'https://play.lotus.example/app' }, 'baseUrl');
    await refused('POST', '/domains', { ...add, label: '' }, 'label');

    const taken = await call('POST', '/domains', { ...add, domain: 'WWW.Other.Example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('console.site.domain.taken');
    expect(taken.json().message).toBe('This domain already serves another brand');
    const listed = await call('POST', '/domains', { ...add, domain: '127.0.0.1' });
    expect(listed.json().errorCode).toBe('console.site.domain.exists');
    expect((await site()).domains).toHaveLength(2);
  });

  it('adds a domain with its base URL: a visitor on it gets links from that origin at once', async () => {
    const res = await call('POST', '/domains', {
      domain: 'Play.Lotus.Example',
      label: 'Line 3',
      primary: false,
      baseUrl: 'https://play.lotus.example:8443/',
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().value.domains.at(-1);
    expect(added).toMatchObject({
      domain: 'play.lotus.example',
      baseUrl: 'https://play.lotus.example:8443',
      effectiveBaseUrl: 'https://play.lotus.example:8443',
      primary: false,
    });
    const boot = await status('play.lotus.example');
    expect(boot.info.domainRoute.map((d) => d.domain)).toEqual(['localhost', '127.0.0.1', 'play.lotus.example']);
    // No image CDN is set now, so pictures come from the site itself: this domain's base URL.
    expect(boot.info.imageCDNs).toEqual(['https://play.lotus.example:8443']);
    const audit = (await siteAudit()).at(-1);
    expect(audit?.event).toBe('console.site.domain.added');
    expect(audit?.detail).toMatchObject({ domain: 'play.lotus.example', baseUrl: 'https://play.lotus.example:8443' });
  });

  it('edits label and base URL; a primary domain takes the mark and the main domain', async () => {
    const play = (await site()).domains.find((d: { domain: string }) => d.domain === 'play.lotus.example');
    await refused(
      'PUT',
      `/domains/${play.id}`,
      { label: 'Line 3', primary: false, baseUrl: 'ftp://x.example' },
      'baseUrl',
    );
    const res = await call('PUT', `/domains/${play.id}`, { label: 'Main line', primary: true, baseUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.brand.mainDomain).toBe('play.lotus.example');
    expect(
      value.domains.filter((d: { primary: boolean }) => d.primary).map((d: { domain: string }) => d.domain),
    ).toEqual(['play.lotus.example']);
    expect(value.domains.at(-1)).toMatchObject({ baseUrl: null, effectiveBaseUrl: 'https://play.lotus.example' });
    const boot = await status('unknown.example');
    expect(boot.info.mainDomain).toBe('play.lotus.example');
    expect(boot.info.domainRoute.find((d) => d.primary)?.domain).toBe('play.lotus.example');
    // A request naming none of the brand's domains gets the primary one's links.
    expect(boot.info.imageCDNs).toEqual(['https://play.lotus.example']);
    expect((await siteAudit()).at(-1)?.detail).toEqual({
      domainId: play.id,
      domain: 'play.lotus.example',
      changes: {
        label: { from: 'Line 3', to: 'Main line' },
        primary: { from: false, to: true },
        baseUrl: { from: 'https://play.lotus.example:8443', to: null },
      },
    });
  });

  it('never removes or demotes the primary domain; removes another one', async () => {
    const { domains } = await site();
    const primary = domains.find((d: { primary: boolean }) => d.primary);
    const audits = (await siteAudit()).length;
    const removal = await call('DELETE', `/domains/${primary.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().errorCode).toBe('console.site.domain.primary');
    const demotion = await call('PUT', `/domains/${primary.id}`, { label: 'x', primary: false, baseUrl: null });
    expect(demotion.json().errorCode).toBe('console.site.domain.primary');
    expect((await siteAudit()).length).toBe(audits);

    const local = domains.find((d: { domain: string }) => d.domain === '127.0.0.1');
    const res = await call('DELETE', `/domains/${local.id}`);
    expect(res.statusCode).toBe(200);
    expect((await status()).info.domainRoute.map((d) => d.domain)).toEqual(['localhost', 'play.lotus.example']);
    expect((await siteAudit()).at(-1)).toMatchObject({ event: 'console.site.domain.removed' });
    expect((await call('DELETE', `/domains/${local.id}`)).statusCode).toBe(404);
  });
});

describe('customer service', () => {
  it('refuses an entry without an https address or a proper type, changing nothing', async () => {
    const entry = {
      csType: 'WHATSAPP',
      url: 'https://wa.me/100',
      obfuscated: false,
      label: { EN: 'WhatsApp', CN: 'WhatsApp' },
    };
    await refused('POST', '/customer-service', { ...entry, url: 'http://wa.me/100' }, 'url');
    await refused('POST', '/customer-service', { ...entry, url: 'javascript:alert(1)' }, 'url');
    await refused('POST', '/customer-service', { ...entry, csType: 'live chat' }, 'csType');
    await refused('POST', '/customer-service', { ...entry, label: { EN: 'WhatsApp', CN: '' } }, 'label.CN');
  });

  it('adds, edits, reorders and deletes entries; players get each change at once', async () => {
    const added = await call('POST', '/customer-service', {
      csType: 'whatsapp',
      url: 'https://wa.me/8613900000000',
      obfuscated: true,
      label: { EN: 'WhatsApp', CN: 'WhatsApp 客服' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json().value.customerService.at(-1);
    expect(entry).toMatchObject({ csType: 'WHATSAPP', url: 'https://wa.me/8613900000000', obfuscated: true });
    const shown = (await status('localhost', 'CN')).info.customerService.at(-1);
    expect(shown?.labelName).toBe('WhatsApp 客服');
    expect(shown?.path).not.toContain('wa.me');
    expect(decryptServiceLink(shown?.path ?? '')).toBe('https://wa.me/8613900000000');

    const edited = await call('PUT', `/customer-service/${entry.id}`, {
      csType: 'WHATSAPP',
      url: 'https://wa.me/8613911111111',
      obfuscated: false,
      label: { EN: 'WhatsApp chat', CN: 'WhatsApp 客服' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await status()).info.customerService.at(-1)).toEqual({
      csType: 'WHATSAPP',
      path: 'https://wa.me/8613911111111',
      labelName: 'WhatsApp chat',
    });
    expect((await siteAudit()).at(-1)?.detail).toMatchObject({
      changes: {
        url: { from: 'https://wa.me/8613900000000', to: 'https://wa.me/8613911111111' },
        obfuscated: { from: true, to: false },
        label: { from: { EN: 'WhatsApp' }, to: { EN: 'WhatsApp chat' } },
      },
    });

    const ids = (await site()).customerService.map((e: { id: number }) => e.id);
    await refused('PUT', '/customer-service/order', { ids: ids.slice(1) }, 'ids');
    const reordered = await call('PUT', '/customer-service/order', { ids: [...ids].reverse() });
    expect(reordered.statusCode).toBe(200);
    expect((await status()).info.customerService.map((e) => e.csType)).toEqual(['WHATSAPP', 'TELEGRAM', 'LIVECHAT']);

    expect((await call('DELETE', `/customer-service/${entry.id}`)).statusCode).toBe(200);
    expect((await status()).info.customerService.map((e) => e.csType)).toEqual(['TELEGRAM', 'LIVECHAT']);
    expect((await siteAudit()).slice(-4).map((a) => a.event)).toEqual([
      'console.site.service.added',
      'console.site.service.updated',
      'console.site.service.reordered',
      'console.site.service.removed',
    ]);
  });
});

describe('resources', () => {
  it('refuses an unknown type or an address that is neither https nor a path of the site', async () => {
    const resource = {
      resourceType: 'APP_IOS',
      url: 'https://apps.apple.com/app/id1',
      label: { EN: 'iOS', CN: 'iOS' },
      iconUrl: null,
    };
    await refused('POST', '/resources', { ...resource, resourceType: 'APP_WINDOWS' }, 'resourceType');
    await refused('POST', '/resources', { ...resource, url: 'ftp://apps.example/x' }, 'url');
    await refused('POST', '/resources', { ...resource, iconUrl: 'http://x.example/i.png' }, 'iconUrl');
  });

  it('adds, edits, reorders and deletes app links and official channels; players get each change at once', async () => {
    const added = await call('POST', '/resources', {
      resourceType: 'OFFICIAL_CHANNEL',
      url: 'https://line.me/lotus',
      label: { EN: 'LINE channel', CN: 'LINE 频道' },
      iconUrl: '/media/icons/line.svg',
    });
    expect(added.statusCode, added.body).toBe(200);
    const created = added.json().value.resources.at(-1);
    const shown = (await status('localhost', 'CN')).info.resources.at(-1);
    expect(shown).toMatchObject({
      resourceType: 'OFFICIAL_CHANNEL',
      url: 'https://line.me/lotus',
      labelName: 'LINE 频道',
    });
    expect(shown?.iconUrl).toMatch(/^http:\/\/localhost:\d+\/media\/icons\/line\.svg$/);

    const ios = (await site()).resources.find((r: { resourceType: string }) => r.resourceType === 'APP_IOS');
    const edited = await call('PUT', `/resources/${ios.id}`, {
      resourceType: 'APP_IOS',
      url: 'https://apps.apple.com/app/id123456',
      label: ios.label,
      iconUrl: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const iosShown = (await status()).info.resources.find((r) => r.resourceType === 'APP_IOS');
    expect(iosShown?.url).toBe('https://apps.apple.com/app/id123456');
    expect((await siteAudit()).at(-1)?.detail).toEqual({
      resourceId: ios.id,
      changes: { url: { from: 'https://download.lotus.example/lotus.ipa', to: 'https://apps.apple.com/app/id123456' } },
    });

    const ids = (await site()).resources.map((r: { id: number }) => r.id);
    const moved = [created.id, ...ids.filter((id: number) => id !== created.id)];
    expect((await call('PUT', '/resources/order', { ids: moved })).statusCode).toBe(200);
    expect((await status()).info.resources[0]?.url).toBe('https://line.me/lotus');

    expect((await call('DELETE', `/resources/${created.id}`)).statusCode).toBe(200);
    expect((await status()).info.resources.some((r) => r.url === 'https://line.me/lotus')).toBe(false);
    expect((await siteAudit()).slice(-4).map((a) => a.event)).toEqual([
      'console.site.resource.added',
      'console.site.resource.updated',
      'console.site.resources.reordered',
      'console.site.resource.removed',
    ]);
  });
});
