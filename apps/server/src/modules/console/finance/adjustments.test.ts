import { DEMO_ACCOUNTS, datePresetRange } from '@lotus/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { auditLog, ledgerTransfers, operators } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';

let t: TestApp;
let admin: string;
let second: string;
let demo: string;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/console${path}`,
    headers: { authorization: token },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
const signIn = async (username: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: { merchantCode: 'LOTUS', username, password },
    })
  ).json().value.token as string;
const balance = async () => (await send(t.app, 'balance', undefined, { token: demo })).json().value.sumBalance;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app);
  await t.db.orm
    .insert(operators)
    .values({ merchantId: 1, username: 'cashier2', passwordHash: await hashPassword('Cash1234'), role: 'finance' });
  admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  second = await signIn('cashier2', 'Cash1234');
});
afterAll(() => t.close());

describe('manual adjustments', () => {
  it('applies one up to the threshold at once, through the ledger, with its reason in the audit log', async () => {
    const res = await call('POST', '/adjustments', admin, {
      username: 'DEMO',
      direction: 'credit',
      amount: 1_000,
      reason: 'Goodwill credit',
    });
    expect(res.json().value).toEqual({ status: 'applied' });
    expect(await balance()).toBe(1_000);
    const records = (
      await send(t.app, 'memberTransactions', undefined, {
        token: demo,
        // Today at the demo merchant's GMT+8.
        query: datePresetRange('today', Date.now(), 480),
      })
    ).json().value.list;
    expect(records[0]).toMatchObject({ type: 'adjustment', amount: 1_000 });
    const audit = await t.db.orm.select().from(auditLog);
    expect(audit.some((a) => a.event === 'console.adjustment.requested' && a.detail.reason === 'Goodwill credit')).toBe(
      true,
    );
  });

  it('holds a larger one for a second operator: the asker cannot approve it, another can', async () => {
    const before = await t.db.orm.$count(ledgerTransfers);
    const res = await call('POST', '/adjustments', admin, {
      username: 'demo',
      direction: 'credit',
      amount: 5_000,
      reason: 'Promotion payout',
    });
    expect(res.json().value).toEqual({ status: 'pending' });
    expect(await t.db.orm.$count(ledgerTransfers)).toBe(before);
    const pending = (await call('GET', '/adjustments?status=pending', admin)).json().value.list;
    expect(pending).toEqual([
      expect.objectContaining({ member: 'demo', amount: 5_000, requestedBy: 'admin', decidedBy: null }),
    ]);
    const id = pending[0].id;
    const own = await call('POST', `/adjustments/${id}/approve`, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('adjustment.own.request');
    expect((await call('POST', `/adjustments/${id}/approve`, second)).json().value).toEqual({ status: 'applied' });
    expect((await call('POST', `/adjustments/${id}/reject`, second)).statusCode).toBe(409);
    expect(await balance()).toBe(6_000);
  });

  it('never debits a member below zero, and a rejected one moves nothing', async () => {
    const tooMuch = await call('POST', '/adjustments', admin, {
      username: 'demo',
      direction: 'debit',
      amount: 999,
      reason: 'Reverse a credit',
    });
    expect(tooMuch.json().value).toEqual({ status: 'applied' });
    const overdraw = await call('POST', '/adjustments', second, {
      username: 'demo',
      direction: 'debit',
      amount: 10_000,
      reason: 'Chargeback',
    });
    expect(overdraw.json().value.status).toBe('pending');
    const id = (await call('GET', '/adjustments?status=pending', admin)).json().value.list[0].id;
    expect((await call('POST', `/adjustments/${id}/approve`, admin)).json().errorCode).toBe('balance.insufficient');
    expect((await call('POST', `/adjustments/${id}/reject`, admin)).json().value).toEqual({ status: 'rejected' });
    expect(await balance()).toBe(5_001);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('refuses unknown members, missing reasons and bad amounts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ghost', direction: 'credit', amount: 1, reason: 'Testing it' }, 'adjustment.member.unknown'],
      [{ username: 'demo', direction: 'credit', amount: 1, reason: '' }, 'request.invalid'],
      [{ username: 'demo', direction: 'credit', amount: '0.001', reason: 'Testing it' }, 'request.invalid'],
      [{ username: 'demo', direction: 'steal', amount: 1, reason: 'Testing it' }, 'request.invalid'],
    ];
    for (const [body, code] of cases)
      expect((await call('POST', '/adjustments', admin, body)).json().errorCode).toBe(code);
  });
});
