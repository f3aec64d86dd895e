import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  countryListSchema,
  customerServiceLinkVector,
  DEMO_MERCHANT_CODE,
  domainRouteListSchema,
  envelopeSchema,
  flattenWhitelabel,
  helpCenterSchema,
  modIds,
  registerFields,
  registerRulesSchema,
  systemStatusSchema,
  unbuiltModules,
  whitelabelTreeSchema,
} from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { merchants } from '../../db/schema.ts';
import { repoRoot } from '../../paths.ts';
import { decryptServiceLink } from './customer-service-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...demoHeaders, ...headers } });

describe('GET /wps/system/status', () => {
  it('returns the whole boot payload for the demo merchant', async () => {
    const res = await get('/wps/system/status');
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(systemStatusSchema).parse(res.json());
    expect(value.info.merchant).toMatchObject({ code: DEMO_MERCHANT_CODE, currency: 'CNY', currencySymbol: '¥' });
    expect(value.info.merchant.gmtOffsetMinutes).toBe(480);
    expect(value.systemStatus).toBe(0);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.location.country).toBeNull();
    expect(Object.keys(flattenWhitelabel(value.info.whitelabel)).sort()).toEqual([...modIds].sort());
    expect(Object.keys(value.info.register).sort()).toEqual([...registerFields].sort());
    expect(value.info.domainRoute.map((d) => d.domain)).toEqual(['localhost', '127.0.0.1']);
  });

  it('lists customer service with an encrypted live-chat link and a plain Telegram link', async () => {
    const { value } = envelopeSchema(systemStatusSchema).parse((await get('/wps/system/status')).json());
    const live = value.info.customerService.find((c) => c.csType === 'LIVECHAT');
    const telegram = value.info.customerService.find((c) => c.csType === 'TELEGRAM');
    expect(live?.path).toBe(customerServiceLinkVector.path);
    expect(decryptServiceLink(live?.path ?? '')).toBe(customerServiceLinkVector.url);
    expect(telegram?.path).toMatch(/^https:\/\//);
  });

  it('lists app downloads, official channels and social links', async () => {
    const { value } = envelopeSchema(systemStatusSchema).parse((await get('/wps/system/status')).json());
    const types = new Set(value.info.resources.map((r) => r.resourceType));
    expect([...types].sort()).toEqual(['APP_ANDROID', 'APP_IOS', 'APP_IOS_LITE', 'OFFICIAL_CHANNEL', 'SOCIAL']);
  });

  it('labels content in the request language', async () => {
    const en = envelopeSchema(systemStatusSchema).parse((await get('/wps/system/status')).json()).value;
    const cn = envelopeSchema(systemStatusSchema).parse(
      (await get('/wps/system/status', { language: 'CN' })).json(),
    ).value;
    expect(en.info.customerService[0]?.labelName).toBe('Live chat');
    expect(cn.info.customerService[0]?.labelName).toBe('在线客服');
  });
});

describe('other boot endpoints', () => {
  it('GET /wps/system/whitelabel switches on exactly the demo modules whose features exist', async () => {
    const res = await get('/wps/system/whitelabel');
    const flags = flattenWhitelabel(envelopeSchema(whitelabelTreeSchema).parse(res.json()).value);
    expect(Object.keys(flags).sort()).toEqual([...modIds].sort());
    const on = Object.keys(flags).filter((id) => flags[id]);
    // What the demo offers: each of these is served and has its pages. A feature built later adds its module here.
    expect(on.sort()).toEqual(
      [
        ...['COMM3', 'CAPTCHA3', 'VERIFICATION3', 'FEEDBACK3', 'ENCV1COMPAT3'],
        ...['LOGIN3', 'MOBILEVERCODELOGIN3', 'LOGINIPVERF3', 'FREEPLAY3', 'SOCIALLOGIN3'],
        ...['REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AFFMAN3'],
        ...['PASS3', 'CHNGPASSVERIF3', 'PWRESETSMS3', 'PWDEXPFORCECHANGE3'],
        ...['MEMBER3', 'PROFPIC3', 'FUNDTRANS3', 'MEMTRANS3', 'INBOX3', 'VIP3', 'REBATE3'],
        ...['GAMELO3', 'GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3'],
        ...['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'],
        'REWCEN3',
      ].sort(),
    );
    // Chat, live-model chat, referral, missions and the points mall are not built.
    expect(modIds.filter((id) => !flags[id]).sort()).toEqual([...unbuiltModules].sort());
  });

  it('keeps an unbuilt module off even when the brand has not switched it off', async () => {
    const row = await t.db.orm
      .select({ disabled: merchants.disabledModules })
      .from(merchants)
      .where(eq(merchants.code, DEMO_MERCHANT_CODE));
    expect(row[0]?.disabled).toEqual([]);
    const tree = envelopeSchema(whitelabelTreeSchema).parse((await get('/wps/system/whitelabel')).json()).value;
    expect(flattenWhitelabel(tree).REFERRAL3).toBe(false);
  });

  it('GET /wps/system/setting/register returns a rule for every registration field', async () => {
    const rules = envelopeSchema(registerRulesSchema).parse((await get('/wps/system/setting/register')).json()).value;
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 2, minLength: 4, maxLength: 16 });
    expect(rules.password).toMatchObject({ enabled: true, required: true, patternId: 6, minLength: 6, maxLength: 20 });
    expect(rules.mobileNum).toMatchObject({ enabled: true, required: false });
    expect(Object.values(rules).some((r) => !r.enabled)).toBe(true);
  });

  it('GET /wps/system/domainRoute returns the brand domains with one primary', async () => {
    const domains = envelopeSchema(domainRouteListSchema).parse((await get('/wps/system/domainRoute')).json()).value;
    expect(domains.filter((d) => d.primary)).toHaveLength(1);
  });

  it('GET /wps/system/helpCenter returns the tree in the asked language', async () => {
    const en = envelopeSchema(helpCenterSchema).parse((await get('/wps/system/helpCenter?lang=EN&device=WEB')).json());
    const cn = envelopeSchema(helpCenterSchema).parse((await get('/wps/system/helpCenter?lang=zh&device=WEB')).json());
    expect(en.value.map((e) => e.title)).toEqual([
      'About us',
      'Terms and conditions',
      'Responsible gaming',
      'Deposits & withdrawals FAQ',
    ]);
    expect(cn.value[0]?.title).toBe('关于我们');
    const terms = en.value.find((e) => e.anchor === 'term');
    expect(terms?.children.length).toBeGreaterThan(0);
    expect(terms?.content).toContain('<p>');
  });

  it('GET /wps/system/helpCenter without lang follows the Language header', async () => {
    const cn = envelopeSchema(helpCenterSchema).parse((await get('/wps/system/helpCenter', { language: 'CN' })).json());
    expect(cn.value[0]?.title).toBe('关于我们');
  });

  it('GET /wps/system/helpCenter refuses an unknown device with the field named', async () => {
    const res = await get('/wps/system/helpCenter?lang=EN&device=bogus');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(res.json().value.fields).toHaveProperty('device');
  });

  it('GET /wps/system/country lists countries with dialling codes, names in the request language', async () => {
    const en = envelopeSchema(countryListSchema).parse((await get('/wps/system/country')).json()).value;
    const cn = envelopeSchema(countryListSchema).parse((await get('/wps/system/country', { language: 'CN' })).json());
    expect(en.length).toBeGreaterThanOrEqual(60);
    expect(en.find((c) => c.countryCode === 'CN')).toEqual({
      countryCode: 'CN',
      countryDialingCode: '86',
      name: 'China',
    });
    expect(cn.value.find((c) => c.countryCode === 'CN')?.name).toBe('中国');
  });
});

describe('docs/architecture.md', () => {
  it('names every job the server runs, and no job it does not', () => {
    const architecture = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const section = architecture.split('- **Jobs**')[1]?.split('- **Sockets**')[0] ?? '';
    const listed = [...section.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1] ?? '');
    const names = [...t.app.jobs.names];
    expect(names.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !names.includes(name))).toEqual([]);
  });
});
