import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { auditLog, messageOutbox, operators } from '../../../db/schema.ts';
import { hideMessageSecrets } from './secrets-in-messages.ts';

let t: TestApp;
const tokens: Record<'admin' | 'support' | 'risk' | 'finance' | 'content', string> = {
  admin: '',
  support: '',
  risk: '',
  finance: '',
  content: '',
};

const outbox = (token: string, query = '') => consoleCall(t.app, token, 'GET', `/outbox${query}`);

const signIn = (username: string, password: string) => consoleSignIn(t.app, username, password);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['support', 'risk', 'finance', 'content'] as const) {
    await insertOperator(t.db, `${role}1`, 'Oper1234', role);
    tokens[role] = await signIn(`${role}1`, 'Oper1234');
  }
  tokens.admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  const sent = await send(t.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000077' });
  expect(sent.statusCode).toBe(200);
  await t.db.orm.insert(messageOutbox).values([
    { merchantId: 1, channel: 'email', recipient: 'player@lotus.example', body: 'Welcome to Lotus, 2 days left.' },
    {
      merchantId: 1,
      channel: 'email',
      recipient: 'reset@lotus.example',
      body: 'Lotus: open this link within 30 minutes to reset your password: https://lotus.example/?resetPasswordToken=abcDEF123',
    },
  ]);
});
afterAll(() => t.close());

describe('the outbox in the console', () => {
  it('shows support the SMS code a registration sent, newest first, and audits the reading', async () => {
    const code = await lastCode(t.db, '+86 13900000077');
    const res = await outbox(tokens.support, '?channel=sms&recipient=13900000077');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ channel: 'sms', recipient: '+86 13900000077', hidden: false });
    expect(page.list[0].body).toContain(code);

    const all = (await outbox(tokens.admin)).json().value.list;
    expect(all.map((m: { recipient: string }) => m.recipient)).toEqual([
      'reset@lotus.example',
      'player@lotus.example',
      '+86 13900000077',
    ]);
    const [support] = await t.db.orm.select().from(operators).where(eq(operators.username, 'support1'));
    const reads = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.outbox.read'));
    expect(reads[0]).toMatchObject({ operatorId: support?.id, detail: { channel: 'sms', recipient: '13900000077' } });
  });

  it('hides codes and link tokens from risk, keeping the rest readable, and does not audit that reading', async () => {
    const reads = async () => t.db.orm.$count(auditLog, eq(auditLog.event, 'console.outbox.read'));
    const before = await reads();
    const list = (await outbox(tokens.risk)).json().value.list;
    const code = await lastCode(t.db, '+86 13900000077');
    const sms = list.find((m: { channel: string }) => m.channel === 'sms');
    expect(sms.hidden).toBe(true);
    expect(sms.body).not.toContain(code);
    expect(sms.body).toContain('••••••');
    const reset = list.find((m: { recipient: string }) => m.recipient === 'reset@lotus.example');
    expect(reset).toMatchObject({ hidden: true, body: expect.stringContaining('https://lotus.example/?…') });
    expect(reset.body).not.toContain('abcDEF123');
    const welcome = list.find((m: { recipient: string }) => m.recipient === 'player@lotus.example');
    expect(welcome).toMatchObject({ hidden: false, body: 'Welcome to Lotus, 2 days left.' });
    expect(await reads()).toBe(before);
  });

  it('filters by channel and any part of the recipient, in pages', async () => {
    const emails = (await outbox(tokens.admin, '?channel=email')).json().value;
    expect(emails.total).toBe(2);
    const page2 = (await outbox(tokens.admin, '?pageSize=1&pageNo=2')).json().value;
    expect(page2).toMatchObject({ total: 3, totalPages: 3, pageNum: 2 });
    expect(page2.list.map((m: { recipient: string }) => m.recipient)).toEqual(['player@lotus.example']);
    expect((await outbox(tokens.admin, '?recipient=LOTUS.EXAMPLE')).json().value.total).toBe(2);
    expect((await outbox(tokens.admin, '?recipient=%25')).json().value.total).toBe(0);
  });

  it('refuses bad filters with 400 and other roles with 403', async () => {
    for (const query of [
      '?channel=fax',
      '?pageSize=0',
      '?pageSize=500',
      '?pageNo=-1',
      `?recipient=${'a'.repeat(121)}`,
    ]) {
      const res = await outbox(tokens.admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    for (const role of ['finance', 'content'] as const) {
      const res = await outbox(tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
    }
  });
});

describe('secrets in messages', () => {
  it('blanks one-time codes and link queries, not durations, amounts or long numbers', () => {
    expect(hideMessageSecrets('[Lotus] Your verification code is 482916. It is valid for 5 minutes.')).toBe(
      '[Lotus] Your verification code is ••••••. It is valid for 5 minutes.',
    );
    expect(hideMessageSecrets('【Lotus】您的验证码是 482916，5 分钟内有效。')).toBe(
      '【Lotus】您的验证码是 ••••••，5 分钟内有效。',
    );
    expect(hideMessageSecrets('Reset: http://127.0.0.1:8090/?resetPasswordToken=x%2By#top done')).toBe(
      'Reset: http://127.0.0.1:8090/?… done',
    );
    expect(hideMessageSecrets('Deposit of 1,250.00 or 12500.50 from 13800000001 credited')).toBe(
      'Deposit of 1,250.00 or 12500.50 from 13800000001 credited',
    );
  });
});
