import { DEMO_ACCOUNTS, type SocketMessage } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember } from '../../../../test/money-helpers.ts';
import { auditLog, members, operators } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';

let t: TestApp;
let admin: string;
const tokens: Record<'risk' | 'support' | 'finance' | 'content', string> = {
  risk: '',
  support: '',
  finance: '',
  content: '',
};
let demoId: number;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, path, payload);

const signIn = (username: string, password: string) => consoleSignIn(t.app, username, password);

/** A member straight in the database, registered `minutesAgo` before now. */
async function addMember(username: string, mobile: string | null, minutesAgo: number) {
  const [row] = await t.db.orm
    .insert(members)
    .values({
      merchantId: 1,
      username,
      passwordHash: await hashPassword('Pass1234'),
      countryDialingCode: mobile ? '+86' : null,
      mobile,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  return row?.id as number;
}

const statusEvents = async (memberId: number) =>
  (await t.db.orm.select().from(auditLog).where(eq(auditLog.memberId, memberId))).filter((a) =>
    ['member.suspended', 'member.reactivated'].includes(a.event),
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    await t.db.orm
      .insert(operators)
      .values({ merchantId: 1, username: `${role}1`, passwordHash: await hashPassword('Oper1234'), role });
    tokens[role] = await signIn(`${role}1`, 'Oper1234');
  }
  admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  const [demo] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  demoId = demo?.id as number;
  await fundMember(t.db, demoId, 12_345, { key: 'members-test-fund', reference: 'adjustment:test' });
});
afterAll(() => t.close());

describe('member search', () => {
  it('finds members by part of the username, by mobile digits and by exact id, newest first, in pages', async () => {
    const older = await addMember('searchable_old', '13911110001', 30);
    const newer = await addMember('Searchable_New', '13911110002', 10);

    const byName = (await call('GET', '/members?q=SEARCHABLE', admin)).json().value;
    expect(byName.list.map((m: { id: number }) => m.id)).toEqual([newer, older]);
    expect(byName).toMatchObject({ total: 2, pageNum: 1, totalPages: 1 });
    expect(byName.list[0]).toMatchObject({
      username: 'Searchable_New',
      status: 'active',
      type: 0,
      mobile: '+86 13911110002',
      balance: 0,
      lastLoginAt: null,
    });

    const byMobile = (await call('GET', '/members?q=1391111', admin)).json().value;
    expect(byMobile.list.map((m: { id: number }) => m.id)).toEqual([newer, older]);
    const withDialCode = (await call('GET', `/members?q=${encodeURIComponent('+86 139 1111 0001')}`, admin)).json()
      .value;
    expect(withDialCode.list.map((m: { id: number }) => m.id)).toEqual([older]);

    const byId = (await call('GET', `/members?q=${demoId}`, admin)).json().value;
    expect(byId.list.map((m: { id: number }) => m.id)).toContain(demoId);
    expect(byId.list.find((m: { id: number }) => m.id === demoId)).toMatchObject({
      username: 'demo',
      balance: 123.45,
    });

    const page2 = (await call('GET', '/members?q=searchable&pageSize=1&pageNo=2', admin)).json().value;
    expect(page2).toMatchObject({ total: 2, totalPages: 2, pageNum: 2 });
    expect(page2.list.map((m: { id: number }) => m.id)).toEqual([older]);
  });

  it('treats % and _ in a search as letters, and filters by status', async () => {
    expect((await call('GET', '/members?q=%25', admin)).json().value.total).toBe(0);
    const underscore = (await call('GET', '/members?q=e_o', admin)).json().value;
    expect(underscore.list.map((m: { username: string }) => m.username)).toEqual(['searchable_old']);
    const suspended = (await call('GET', '/members?status=suspended', admin)).json().value;
    expect(suspended.list.every((m: { status: string }) => m.status === 'suspended')).toBe(true);
  });

  it('refuses bad queries with the field named, never a 500', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'pageNo=abc',
      'status=deleted',
      `q=${'x'.repeat(65)}`,
      'unknown=1',
    ]) {
      const res = await call('GET', `/members?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    // A number too long to be an id is still a valid search (part of a mobile number or a name).
    expect((await call('GET', `/members?q=${'9'.repeat(40)}`, admin)).json().value.total).toBe(0);
  });

  it('is open to admin, risk and support; finance and content are refused', async () => {
    for (const token of [admin, tokens.risk, tokens.support]) {
      expect((await call('GET', '/members', token)).statusCode).toBe(200);
    }
    for (const token of [tokens.finance, tokens.content]) {
      const res = await call('GET', '/members', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
    }
    expect((await call('GET', '/members', 'made-up')).statusCode).toBe(401);
  });
});

describe('one member', () => {
  it('shows profile, wallets, masked bank accounts, ledger movements and logins; the view is audited', async () => {
    const player = await loginAs(t.app);
    await t.db.orm
      .update(members)
      .set({ idNumber: '110101199001011234', paymentPasswordHash: await hashPassword('975310') })
      .where(eq(members.id, demoId));
    const bound = await send(
      t.app,
      'bindBankAccount',
      { bankName: 'ICBC', accountNo: '6212261234567890', holderName: 'Demo Player', paymentPassword: '975310' },
      { token: player },
    );
    expect(bound.statusCode).toBe(200);

    const res = await call('GET', `/members/${demoId}`, tokens.support);
    expect(res.statusCode).toBe(200);
    const detail = res.json().value;
    expect(detail.profile).toMatchObject({
      id: demoId,
      username: 'demo',
      status: 'active',
      realName: 'Demo Player',
      mobile: '+86 13800000001',
      email: 'demo@lotus.example',
      idNumber: '**************1234',
      hasPaymentPassword: true,
    });
    expect(detail.profile.lastLoginAt).toEqual(expect.any(Number));
    expect(detail.balances.total).toBe(123.45);
    expect(detail.balances.wallets).toEqual([{ purpose: 'main', balance: 123.45 }]);
    expect(detail.bankAccounts).toEqual([
      expect.objectContaining({ bankName: 'ICBC', accountNo: '**** 7890', holderName: 'Demo Player' }),
    ]);
    expect(JSON.stringify(detail)).not.toContain('6212261234567890');
    expect(detail.movements[0]).toMatchObject({
      type: 'adjustment',
      amount: 123.45,
      balanceAfter: 123.45,
      reference: 'adjustment:test',
    });
    expect(detail.logins[0]).toMatchObject({ channel: 'web', method: 'password', endedAt: null });

    const [support] = await t.db.orm.select().from(operators).where(eq(operators.username, 'support1'));
    const views = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'console.member.viewed'), eq(auditLog.memberId, demoId)));
    expect(views.map((v) => v.operatorId)).toContain(support?.id);
  });

  it('answers 404 for a member that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await call('GET', '/members/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('not.found');
    for (const id of ['abc', '0', '-3', '1.5', '1e30', '99999999999999999999']) {
      const res = await call('GET', `/members/${id}`, admin);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    expect((await call('GET', `/members/${demoId}`, tokens.finance)).statusCode).toBe(403);
  });
});

describe('suspension', () => {
  it("ends the member's sessions at once and refuses logins, until risk reactivates them; both audited", async () => {
    const id = await addMember('suspect', '13911110003', 5);
    const player = await loginAs(t.app, { username: 'suspect', password: 'Pass1234' });
    expect((await send(t.app, 'balance', undefined, { token: player })).statusCode).toBe(200);
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: id }, (m) => received.push(m));

    const res = await call('POST', `/members/${id}/suspend`, tokens.risk, { reason: 'Chargeback fraud' });
    expect(res.json()).toEqual({ success: true, value: { id, status: 'suspended' } });

    const refused = await send(t.app, 'balance', undefined, { token: player });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('login.not.session');
    const again = await send(t.app, 'login', { username: 'suspect', password: 'Pass1234' });
    expect(again.json().errorCode).toBe('account.suspended');
    await vi.waitFor(() =>
      expect(received).toContainEqual(
        expect.objectContaining({ type: 'session.revoked', data: expect.objectContaining({ reason: 'suspended' }) }),
      ),
    );
    stop();

    const twice = await call('POST', `/members/${id}/suspend`, admin, { reason: 'Chargeback fraud' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('request.conflict');

    const back = await call('POST', `/members/${id}/reactivate`, tokens.risk, { reason: 'Bank confirmed the payment' });
    expect(back.json().value).toEqual({ id, status: 'active' });
    expect((await send(t.app, 'login', { username: 'suspect', password: 'Pass1234' })).statusCode).toBe(200);
    expect((await call('POST', `/members/${id}/reactivate`, admin, { reason: 'again please' })).statusCode).toBe(409);

    const [risk] = await t.db.orm.select().from(operators).where(eq(operators.username, 'risk1'));
    const events = await statusEvents(id);
    expect(events.map((e) => [e.event, e.operatorId, e.detail.reason])).toEqual([
      ['member.suspended', risk?.id, 'Chargeback fraud'],
      ['member.reactivated', risk?.id, 'Bank confirmed the payment'],
    ]);
    const detail = (await call('GET', `/members/${id}`, admin)).json().value;
    expect(detail.statusChanges).toEqual([
      expect.objectContaining({ status: 'active', reason: 'Bank confirmed the payment', operator: 'risk1' }),
      expect.objectContaining({ status: 'suspended', reason: 'Chargeback fraud', operator: 'risk1' }),
    ]);
    expect(detail.logins.some((l: { endReason: string | null }) => l.endReason === 'suspended')).toBe(true);
  });

  it('is for admin and risk only, needs a reason, and changes nothing when refused', async () => {
    const id = await addMember('bystander', null, 1);
    for (const token of [tokens.support, tokens.finance, tokens.content]) {
      const res = await call('POST', `/members/${id}/suspend`, token, { reason: 'Looks suspicious' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
    }
    for (const body of [undefined, {}, { reason: 'no' }, { reason: 'x'.repeat(201) }, { reason: 'Fine', extra: 1 }]) {
      const res = await call('POST', `/members/${id}/suspend`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    const missing = await call('POST', '/members/999999/suspend', admin, { reason: 'Looks suspicious' });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.orm.select().from(members).where(eq(members.id, id));
    expect(row?.status).toBe('active');
    expect(await statusEvents(id)).toEqual([]);
  });
});
