import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import { eq, like, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMessage, MINUTE, movableClock, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/create-test-app.ts';
import { startSmsProvider, startSmtpServer } from '../../../../test/message-fakes.ts';
import { newMember } from '../../../../test/profile-helpers.ts';
import { auditLog, merchants, messageOutbox } from '../../../db/schema.ts';
import { createOutboxSender } from '../../../platform/messages/outbox-sender.ts';
import { describeFailure } from '../../../platform/messages/transports.ts';
import { createBrand } from '../../brands/create-brand.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';

/**
 * Per-brand delivery: the server's SMTP account is `serverSmtp` (no SMS provider in the environment); the demo brand
 * sets its own SMTP account and SMS provider in the console, a second brand first has none, then its own.
 */
const clock = movableClock();
const BRAND_PASSWORD = 'p@ss:w0rd/Brand';
const SMS_AUTH = 'Bearer brand-sms-key-4711';
let serverSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
let brandSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
let secondSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
let brandSms: Awaited<ReturnType<typeof startSmsProvider>>;
let t: TestApp;
let admin: string;
let secondId: number;

const call = (method: InjectOptions['method'], token: string, path: string, payload?: unknown) =>
  consoleCall(t.app, token, method, path, payload);
const put = (delivery: unknown) => call('PUT', admin, '/settings', { delivery });
const read = async () => (await call('GET', admin, '/settings')).json().value;
const audits = async () =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.event, 'console.settings.delivery'), like(auditLog.event, 'console.delivery.%')));
const stored = async (code = DEMO_MERCHANT_CODE) =>
  (await t.db.orm.select().from(merchants).where(eq(merchants.code, code)))[0]?.deliverySettings;

const brandSmtpSettings = () => ({
  url: `smtp://user@127.0.0.1:${brandSmtp.port}`,
  password: BRAND_PASSWORD,
  from: 'Lotus Mail <mail@lotus-brand.example>',
});
const brandSmsSettings = () => ({
  url: `${brandSms.url}/v2/send`,
  method: 'POST',
  auth: SMS_AUTH,
  template: '{"mobile":"{to}","content":"{body}"}',
  format: 'json',
  successPath: 'result.ok',
});

const forgot = (username: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...demoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

beforeAll(async () => {
  [serverSmtp, brandSmtp, secondSmtp, brandSms] = await Promise.all([
    startSmtpServer(),
    startSmtpServer(BRAND_PASSWORD),
    startSmtpServer(),
    startSmsProvider(),
  ]);
  t = await createTestApp({
    clock,
    config: {
      delivery: { smtp: { url: serverSmtp.url(), from: 'no-reply@server.example' }, sms: undefined, maxAttempts: 2 },
    },
  });
  const second = await createBrand(t.db, {
    code: 'SECOND',
    name: 'Second',
    currency: 'USD',
    gmtOffset: '+00:00',
    domains: ['www.second.example=https://www.second.example'],
  });
  secondId = second.merchantId;
  await insertOperator(t.db, 'cashier7', 'Oper1234', 'finance');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([serverSmtp?.close(), brandSmtp?.close(), secondSmtp?.close(), brandSms?.close()]);
});
beforeEach(() => {
  // Past every per-number and per-address wait between codes.
  clock.advance(10 * MINUTE);
  brandSms.reply.status = 200;
  brandSms.reply.body = { result: { ok: true } };
});

describe('delivery settings in the console', () => {
  it('start empty: the brand uses the server, whose default is shown', async () => {
    expect((await read()).delivery).toEqual({ smtp: null, sms: null, serverDefault: { email: true, sms: false } });
    expect(await stored()).toEqual({ smtp: null, sms: null });
  });

  it('a brand without settings mails through the server; SMS stay in the outbox', async () => {
    const m = await newMember(t.db, { email: 'server.route@player.example' });
    await forgot(m.username, 'server.route@player.example');
    await t.app.messageDelivery.idle();
    expect(serverSmtp.received.at(-1)?.rcptTo).toEqual(['server.route@player.example']);
    expect(await lastMessage(t.db, 'server.route@player.example')).toMatchObject({ provider: 'smtp', status: 'sent' });
    await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000301' });
    expect(await lastMessage(t.db, '+86 13900000301')).toMatchObject({ provider: 'outbox', status: 'sent' });
  });

  it('saves the brand’s own SMTP and SMS; the secrets never come back, nor reach the audit log', async () => {
    const res = await put({ smtp: brandSmtpSettings(), sms: brandSmsSettings() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.delivery).toEqual({
      smtp: { url: `smtp://user@127.0.0.1:${brandSmtp.port}`, from: brandSmtpSettings().from, passwordSet: true },
      sms: {
        url: `${brandSms.url}/v2/send`,
        method: 'POST',
        template: brandSmsSettings().template,
        format: 'json',
        successPath: 'result.ok',
        successValue: null,
        authSet: true,
      },
      serverDefault: { email: true, sms: false },
    });
    const secretFree = (text: string) => {
      for (const secret of [BRAND_PASSWORD, encodeURIComponent(BRAND_PASSWORD), 'brand-sms-key-4711']) {
        expect(text).not.toContain(secret);
      }
    };
    secretFree(res.body);
    secretFree((await call('GET', admin, '/settings')).body);
    // Stored with the password percent-encoded in the URL.
    expect((await stored())?.smtp?.url).toBe(
      `smtp://user:${encodeURIComponent(BRAND_PASSWORD)}@127.0.0.1:${brandSmtp.port}`,
    );
    expect((await stored())?.sms?.auth).toBe(SMS_AUTH);
    const entries = await audits();
    expect(entries.map((a) => a.event)).toEqual(['console.settings.delivery']);
    expect(entries[0]?.detail).toMatchObject({
      before: { smtp: null, sms: null },
      after: { smtp: { passwordSet: true }, sms: { authSet: true } },
      secrets: ['smtp.password', 'sms.auth'],
    });
    secretFree(JSON.stringify(entries));
  });

  it('brand settings override the server: email through the brand’s account, SMS though the server has none', async () => {
    const before = serverSmtp.received.length;
    const m = await newMember(t.db, { email: 'brand.route@player.example' });
    await forgot(m.username, 'brand.route@player.example');
    await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000302' });
    await t.app.messageDelivery.idle();
    const mail = brandSmtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['brand.route@player.example']);
    expect(mail?.headers.from).toBe('Lotus Mail <mail@lotus-brand.example>');
    expect(serverSmtp.received.length).toBe(before);
    const sms = brandSms.received.at(-1);
    expect(sms).toMatchObject({ method: 'POST', url: '/v2/send' });
    expect(sms?.headers.authorization).toBe(SMS_AUTH);
    expect(JSON.parse(sms?.body ?? '{}')).toMatchObject({ mobile: '+8613900000302' });
    expect(await lastMessage(t.db, '+86 13900000302')).toMatchObject({ provider: 'http-sms', status: 'sent' });
  });

  it('two brands deliver through their own accounts, a brand without settings through the server', async () => {
    const sender = createOutboxSender(t.db, { clock, delivery: t.app.messageDelivery });
    const mail = (merchantId: number, to: string) =>
      sender.send({ merchantId, channel: 'email', to, subject: 'Hello', body: 'Hi' });
    await mail(1, 'first.brand@player.example');
    await mail(secondId, 'second.brand.server@player.example');
    await t.app.messageDelivery.idle();
    expect(brandSmtp.received.at(-1)?.rcptTo).toEqual(['first.brand@player.example']);
    expect(serverSmtp.received.at(-1)?.rcptTo).toEqual(['second.brand.server@player.example']);
    expect(serverSmtp.received.at(-1)?.headers.from).toBe('Second <no-reply@server.example>');

    await updateMerchantSettings(t.db, 'SECOND', {
      delivery: { smtp: { url: secondSmtp.url(), from: 'no-reply@second.example' } },
    });
    await mail(secondId, 'second.brand.own@player.example');
    await mail(1, 'first.again@player.example');
    await t.app.messageDelivery.idle();
    expect(secondSmtp.received.map((r) => r.rcptTo)).toEqual([['second.brand.own@player.example']]);
    expect(secondSmtp.received[0]?.headers.from).toBe('Second <no-reply@second.example>');
    expect(brandSmtp.received.at(-1)?.rcptTo).toEqual(['first.again@player.example']);
  });

  it('saving with empty secrets keeps them; another account or provider does not get them', async () => {
    const { password: _, ...withoutPassword } = brandSmtpSettings();
    const { auth: __, ...withoutAuth } = brandSmsSettings();
    let res = await put({ smtp: { ...withoutPassword, password: '' }, sms: { ...withoutAuth, successValue: 'true' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.delivery).toMatchObject({
      smtp: { passwordSet: true },
      sms: { authSet: true, successValue: 'true' },
    });
    expect((await stored())?.smtp?.url).toContain(encodeURIComponent(BRAND_PASSWORD));
    expect((await stored())?.sms?.auth).toBe(SMS_AUTH);
    const [, change] = await audits();
    expect(change?.detail).toEqual({
      before: { sms: expect.objectContaining({ successValue: null }) },
      after: { sms: expect.objectContaining({ successValue: 'true' }) },
    });
    // Still delivers with the kept password.
    const m = await newMember(t.db, { email: 'kept.secret@player.example' });
    await forgot(m.username, 'kept.secret@player.example');
    await t.app.messageDelivery.idle();
    expect(brandSmtp.received.at(-1)?.rcptTo).toEqual(['kept.secret@player.example']);

    // Another user or host: the stored password stays behind.
    res = await put({ smtp: { ...withoutPassword, url: `smtp://other@127.0.0.1:${brandSmtp.port}` } });
    expect(res.json().value.delivery.smtp).toMatchObject({ passwordSet: false });
    res = await put({ smtp: brandSmtpSettings(), sms: { ...withoutAuth, url: 'https://elsewhere.example/send' } });
    expect(res.json().value.delivery.sms).toMatchObject({ authSet: false });
    expect((await put({ sms: brandSmsSettings() })).json().value.delivery.sms).toMatchObject({ authSet: true });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await read();
    const auditCount = (await audits()).length;
    const bad = [
      [{ smtp: { ...brandSmtpSettings(), url: 'http://mail.example' } }, 'delivery.smtp.url'],
      [{ smtp: { ...brandSmtpSettings(), url: 'smtp://' } }, 'delivery.smtp.url'],
      [{ smtp: { ...brandSmtpSettings(), from: '' } }, 'delivery.smtp.from'],
      [{ sms: { ...brandSmsSettings(), url: 'sms.example/send' } }, 'delivery.sms.url'],
      [{ sms: { ...brandSmsSettings(), template: '{"to":{to}}' } }, 'delivery.sms.template'],
      [{ sms: { ...brandSmsSettings(), successPath: undefined, successValue: '0' } }, 'delivery.sms.successPath'],
      [{ sms: { ...brandSmsSettings(), successPath: 'a..b' } }, 'delivery.sms.successPath'],
      [{ sms: { ...brandSmsSettings(), method: 'DELETE' } }, 'delivery.sms.method'],
      [{ smtp: { ...brandSmtpSettings(), pool: true } }, 'delivery.smtp'],
    ] as const;
    for (const [patch, field] of bad) {
      const res = await put(patch);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ errorCode: 'request.invalid' });
      expect(Object.keys(res.json().value.fields), field).toContain(field);
    }
    // A valid part next to a bad one is not stored either.
    expect((await put({ smtp: null, sms: { ...brandSmsSettings(), template: '{' } })).statusCode).toBe(400);
    expect(await read()).toEqual(before);
    expect((await audits()).length).toBe(auditCount);
  });

  it('is for admins only', async () => {
    // Signed in now: the test clock has run past an idle session's end.
    const finance = await consoleSignIn(t.app, 'cashier7', 'Oper1234');
    expect((await call('PUT', finance, '/settings', { delivery: { smtp: null } })).statusCode).toBe(403);
    const test = await call('POST', finance, '/settings/delivery/test', { channel: 'email', to: 'a@b.example' });
    expect(test.statusCode).toBe(403);
    expect((await stored())?.smtp).not.toBeNull();
  });
});

describe('sending a test message', () => {
  const test = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/settings/delivery/test',
      headers: { authorization: admin, ...headers },
      payload: body as InjectOptions['payload'],
    });

  it('sends through the brand’s settings at once and reports it, audited', async () => {
    const res = await test({ channel: 'email', to: 'operator@lotus-brand.example' });
    expect(res.json()).toMatchObject({
      success: true,
      value: { channel: 'email', to: 'operator@lotus-brand.example', provider: 'smtp', source: 'brand' },
    });
    const mail = brandSmtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['operator@lotus-brand.example']);
    expect(mail?.headers.subject).toBe('Lotus: test message');

    const sms = await test({ channel: 'sms', to: '+86 13900000303' }, { language: 'CN' });
    expect(sms.json().value).toMatchObject({ provider: 'http-sms', source: 'brand' });
    expect(JSON.parse(brandSms.received.at(-1)?.body ?? '{}')).toMatchObject({
      mobile: '+8613900000303',
      content: expect.stringContaining('测试消息'),
    });
    const entries = (await audits()).filter((a) => a.event === 'console.delivery.tested');
    expect(entries.map((a) => a.detail)).toEqual([
      { channel: 'email', to: 'operator@lotus-brand.example', provider: 'smtp', source: 'brand', sent: true },
      { channel: 'sms', to: '+86 13900000303', provider: 'http-sms', source: 'brand', sent: true },
    ]);
    // Not part of the outbox: the test message is not retried or shown to support.
    expect(await lastMessage(t.db, 'operator@lotus-brand.example')).toBeFalsy();
  });

  it('answers the provider’s failure as a fixed class, without secrets or what the provider said', async () => {
    brandSms.reply.status = 503;
    brandSms.reply.body = { error: 'busy', echo: SMS_AUTH };
    const res = await test({ channel: 'sms', to: '+86 13900000304' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'console.delivery.test.failed',
      message:
        'The test message was not sent: the provider could not be reached or did not take it (the server log has the details)',
      value: { provider: 'http-sms', source: 'brand' },
    });

    // A wrong password: the SMTP server's refusal, the password cut out of every record.
    const wrong = 'Wr0ng-brand-pass';
    await put({ smtp: { ...brandSmtpSettings(), password: wrong } });
    const refused = await test({ channel: 'email', to: 'operator@lotus-brand.example' });
    expect(refused.json().errorCode).toBe('console.delivery.test.failed');
    expect(refused.body).not.toMatch(/auth|login|535/i);
    expect(refused.body).not.toContain(wrong);
    expect(JSON.stringify(await audits())).not.toContain(wrong);

    // The outbox's last error is cut the same way.
    const m = await newMember(t.db, { email: 'refused.brand@player.example' });
    await forgot(m.username, 'refused.brand@player.example');
    await t.app.messageDelivery.idle();
    const row = await lastMessage(t.db, 'refused.brand@player.example');
    expect(row).toMatchObject({ provider: 'smtp', status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/auth|login|535/i);
    expect(row?.lastError).not.toContain(wrong);
    await t.db.orm
      .update(messageOutbox)
      .set({ status: 'failed' })
      .where(eq(messageOutbox.id, row?.id ?? 0));
    await put({ smtp: brandSmtpSettings() });
  });

  it('falls back to the server, or says that nothing is configured', async () => {
    await put({ smtp: null, sms: null });
    const res = await test({ channel: 'email', to: 'operator@server.example' });
    expect(res.json().value).toMatchObject({ provider: 'smtp', source: 'server' });
    expect(serverSmtp.received.at(-1)?.rcptTo).toEqual(['operator@server.example']);
    const none = await test({ channel: 'sms', to: '+86 13900000305' });
    expect(none.statusCode).toBe(409);
    expect(none.json().errorCode).toBe('console.delivery.unconfigured');
    const bad = await test({ channel: 'sms', to: 'not a number' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields ?? {})).toContain('to');
  });

  it('allows a few tests a minute', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await test({ channel: 'sms', to: '+86 13900000306' })).statusCode);
    expect(answers).toContain(429);
  });

  it('cuts the brand’s and the server’s secrets out of any error text', () => {
    const brand = { smtp: undefined, sms: { ...brandSmsSettings(), method: 'POST' as const, format: 'json' as const } };
    const text = describeFailure(new Error(`refused ${SMS_AUTH} and brand-sms-key-4711`), t.config.delivery, brand);
    expect(text).toBe('refused *** and ***');
  });
});
