import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, loginAs, send } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { auditLog, members } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log of authentication events', () => {
  it('records each event with the member, address, user agent and request id, and no secrets', async () => {
    await t.db.orm.insert(members).values({
      merchantId: 1,
      username: 'audited',
      passwordHash: await hashPassword('Audit123'),
      countryDialingCode: '+86',
      mobile: '13300000001',
    });
    const headers = { 'user-agent': 'audit-test-agent' };
    await send(t.app, 'login', { username: 'audited', password: 'Wrong123' }, { headers });
    const token = await loginAs(t.app, { username: 'audited', password: 'Audit123' }, { headers });
    await send(
      t.app,
      'changePassword',
      { oldPassword: 'Audit123', newPassword: 'Audit456', confirmNewPassword: 'Audit456' },
      { token },
    );
    await send(t.app, 'smsNoLogin', { mobileNum: '13300000001', countryDialingCode: '+86', purpose: 'reset' });
    await send(t.app, 'resetByPhone', {
      mobileNum: '13300000001',
      countryDialingCode: '+86',
      verificationCode: await lastCode(t.db, '+86 13300000001'),
      newPassword: 'Audit789',
    });
    const again = await loginAs(t.app, { username: 'audited', password: 'Audit789' });
    await send(t.app, 'logout', undefined, { token: again });
    await send(t.app, 'freePlay', {});

    const [member] = await t.db.orm.select().from(members).where(eq(members.username, 'audited'));
    const rows = await t.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, member?.id ?? 0));
    const events = rows.map((r) => r.event);
    for (const event of [
      'login.succeeded',
      'password.changed',
      'session.revoked',
      'code.sent',
      'password.reset',
      'logout',
    ]) {
      expect(events, event).toContain(event);
    }
    const success = rows.find((r) => r.event === 'login.succeeded');
    expect(success).toMatchObject({ ip: '127.0.0.1', userAgent: 'audit-test-agent', merchantId: 1 });
    expect(success?.requestId).toBeTruthy();
    const all = await t.db.orm.select().from(auditLog);
    expect(all.map((r) => r.event)).toEqual(expect.arrayContaining(['login.failed', 'trial.created']));
    const text = JSON.stringify(all);
    for (const secret of ['Audit123', 'Audit456', 'Audit789', DEMO_ACCOUNTS.member.password, token, again]) {
      expect(text).not.toContain(secret);
    }
  });
});
