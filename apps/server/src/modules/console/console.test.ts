import { DEMO_ACCOUNTS, type SocketMessage } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { auditLog, members, operators } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';

let t: TestApp;
let demo: string;
let demoId: number;
let finance: string;
let bankAccountId: number;
const PIN = '975310';

async function consoleCall(method: InjectOptions['method'], path: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/console${path}`,
    ...(token ? { headers: { authorization: token } } : {}),
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
}

async function signIn(username: string, password: string, merchantCode = 'LOTUS') {
  return consoleCall('POST', '/session', undefined, { merchantCode, username, password });
}

const balance = async () => (await send(t.app, 'balance', undefined, { token: demo })).json().value.sumBalance;
const withdraw = async (amount: number) =>
  (await send(t.app, 'withdraw', { bankAccountId, amount, paymentPassword: PIN }, { token: demo })).json().value
    .orderNo;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app);
  const [row] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  demoId = row?.id as number;
  await t.db.orm
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(PIN) })
    .where(eq(members.id, demoId));
  await t.db.orm.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
      toAccountId: await memberAccountId(tx, 1, demoId),
      amount: 100_000,
      kind: 'adjustment',
      idempotencyKey: 'fund-demo',
      at: new Date(),
    }),
  );
  const bound = await send(
    t.app,
    'bindBankAccount',
    { bankName: 'ICBC', accountNo: '6212261234567890', holderName: 'Demo Player', paymentPassword: PIN },
    { token: demo },
  );
  bankAccountId = bound.json().value.id;
  await t.db.orm
    .insert(operators)
    .values({ merchantId: 1, username: 'helpdesk', passwordHash: await hashPassword('Help1234'), role: 'support' });
  finance = (await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password)).json().value.token;
});
afterAll(() => t.close());

describe('console sign-in', () => {
  it('signs the operator in with the brand code; members and wrong answers get one refusal', async () => {
    const good = await signIn('ADMIN', DEMO_ACCOUNTS.operator.password, 'lotus');
    expect(good.statusCode).toBe(200);
    expect(good.json().value.operator).toMatchObject({ username: 'admin', role: 'admin', merchantCode: 'LOTUS' });
    for (const [username, password, brand] of [
      ['admin', 'wrong', 'LOTUS'],
      ['nobody', 'whatever', 'LOTUS'],
      ['admin', DEMO_ACCOUNTS.operator.password, 'NOPE'],
      [DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password, 'LOTUS'],
    ] as const) {
      const res = await signIn(username, password, brand);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'console.login.failed' });
    }
    expect((await signIn('admin', '', 'LOTUS')).json().errorCode).toBe('request.invalid');
  });

  it('keeps a session until sign-out; made-up tokens and member tokens are refused', async () => {
    const token = (await signIn('admin', DEMO_ACCOUNTS.operator.password)).json().value.token;
    expect((await consoleCall('GET', '/me', token)).json().value.username).toBe('admin');
    expect((await consoleCall('DELETE', '/session', token)).statusCode).toBe(200);
    for (const dead of [token, 'made-up', demo, undefined]) {
      const res = await consoleCall('GET', '/me', dead);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('console.not.session');
    }
  });

  it('keeps operators to their role: support sees no finance queue', async () => {
    const support = (await signIn('helpdesk', 'Help1234')).json().value.token;
    const res = await consoleCall('GET', '/withdrawals', support);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('access.forbidden');
  });
});

describe('withdrawal queue', () => {
  it('approves then pays: the money held in transit leaves, and the member is asked to confirm', async () => {
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: demoId }, (m) => received.push(m));
    const before = await balance();
    const orderNo = await withdraw(150);
    expect(await balance()).toBe(before - 150);
    const queue = await consoleCall('GET', '/withdrawals?status=pending', finance);
    expect(queue.json().value.list).toEqual([
      expect.objectContaining({
        orderNo,
        member: 'demo',
        amount: 150,
        accountNo: '**** 7890',
        holderName: 'Demo Player',
      }),
    ]);
    expect((await consoleCall('POST', `/withdrawals/${orderNo}/pay`, finance)).json().errorCode).toBe(
      'withdraw.state.invalid',
    );
    expect((await consoleCall('POST', `/withdrawals/${orderNo}/approve`, finance)).json().value.status).toBe(
      'approved',
    );
    expect((await consoleCall('POST', `/withdrawals/${orderNo}/pay`, finance)).json().value.status).toBe('paid');
    expect(
      (await consoleCall('POST', `/withdrawals/${orderNo}/reject`, finance, { reason: 'too late' })).statusCode,
    ).toBe(409);
    expect(await balance()).toBe(before - 150);
    const mine = await send(t.app, 'withdrawals', undefined, { token: demo });
    expect(mine.json().value.list[0]).toMatchObject({ orderNo, status: 'paid' });
    await vi.waitFor(() =>
      expect(received.map((m) => m.type)).toEqual(
        expect.arrayContaining(['withdrawal.approved', 'withdrawal.confirm-requested']),
      ),
    );
    stop();
  });

  it('rejects with a reason and refunds at once; a decision the state no longer allows changes nothing', async () => {
    const before = await balance();
    const orderNo = await withdraw(200);
    expect((await consoleCall('POST', `/withdrawals/${orderNo}/reject`, finance, { reason: 'x' })).statusCode).toBe(
      400,
    );
    const rejected = await consoleCall('POST', `/withdrawals/${orderNo}/reject`, finance, { reason: 'Name mismatch' });
    expect(rejected.json().value.status).toBe('rejected');
    expect(await balance()).toBe(before);
    const mine = await send(t.app, 'withdrawals', undefined, { token: demo });
    expect(mine.json().value.list[0]).toMatchObject({ orderNo, status: 'rejected', rejectReason: 'Name mismatch' });
    expect((await consoleCall('POST', `/withdrawals/${orderNo}/approve`, finance)).statusCode).toBe(409);
    expect((await consoleCall('POST', '/withdrawals/W0000/approve', finance)).statusCode).toBe(404);
  });

  it('lets exactly one of two operators rejecting at once win: one refund', async () => {
    const before = await balance();
    const orderNo = await withdraw(300);
    const other = (await signIn('admin', DEMO_ACCOUNTS.operator.password)).json().value.token;
    const results = await Promise.all([
      consoleCall('POST', `/withdrawals/${orderNo}/reject`, finance, { reason: 'Duplicate request' }),
      consoleCall('POST', `/withdrawals/${orderNo}/reject`, other, { reason: 'Duplicate request' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Refunded once, not twice.
    expect(await balance()).toBe(before);
  });
});

describe('deposits and the ledger', () => {
  it('credits a bank-transfer order once when finance confirms it; online orders are the provider’s', async () => {
    const before = await balance();
    const bank = (await send(t.app, 'createDeposit', { channelId: 2, amount: 150 }, { token: demo })).json().value;
    const online = (await send(t.app, 'createDeposit', { channelId: 1, amount: 50 }, { token: demo })).json().value;
    const pending = await consoleCall('GET', '/deposits?status=pending', finance);
    expect(pending.json().value.list.map((d: { orderNo: string }) => d.orderNo)).toEqual(
      expect.arrayContaining([bank.orderNo, online.orderNo]),
    );
    expect((await consoleCall('POST', `/deposits/${bank.orderNo}/credit`, finance)).json().value.status).toBe(
      'credited',
    );
    expect((await consoleCall('POST', `/deposits/${bank.orderNo}/credit`, finance)).statusCode).toBe(409);
    expect((await consoleCall('POST', `/deposits/${online.orderNo}/credit`, finance)).statusCode).toBe(409);
    expect(await balance()).toBe(before + 150);
  });

  it('proves the ledger on demand, and every decision is in the audit log with its operator', async () => {
    const report = await consoleCall('GET', '/ledger/verify', finance);
    expect(report.json().value).toMatchObject({ ok: true, total: '0', mismatches: [] });
    const events = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.withdrawal.pay'));
    expect(events).toEqual([expect.objectContaining({ operatorId: expect.any(Number), memberId: demoId })]);
  });
});
