import { DEMO_ACCOUNTS, datePresetRange, type SocketMessage } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { ledgerTransfers, members } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';

let t: TestApp;
let demo: string;
let agent: string;
let agentId: number;

const idOf = async (username: string) =>
  (await t.db.orm.select().from(members).where(eq(members.username, username)))[0]?.id as number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app);
  agent = await loginAs(t.app, DEMO_ACCOUNTS.agent);
  agentId = await idOf(DEMO_ACCOUNTS.agent.username);
  // The demo member starts with ¥1,000 and the payment password 135790; a stranger outside the tree exists too.
  const demoId = await idOf(DEMO_ACCOUNTS.member.username);
  await t.db.orm
    .update(members)
    .set({ paymentPasswordHash: await hashPassword('135790') })
    .where(eq(members.id, demoId));
  await t.db.orm.insert(members).values({ merchantId: 1, username: 'stranger', passwordHash: null });
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
});
afterAll(() => t.close());

const transfer = (body: Record<string, unknown>, key?: string, as = demo) =>
  send(t.app, 'memberTransfer', body, { token: as, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balance = async (as: string) => (await send(t.app, 'balance', undefined, { token: as })).json().value.sumBalance;
const ok = { toUsername: 'AGENT', amount: 10, paymentPassword: '135790' };

describe('transfer targets', () => {
  it('offer the member the direct upline, and the agent its direct downlines, searchable', async () => {
    const mine = await send(t.app, 'transferTargets', undefined, { token: demo });
    expect(mine.json().value.targets).toEqual([
      { username: 'agent', nickname: expect.any(String), relation: 'upline' },
    ]);
    const theirs = await send(t.app, 'transferTargets', undefined, { token: agent });
    const names = theirs.json().value.targets.map((x: { username: string }) => x.username);
    expect(names).toEqual(expect.arrayContaining(['demo', 'newbie']));
    const searched = await send(t.app, 'transferTargets', undefined, { token: agent, query: { search: 'NEW' } });
    expect(searched.json().value.targets.map((x: { username: string }) => x.username)).toEqual(['newbie']);
    const wild = await send(t.app, 'transferTargets', undefined, { token: agent, query: { search: '%' } });
    expect(wild.json().value.targets).toEqual([]);
  });
});

describe('POST /wps/v2/transaction/transfer', () => {
  it('moves money to the upline, tells both sides, and shows on both records', async () => {
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: agentId }, (m) => received.push(m));
    const res = await transfer(ok, 'transfer-key-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ toUsername: 'agent', amount: 10, balanceAfter: 990 });
    expect(await balance(demo)).toBe(990);
    expect(await balance(agent)).toBe(10);
    await vi.waitFor(() =>
      expect(received.find((m) => m.type === 'transfer.received')?.data).toEqual({ fromUsername: 'demo', amount: 10 }),
    );
    stop();
    const query = datePresetRange('today', Date.now(), 480);
    const theirs = await send(t.app, 'memberTransactions', undefined, { token: agent, query });
    expect(theirs.json().value.list[0]).toMatchObject({ type: 'transfer', amount: 10, balanceAfter: 10 });
  });

  it('makes one transfer of a key sent three times at once and twice later; another body under it is refused', async () => {
    const before = await t.db.orm.$count(ledgerTransfers);
    const body = { ...ok, amount: '2.5' };
    const burst = await Promise.all([1, 2, 3].map(() => transfer(body, 'transfer-key-02')));
    const later = [await transfer(body, 'transfer-key-02'), await transfer(body, 'transfer-key-02')];
    const ids = new Set([...burst, ...later].map((r) => r.json().value.transferId));
    expect(ids.size).toBe(1);
    expect(await t.db.orm.$count(ledgerTransfers)).toBe(before + 1);
    const other = await transfer({ ...body, amount: 3 }, 'transfer-key-02');
    expect(other.json().errorCode).toBe('idempotency.conflict');
    expect(await t.db.orm.$count(ledgerTransfers)).toBe(before + 1);
  });

  it('refuses whoever is not the direct upline or a direct downline, in one answer', async () => {
    for (const toUsername of ['stranger', 'newbie', 'nobody-at-all', 'demo']) {
      const res = await transfer({ ...ok, toUsername });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('transfer.target.invalid');
    }
  });

  it('needs the payment password, and more money than the wallet holds is refused', async () => {
    expect((await transfer({ ...ok, paymentPassword: '000000' })).json().errorCode).toBe('payment.password.wrong');
    expect((await transfer({ ...ok, paymentPassword: '12ab56' })).json().errorCode).toBe('request.invalid');
    const noPassword = await transfer({ toUsername: 'demo', amount: 1, paymentPassword: '123456' }, undefined, agent);
    expect(noPassword.json().errorCode).toBe('payment.password.missing');
    const tooMuch = await transfer({ ...ok, amount: 1_000_000 });
    expect(tooMuch.json().errorCode).toBe('balance.insufficient');
    expect(await balance(demo)).toBe(987.5);
  });

  it('refuses bad input, a plain body and trial accounts, and moves nothing', async () => {
    const trial = (await send(t.app, 'freePlay', {})).json().value.token;
    const before = await t.db.orm.$count(ledgerTransfers);
    for (const body of [{ ...ok, amount: 0 }, { ...ok, amount: '1.001' }, { ...ok, toUsername: '' }, { amount: 1 }]) {
      expect((await transfer(body)).json().errorCode, JSON.stringify(body)).toBe('request.invalid');
    }
    const plain = await send(t.app, 'memberTransfer', ok, { token: demo, plain: true });
    expect(plain.json().errorCode).toBe('request_body_required');
    expect((await transfer(ok, undefined, trial)).json().errorCode).toBe('in_need_true_account');
    expect(await t.db.orm.$count(ledgerTransfers)).toBe(before);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true });
  });
});
