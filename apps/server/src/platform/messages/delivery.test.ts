import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastCode, lastMessage, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { startSmsProvider, startSmtpServer } from '../../../test/message-fakes.ts';
import { newMember } from '../../../test/profile-helpers.ts';
import { auditLog, messageOutbox } from '../../db/schema.ts';
import { retryDelayMs } from './delivery.ts';
import { type DeliveryConfig, fillTemplate, loadDeliveryConfig } from './delivery-config.ts';

const clock = movableClock();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsProvider>>;
let t: TestApp;

function deliveryConfig(overrides: Partial<DeliveryConfig> = {}): DeliveryConfig {
  return {
    smtp: { url: smtp.url(), from: 'no-reply@lotus.example' },
    sms: {
      url: `${sms.url}/v1/messages?sender=LOTUS`,
      method: 'POST',
      auth: 'Bearer sms-api-key-123',
      template: '{"phone":"{to}","message":"{body}"}',
      format: 'json',
      successPath: 'result.ok',
      successValue: undefined,
    },
    maxAttempts: 3,
    ...overrides,
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsProvider();
  t = await createTestApp({ clock, config: { delivery: deliveryConfig() } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await sms?.close();
});
beforeEach(() => {
  // Past every per-number and per-address wait between codes.
  clock.advance(10 * MINUTE);
  sms.reply.status = 200;
  sms.reply.body = { result: { ok: true } };
});

const outboxRow = async (id: number) => {
  const [row] = await t.db.orm.select().from(messageOutbox).where(eq(messageOutbox.id, id));
  if (!row) throw new Error(`no message ${id}`);
  return row;
};

const forgot = (username: string, email: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...demoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

describe('email through SMTP', () => {
  it('mails the password-reset link after answering the request, and records it as sent', async () => {
    const m = await newMember(t.db, { email: 'reset.me@player.example' });
    smtp.hold();
    const before = smtp.received.length;
    const res = await forgot(m.username, 'reset.me@player.example');
    expect(res.statusCode).toBe(200);
    // The answer came while the mail server was still holding the message.
    const queued = await lastMessage(t.db, 'reset.me@player.example');
    if (!queued) throw new Error('no outbox row');
    expect(queued).toMatchObject({ provider: 'smtp', subject: 'Lotus: reset your password' });
    expect(smtp.received.length).toBe(before);
    expect((await outboxRow(queued.id)).status).toBe('queued');
    smtp.release();
    await t.app.messageDelivery.idle();

    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual(['reset.me@player.example']);
    expect(mail?.mailFrom).toBe('no-reply@lotus.example');
    expect(mail?.headers.from).toBe('Lotus <no-reply@lotus.example>');
    expect(mail?.headers.to).toBe('reset.me@player.example');
    expect(mail?.headers.subject).toBe('Lotus: reset your password');
    expect(mail?.text).toBe(queued.body);
    expect(mail?.text).toMatch(
      /open this link within 30 minutes to reset your password: http\S+resetPasswordToken=\S+/,
    );
    expect(await outboxRow(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: clock.now(),
    });
  });

  it('mails a verification code in Chinese with the brand as sender', async () => {
    const m = await newMember(t.db);
    const token = await loginAs(t.app, m);
    const res = await send(
      t.app,
      'emailBind',
      { email: 'code.mail@player.example' },
      { token, headers: { language: 'CN' } },
    );
    expect(res.statusCode).toBe(200);
    await t.app.messageDelivery.idle();
    const code = await lastCode(t.db, 'code.mail@player.example');
    const mail = smtp.received.find((r) => r.rcptTo.includes('code.mail@player.example'));
    expect(mail?.headers.subject).toBe('Lotus：验证码');
    expect(mail?.headers.from).toBe('Lotus <no-reply@lotus.example>');
    expect(mail?.text).toBe(`【Lotus】您的验证码是 ${code}，5 分钟内有效。请勿告诉他人。`);
  });
});

describe('SMS through the HTTP provider', () => {
  it('posts the template with the number and text filled in, and the auth header', async () => {
    const before = sms.received.length;
    const res = await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000088' });
    expect(res.statusCode).toBe(200);
    await t.app.messageDelivery.idle();
    const code = await lastCode(t.db, '+86 13900000088');
    expect(sms.received.length).toBe(before + 1);
    const request = sms.received.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages?sender=LOTUS' });
    expect(request?.headers.authorization).toBe('Bearer sms-api-key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      phone: '+8613900000088',
      message: `[Lotus] Your verification code is ${code}. It is valid for 5 minutes. Do not share it.`,
    });
    expect(await lastMessage(t.db, '+86 13900000088')).toMatchObject({
      subject: null,
      provider: 'http-sms',
      status: 'sent',
      attempts: 1,
    });
  });

  it('retries a refused message with growing waits, then marks it failed without the credentials', async () => {
    sms.reply.status = 503;
    sms.reply.body = { error: 'busy', echo: 'Bearer sms-api-key-123' };
    const before = sms.received.length;
    await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000089' });
    await t.app.messageDelivery.idle();
    const row = await lastMessage(t.db, '+86 13900000089');
    if (!row) throw new Error('no outbox row');
    expect(await outboxRow(row.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'HTTP 503',
      nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(1)),
    });

    // Not due yet: the minute's job leaves it alone.
    expect(await t.app.jobs.runNow('message-delivery', `before-due-${clock.now().getTime()}`)).toBe(true);
    expect(sms.received.length).toBe(before + 1);
    clock.advance(retryDelayMs(1));
    await t.app.jobs.runNow('message-delivery', `due-${clock.now().getTime()}`);
    expect(await outboxRow(row.id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // A success flag the provider does not set counts as a failure too.
    sms.reply.status = 200;
    sms.reply.body = { result: { ok: false } };
    clock.advance(retryDelayMs(2));
    await t.app.jobs.runNow('message-delivery', `last-${clock.now().getTime()}`);
    const failed = await outboxRow(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null, sentAt: null });
    expect(failed.lastError).toBe('HTTP 200, result.ok did not say success');
    expect(sms.received.length).toBe(before + 3);

    clock.advance(60 * MINUTE);
    await t.app.messageDelivery.deliverDue();
    expect(sms.received.length).toBe(before + 3);
  });

  it('keeps a network error as the last error', async () => {
    const offline = await createTestApp({
      db: t.db,
      clock,
      config: {
        delivery: deliveryConfig({
          sms: { ...(deliveryConfig().sms as NonNullable<DeliveryConfig['sms']>), url: 'http://127.0.0.1:9/none' },
          maxAttempts: 1,
        }),
      },
    });
    try {
      await send(offline.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000090' });
      await offline.app.messageDelivery.idle();
      const row = await lastMessage(t.db, '+86 13900000090');
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toMatch(/fetch failed|ECONNREFUSED/);
    } finally {
      await offline.close();
    }
  });
});

describe('SMTP failures', () => {
  it('records a refused login without the password in the error', async () => {
    const wrong = await createTestApp({
      db: t.db,
      clock,
      config: {
        delivery: deliveryConfig({ smtp: { url: smtp.url('Wr0ngPassw0rd'), from: 'no-reply@lotus.example' } }),
      },
    });
    try {
      const m = await newMember(t.db, { email: 'refused@player.example' });
      await forgot(m.username, 'refused@player.example', wrong.app);
      await wrong.app.messageDelivery.idle();
      const row = await lastMessage(t.db, 'refused@player.example');
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row?.lastError).toMatch(/auth|login|535/i);
      expect(row?.lastError).not.toContain('Wr0ngPassw0rd');
      expect(smtp.received.some((r) => r.rcptTo.includes('refused@player.example'))).toBe(false);
      // Out of the way of the next tests' passes.
      await t.db.orm
        .update(messageOutbox)
        .set({ status: 'failed' })
        .where(eq(messageOutbox.id, row?.id ?? 0));
    } finally {
      await wrong.close();
    }
  });
});

describe('two processes', () => {
  it('never send a message twice, however their passes overlap', async () => {
    const other = await createTestApp({ db: t.db, clock, config: { delivery: deliveryConfig() } });
    try {
      const now = clock.now();
      const rows = await t.db.orm
        .insert(messageOutbox)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            merchantId: 1,
            channel: 'email',
            recipient: `twice${i}@player.example`,
            subject: 'Hello',
            body: `Message ${i}`,
            provider: 'smtp',
            status: 'queued',
            nextAttemptAt: now,
          })),
        )
        .returning({ id: messageOutbox.id });
      // Two job runs of different slots (as with clocks that drift) and two background passes, all at once.
      const stamp = clock.now().getTime();
      const [, , ...outcomes] = await Promise.all([
        t.app.jobs.runNow('message-delivery', `a-${stamp}`),
        other.app.jobs.runNow('message-delivery', `b-${stamp}`),
        t.app.messageDelivery.deliverDue(),
        other.app.messageDelivery.deliverDue(),
      ]);
      await Promise.all([t.app.messageDelivery.idle(), other.app.messageDelivery.idle()]);
      expect(outcomes.reduce((sum, o) => sum + o.sent, 0)).toBeLessThanOrEqual(12);
      for (let i = 0; i < 12; i += 1) {
        expect(smtp.received.filter((r) => r.rcptTo.includes(`twice${i}@player.example`))).toHaveLength(1);
      }
      const after = await t.db.orm
        .select()
        .from(messageOutbox)
        .where(
          inArray(
            messageOutbox.id,
            rows.map((r) => r.id),
          ),
        );
      expect(after.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('the console', () => {
  let support = '';
  let finance = '';
  beforeAll(async () => {
    await insertOperator(t.db, 'support9', 'Oper1234', 'support');
    await insertOperator(t.db, 'finance9', 'Oper1234', 'finance');
    support = await consoleSignIn(t.app, 'support9', 'Oper1234');
    finance = await consoleSignIn(t.app, 'finance9', 'Oper1234');
  });

  it('shows the delivery status and lets support retry a failed message once, audited', async () => {
    const list = (await consoleCall(t.app, support, 'GET', '/outbox?status=failed&recipient=13900000089')).json().value;
    expect(list.total).toBe(1);
    const failed = list.list[0];
    expect(failed).toMatchObject({
      provider: 'http-sms',
      status: 'failed',
      attempts: 3,
      lastError: 'HTTP 200, result.ok did not say success',
      sentAt: null,
      nextAttemptAt: null,
    });

    expect((await consoleCall(t.app, finance, 'POST', `/outbox/${failed.id}/retry`)).statusCode).toBe(403);
    const before = sms.received.length;
    const res = await consoleCall(t.app, support, 'POST', `/outbox/${failed.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: failed.id, status: 'queued' });
    await t.app.messageDelivery.idle();
    expect(sms.received.length).toBe(before + 1);
    expect(await outboxRow(failed.id)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    const [audit] = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'console.outbox.retried')));
    expect(audit?.detail).toMatchObject({
      messageId: failed.id,
      attempts: 3,
      lastError: 'HTTP 200, result.ok did not say success',
    });

    // Sent now: a second retry would reach the person twice.
    const again = await consoleCall(t.app, support, 'POST', `/outbox/${failed.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('console.outbox.not.failed');
    expect((await consoleCall(t.app, support, 'POST', '/outbox/999999999/retry')).statusCode).toBe(404);
    expect((await consoleCall(t.app, support, 'POST', '/outbox/abc/retry')).statusCode).toBe(400);
    expect(sms.received.length).toBe(before + 1);
  });

  it('a failed retry is failed again at once, with the new error', async () => {
    sms.reply.status = 500;
    await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000091' });
    await t.app.messageDelivery.idle();
    const row = await lastMessage(t.db, '+86 13900000091');
    if (!row) throw new Error('no outbox row');
    await t.db.orm
      .update(messageOutbox)
      .set({ status: 'failed', attempts: 3, nextAttemptAt: null })
      .where(eq(messageOutbox.id, row.id));
    sms.reply.status = 502;
    expect((await consoleCall(t.app, support, 'POST', `/outbox/${row.id}/retry`)).statusCode).toBe(200);
    await t.app.messageDelivery.idle();
    expect(await outboxRow(row.id)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'HTTP 502' });
  });
});

describe('without providers', () => {
  it('keeps every message in the embedded outbox, as sent, as the demo does', async () => {
    const demo = await createTestApp();
    try {
      await send(demo.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000092' });
      expect(await lastMessage(demo.db, '+86 13900000092')).toMatchObject({
        provider: 'outbox',
        status: 'sent',
        attempts: 0,
        nextAttemptAt: null,
      });
      expect((await demo.app.messageDelivery.deliverDue()).sent).toBe(0);
      const admin = await consoleSignIn(demo.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
      const page = (await consoleCall(demo.app, admin, 'GET', '/outbox?status=sent')).json().value;
      expect(page.list[0]).toMatchObject({ provider: 'outbox', status: 'sent', recipient: '+86 13900000092' });
    } finally {
      await demo.close();
    }
  });
});

describe('delivery settings from the environment', () => {
  it('reads SMTP and SMS settings, and refuses half-done or malformed ones', () => {
    expect(loadDeliveryConfig({})).toEqual({ smtp: undefined, sms: undefined, maxAttempts: 5 });
    const full = loadDeliveryConfig({
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example:465',
      SMTP_FROM: 'Lotus <no-reply@lotus.example>',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_AUTH: 'Basic dXNlcjpwYXNz',
      SMS_HTTP_FORMAT: 'form',
      SMS_HTTP_TEMPLATE: 'mobile={to}&content={body}',
      SMS_HTTP_SUCCESS_PATH: 'code',
      SMS_HTTP_SUCCESS_VALUE: '0',
      DELIVERY_MAX_ATTEMPTS: '8',
    });
    expect(full).toMatchObject({
      smtp: { from: 'Lotus <no-reply@lotus.example>' },
      sms: { method: 'POST', format: 'form', successPath: 'code', successValue: '0' },
      maxAttempts: 8,
    });
    for (const [env, problem] of [
      [{ SMTP_URL: 'smtp://mail.example:587' }, 'SMTP_FROM'],
      [{ SMTP_FROM: 'no-reply@lotus.example' }, 'SMTP_URL'],
      [{ SMTP_URL: 'http://mail.example', SMTP_FROM: 'a@b.c' }, 'SMTP_URL'],
      [{ SMS_HTTP_URL: 'https://sms.example', SMS_HTTP_TEMPLATE: '{"to":{to}}' }, 'SMS_HTTP_TEMPLATE'],
      [{ SMS_HTTP_URL: 'https://sms.example', SMS_HTTP_SUCCESS_VALUE: '0' }, 'SMS_HTTP_SUCCESS_PATH'],
      [{ SMS_HTTP_URL: 'sms.example' }, 'SMS_HTTP_URL'],
      [{ DELIVERY_MAX_ATTEMPTS: '0' }, 'DELIVERY_MAX_ATTEMPTS'],
    ] as const) {
      expect(() => loadDeliveryConfig(env), problem).toThrow(problem);
    }
  });

  it('fills templates so that any text stays valid JSON or form data', () => {
    const body = 'Code "123456"\nline & more=1';
    expect(JSON.parse(fillTemplate('{"to":"{to}","text":"{body}"}', 'json', '+8613800000001', body))).toEqual({
      to: '+8613800000001',
      text: body,
    });
    const form = new URLSearchParams(fillTemplate('mobile={to}&content={body}', 'form', '+8613800000001', body));
    expect(Object.fromEntries(form)).toEqual({ mobile: '+8613800000001', content: body });
  });
});
