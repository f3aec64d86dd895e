import { envelopeSchema, systemStatusSchema } from '@lotus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { updateMerchantSettings } from '../modules/system/merchant-settings.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so a test can be any visitor through X-Forwarded-For.
  t = await createTestApp({ config: { trustProxy: true } });
});
afterAll(() => t.close());
afterEach(() =>
  updateMerchantSettings(t.db, 'LOTUS', {
    maintenance: { on: false },
    regionBlock: { blockedCountries: [], allowCidrs: [], denyCidrs: [] },
  }),
);

const from = (ip: string, headers: Record<string, string> = {}) => ({
  ...demoHeaders,
  'x-forwarded-for': ip,
  ...headers,
});

async function status(ip = '192.0.2.10', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/wps/system/status', headers: from(ip, headers) });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(systemStatusSchema).parse(res.json()).value;
}

const announcements = (ip = '192.0.2.10') =>
  t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements', headers: from(ip) });

const hour = 3_600_000;

describe('maintenance', () => {
  it('with an end ahead: status 1 with the message, other endpoints 503, system endpoints open', async () => {
    const endsAt = Date.now() + hour;
    await updateMerchantSettings(t.db, 'LOTUS', {
      maintenance: { on: true, endsAt, message: { EN: 'Upgrading the wallet', CN: '钱包升级中' } },
    });
    const value = await status();
    expect(value).toMatchObject({ maintenance: true, systemStatus: 1 });
    expect(value.maintenanceInfo).toEqual({ endsAt, message: 'Upgrading the wallet' });
    expect((await status('192.0.2.10', { language: 'CN' })).maintenanceInfo.message).toBe('钱包升级中');

    const refused = await announcements();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'system.maintenance' });
    const open = await t.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders });
    expect(open.statusCode).toBe(200);
  });

  it('with no end: lasts until switched off', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { maintenance: { on: true, endsAt: null } });
    expect((await status()).systemStatus).toBe(1);
  });

  it('with an end already past: the site is open again', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { maintenance: { on: true, endsAt: Date.now() - 1000 } });
    const value = await status();
    expect(value).toMatchObject({ maintenance: false, systemStatus: 0 });
    expect(value.maintenanceInfo).toEqual({ endsAt: null, message: null });
    expect((await announcements()).statusCode).toBe(200);
  });

  it('wins over a region block', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      maintenance: { on: true },
      regionBlock: { blockedCountries: [], allowCidrs: [], denyCidrs: ['192.0.2.0/24'] },
    });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: true, systemStatus: 1 });
  });
});

describe('region block', () => {
  it('reports the visitor address and country', async () => {
    expect((await status('8.8.8.8')).location).toEqual({ ip: '8.8.8.8', country: 'US' });
  });

  it('blocks a country: status 2 with the message, other endpoints 403', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      regionBlock: {
        blockedCountries: ['US'],
        allowCidrs: [],
        denyCidrs: [],
        message: { EN: 'Not available in your region', CN: '您所在的地区无法访问' },
      },
    });
    const value = await status('8.8.8.8');
    expect(value).toMatchObject({ regionRestriction: true, systemStatus: 2 });
    expect(value.regionRestrictionInfo).toEqual({ message: 'Not available in your region' });
    const refused = await announcements('8.8.8.8');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'access.restricted',
      message: 'Access restricted',
    });
    // Visitors from elsewhere are not affected.
    expect((await status('192.0.2.10')).systemStatus).toBe(0);
    expect((await announcements('192.0.2.10')).statusCode).toBe(200);
  });

  it('blocks IPv4 and IPv6 ranges', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      regionBlock: { blockedCountries: [], allowCidrs: [], denyCidrs: ['203.0.113.0/24', '2001:db8::/32'] },
    });
    expect((await status('203.0.113.7')).systemStatus).toBe(2);
    expect((await status('2001:db8::1')).systemStatus).toBe(2);
    expect((await status('203.0.114.7')).systemStatus).toBe(0);
    expect((await announcements('2001:db8:ffff::2')).statusCode).toBe(403);
  });

  it('lets an allowed range through a country block', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      regionBlock: { blockedCountries: ['US'], allowCidrs: ['8.8.8.0/24'], denyCidrs: [] },
    });
    expect((await status('8.8.8.8')).regionRestriction).toBe(false);
    expect((await announcements('8.8.8.8')).statusCode).toBe(200);
  });
});

describe('updateMerchantSettings', () => {
  it('refuses malformed settings with field messages', async () => {
    await expect(
      updateMerchantSettings(t.db, 'LOTUS', {
        regionBlock: { blockedCountries: ['usa'], allowCidrs: ['not-a-range'], denyCidrs: [] },
      }),
    ).rejects.toMatchObject({ code: 'request.invalid', value: { fields: expect.any(Object) } });
  });

  it('refuses an unknown merchant', async () => {
    await expect(updateMerchantSettings(t.db, 'NOPE', { maintenance: { on: true } })).rejects.toMatchObject({
      code: 'not.found',
    });
  });
});
