import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, defaultCashierSettings } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  answerWithdrawal,
  balanceOf,
  deliverNotification,
  PAYMENT_PASSWORD,
  type SignedInMember,
  sendFiveTimes,
  signedInTree,
  signedNotification,
  transfersFor,
  withKey,
} from '../../../test/money-helpers.ts';
import { adjustments, depositOrders, ledgerTransfers, withdrawalOrders } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { enabledChannels } from './deposits/queries.ts';
import { verifyLedger } from './ledger/verify-ledger.ts';

/**
 * Every call that moves money, sent three times at once and twice more later (a double click, a client retrying
 * after a lost answer, a provider repeating its notification): exactly one effect on the ledger, and the same answer
 * each time. Console decisions are state changes, not keyed requests: the first wins and every repeat is the same
 * 409 naming the state the order is now in, so an operator's retry can never move money twice.
 */
let t: TestApp;
let agent: SignedInMember;
let player: SignedInMember;
/** Withdraws only: funded by an adjustment, never by a deposit, so no wagering stands between it and its money. */
let saver: SignedInMember;
let finance: string;
let checker: string;
let ONLINE: number;
let BANK: number;

const bodies = (responses: LightMyRequestResponse[]) => responses.map((r) => r.json());
const ledgerRows = () => t.db.orm.$count(ledgerTransfers);
const deposit = (body: unknown, key?: string, as = player) =>
  send(t.app, 'createDeposit', body, { token: as.token, ...withKey(key) });
const withdraw = (body: Record<string, unknown>, key?: string, as = saver) =>
  send(t.app, 'withdraw', { paymentPassword: PAYMENT_PASSWORD, ...body }, { token: as.token, ...withKey(key) });
const transfer = (body: Record<string, unknown>, key?: string, as = player) =>
  send(t.app, 'memberTransfer', { paymentPassword: PAYMENT_PASSWORD, ...body }, { token: as.token, ...withKey(key) });

/**
 * Money for the member through a manual adjustment above the threshold, approved by the second operator: unlike a
 * deposit it asks for no wagering before it can be withdrawn.
 */
async function fund(member: SignedInMember, amount: number) {
  const asked = await consoleCall(t.app, finance, 'POST', '/adjustments', {
    username: member.username,
    direction: 'credit',
    amount,
    reason: 'Opening balance',
  });
  if (asked.json().value?.status !== 'pending') throw new Error(`funding not pending: ${asked.body}`);
  const [pending] = (await consoleCall(t.app, finance, 'GET', '/adjustments?status=pending')).json().value.list;
  const approved = await consoleCall(t.app, checker, 'POST', `/adjustments/${pending.id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`funding failed: ${approved.body}`);
}

/** One answer of success, and every other answer the same refusal. */
function oneWinner(responses: LightMyRequestResponse[], refusal: { status: number; errorCode: string }) {
  const winners = responses.filter((r) => r.statusCode === 200);
  const refused = responses.filter((r) => r.statusCode !== 200);
  expect(winners).toHaveLength(1);
  expect(refused).toHaveLength(responses.length - 1);
  for (const r of refused) expect(r.statusCode).toBe(refusal.status);
  expect(new Set(refused.map((r) => r.body)).size).toBe(1);
  expect(refused[0]?.json()).toMatchObject({ success: false, errorCode: refusal.errorCode });
  return { winner: winners[0]?.json(), refusal: refused[0]?.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  // One member makes every withdrawal here: more than the default five a day.
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
    cashier: { ...defaultCashierSettings, withdrawDailyCount: 20 },
  });
  const channels = await enabledChannels(t.db.orm, 1);
  ONLINE = channels.find((c) => c.kind === 'online')?.id as number;
  BANK = channels.find((c) => c.kind === 'bank')?.id as number;
  await insertOperator(t.db, 'checker', 'Check1234', 'finance');
  finance = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  checker = await consoleSignIn(t.app, 'checker', 'Check1234');
  [agent, player, saver] = (await signedInTree(t.app, t.db, [
    { username: 'idem_agent', type: 1 },
    { username: 'idem_player', type: 0, parent: 'idem_agent' },
    { username: 'idem_saver', type: 0, parent: 'idem_agent' },
  ])) as [SignedInMember, SignedInMember, SignedInMember];
  await fund(player, 5_000);
  await fund(saver, 5_000);
});
afterAll(async () => {
  // Whatever the tests did, the ledger still proves itself.
  expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0', mismatches: [] });
  await t.close();
});

describe('deposits', () => {
  it.each([
    ['bank transfer', () => BANK, 'bank'],
    ['online', () => ONLINE, 'online'],
  ])(
    'makes one %s order of a keyed request sent five times, answered alike; another body under the key is refused',
    async (_, channel, kind) => {
      const key = `idem-deposit-${kind}`;
      const orders = await t.db.orm.$count(depositOrders);
      const rows = await ledgerRows();
      const responses = await sendFiveTimes(() => deposit({ channelId: channel(), amount: '250.5' }, key));
      for (const r of responses) expect(r.statusCode).toBe(200);
      const [first, ...rest] = bodies(responses);
      expect(first.value).toMatchObject({ amount: 250.5, status: 'pending', kind });
      for (const body of rest) expect(body).toEqual(first);
      expect(await t.db.orm.$count(depositOrders)).toBe(orders + 1);

      for (const other of [
        { channelId: channel(), amount: 251 },
        { channelId: channel() === BANK ? ONLINE : BANK, amount: '250.5' },
      ]) {
        const res = await deposit(other, key);
        expect(res.statusCode).toBe(409);
        expect(res.json().errorCode).toBe('idempotency.conflict');
      }
      expect(await t.db.orm.$count(depositOrders)).toBe(orders + 1);
      expect(await ledgerRows()).toBe(rows);
    },
  );

  it("keeps a key to its member: another member's same key makes that member's own order", async () => {
    const mine = (await deposit({ channelId: BANK, amount: 300 }, 'idem-deposit-0002')).json().value;
    const theirs = await deposit({ channelId: BANK, amount: 300 }, 'idem-deposit-0002', agent);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().value.orderNo).not.toBe(mine.orderNo);
  });

  it("credits the provider's notification once however often it comes, answering OK each time", async () => {
    const order = (await deposit({ channelId: ONLINE, amount: 88.8 }, 'idem-deposit-0003')).json().value;
    const before = await balanceOf(t.app, player.token);
    const paid = signedNotification(t.config.demoPayments.secret, { ...order, amount: 8_880 }, 'paid');
    const responses = await sendFiveTimes(() => deliverNotification(t.app, paid));
    expect(responses.map((r) => [r.statusCode, r.body])).toEqual(Array(5).fill([200, 'OK']));
    expect(await transfersFor(t.db, `deposit:${order.orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 8_880);

    // Later word on the same order (paid again under a new reference, failed, another amount) moves nothing.
    for (const [amount, status] of [
      [8_880, 'paid'],
      [8_880, 'failed'],
      [9_999, 'paid'],
    ] as const) {
      const late = signedNotification(t.config.demoPayments.secret, { ...order, amount }, status);
      expect((await deliverNotification(t.app, late)).body).toBe('OK');
    }
    expect(await transfersFor(t.db, `deposit:${order.orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 8_880);
    const shown = await send(t.app, 'depositOrder', undefined, {
      token: player.token,
      query: { orderNo: order.orderNo },
    });
    expect(shown.json().value.status).toBe('credited');
  });

  it('credits once when the provider sends three different notifications of one payment at once', async () => {
    const order = (await deposit({ channelId: ONLINE, amount: 40 })).json().value;
    const before = await balanceOf(t.app, player.token);
    const notifications = [1, 2, 3].map(() =>
      signedNotification(t.config.demoPayments.secret, { ...order, amount: 4_000 }, 'paid'),
    );
    const responses = await Promise.all(notifications.map((n) => deliverNotification(t.app, n)));
    expect(responses.map((r) => r.body)).toEqual(['OK', 'OK', 'OK']);
    expect(await transfersFor(t.db, `deposit:${order.orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 4_000);
  });

  it('refuses a notification for another amount than the pending order’s, and moves nothing', async () => {
    const order = (await deposit({ channelId: ONLINE, amount: 20 })).json().value;
    const rows = await ledgerRows();
    const wrong = signedNotification(t.config.demoPayments.secret, { ...order, amount: 2_001 }, 'paid');
    const responses = await sendFiveTimes(() => deliverNotification(t.app, wrong));
    expect(responses.map((r) => [r.statusCode, r.body])).toEqual(Array(5).fill([400, 'INVALID']));
    expect(await ledgerRows()).toBe(rows);
  });

  it('credits a bank order once when finance confirms it five times: the rest are 409 deposit.state.invalid', async () => {
    const order = (await deposit({ channelId: BANK, amount: 1_234.56 })).json().value;
    const before = await balanceOf(t.app, player.token);
    const responses = await sendFiveTimes(() =>
      consoleCall(t.app, finance, 'POST', `/deposits/${order.orderNo}/credit`),
    );
    const { winner } = oneWinner(responses, { status: 409, errorCode: 'deposit.state.invalid' });
    expect(winner).toEqual({ success: true, value: { orderNo: order.orderNo, status: 'credited' } });
    expect(await transfersFor(t.db, `deposit:${order.orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 123_456);
  });
});

describe('withdrawals', () => {
  const request = async (amount: number) => {
    const res = await withdraw({ bankAccountId: saver.bankAccountId, amount });
    expect(res.statusCode).toBe(200);
    return res.json().value.orderNo as string;
  };
  const decide = (orderNo: string, action: 'approve' | 'pay' | 'reject' | 'refund' | 'force-received') =>
    consoleCall(
      t.app,
      finance,
      'POST',
      `/withdrawals/${orderNo}/${action}`,
      action === 'reject' ? { reason: 'Account closed' } : undefined,
    );

  it('holds one amount for a keyed request sent five times, answered alike; another body under the key is refused', async () => {
    const before = await balanceOf(t.app, saver.token);
    const rows = await ledgerRows();
    const body = { bankAccountId: saver.bankAccountId, amount: '120.5' };
    const responses = await sendFiveTimes(() => withdraw(body, 'idem-withdraw-0001'));
    for (const r of responses) expect(r.statusCode).toBe(200);
    const [first, ...rest] = bodies(responses);
    expect(first.value).toMatchObject({ amount: 120.5, status: 'pending' });
    for (const b of rest) expect(b).toEqual(first);
    expect(await ledgerRows()).toBe(rows + 1);
    expect(await balanceOf(t.app, saver.token)).toBe(before - 12_050);

    const second = await send(
      t.app,
      'bindBankAccount',
      {
        bankName: 'Second Bank',
        accountNo: '6222020077778888',
        holderName: saver.realName,
        paymentPassword: PAYMENT_PASSWORD,
      },
      { token: saver.token },
    );
    for (const other of [
      { ...body, amount: 121 },
      { ...body, bankAccountId: second.json().value.id },
    ]) {
      const res = await withdraw(other, 'idem-withdraw-0001');
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('idempotency.conflict');
    }
    const orders = await t.db.orm
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, saver.id), eq(withdrawalOrders.clientKey, 'idem-withdraw-0001')));
    expect(orders).toHaveLength(1);
    expect(await ledgerRows()).toBe(rows + 1);
    expect(await balanceOf(t.app, saver.token)).toBe(before - 12_050);
  });

  it('approves once: the repeats are 409 withdraw.state.invalid naming the approved state, and nothing moves', async () => {
    const orderNo = await request(150);
    const rows = await ledgerRows();
    const { winner, refusal } = oneWinner(await sendFiveTimes(() => decide(orderNo, 'approve')), {
      status: 409,
      errorCode: 'withdraw.state.invalid',
    });
    expect(winner.value).toEqual({ orderNo, status: 'approved' });
    expect(refusal.value).toEqual({ status: 'approved' });
    expect(await ledgerRows()).toBe(rows);
  });

  it('pays once: one transfer to paid withdrawals, the repeats are 409', async () => {
    const orderNo = await request(160);
    await decide(orderNo, 'approve');
    const { winner } = oneWinner(await sendFiveTimes(() => decide(orderNo, 'pay')), {
      status: 409,
      errorCode: 'withdraw.state.invalid',
    });
    expect(winner.value).toEqual({ orderNo, status: 'paid' });
    expect(await transfersFor(t.db, `withdrawal-paid:${orderNo}`)).toHaveLength(1);
  });

  it('rejects once: one refund to the member, the repeats are 409', async () => {
    const before = await balanceOf(t.app, saver.token);
    const orderNo = await request(170);
    const { winner } = oneWinner(await sendFiveTimes(() => decide(orderNo, 'reject')), {
      status: 409,
      errorCode: 'withdraw.state.invalid',
    });
    expect(winner.value).toEqual({ orderNo, status: 'rejected' });
    expect(await transfersFor(t.db, `withdrawal-refund:${orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, saver.token)).toBe(before);
  });
  it("answers the player's receipt alike five times, then refunds the shortfall once: the repeats are 409", async () => {
    const before = await balanceOf(t.app, saver.token);
    const orderNo = await request(180);
    await decide(orderNo, 'approve');
    await decide(orderNo, 'pay');
    const answers = await sendFiveTimes(() =>
      answerWithdrawal(t.app, saver.token, { orderNo, receipt: 'received', receivedAmount: '100' }),
    );
    for (const r of answers) expect(r.statusCode).toBe(200);
    const [first, ...rest] = bodies(answers);
    expect(first.value).toMatchObject({ orderNo, status: 'not-received' });
    for (const b of rest) expect(b).toEqual(first);

    const { winner } = oneWinner(await sendFiveTimes(() => decide(orderNo, 'refund')), {
      status: 409,
      errorCode: 'withdraw.state.invalid',
    });
    expect(winner.value).toEqual({ orderNo, status: 'refunded' });
    expect(await transfersFor(t.db, `withdrawal-shortfall:${orderNo}`)).toHaveLength(1);
    expect(await balanceOf(t.app, saver.token)).toBe(before - 18_000 + 8_000);
  });

  it('forces a paid withdrawal received once: the repeats are 409, and nothing moves', async () => {
    const orderNo = await request(190);
    await decide(orderNo, 'approve');
    await decide(orderNo, 'pay');
    const rows = await ledgerRows();
    const { winner } = oneWinner(await sendFiveTimes(() => decide(orderNo, 'force-received')), {
      status: 409,
      errorCode: 'withdraw.state.invalid',
    });
    expect(winner.value).toEqual({ orderNo, status: 'received' });
    expect(await ledgerRows()).toBe(rows);
  });
});

describe('member transfers', () => {
  it('makes one transfer of a keyed request sent five times, answered alike; another body under the key is refused', async () => {
    const [mine, theirs] = [await balanceOf(t.app, player.token), await balanceOf(t.app, agent.token)];
    const rows = await ledgerRows();
    const body = { toUsername: agent.username, amount: '33.3' };
    const responses = await sendFiveTimes(() => transfer(body, 'idem-transfer-0001'));
    for (const r of responses) expect(r.statusCode).toBe(200);
    const [first, ...rest] = bodies(responses);
    expect(first.value).toMatchObject({ toUsername: agent.username, amount: 33.3, balanceAfter: (mine - 3_330) / 100 });
    for (const b of rest) expect(b).toEqual(first);
    expect(await ledgerRows()).toBe(rows + 1);

    const res = await transfer({ ...body, amount: 33.4 }, 'idem-transfer-0001');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('idempotency.conflict');
    expect(await ledgerRows()).toBe(rows + 1);
    expect(await balanceOf(t.app, player.token)).toBe(mine - 3_330);
    expect(await balanceOf(t.app, agent.token)).toBe(theirs + 3_330);
  });

  it("keeps a key to its sender: the downline's same key back is a transfer of its own", async () => {
    const rows = await ledgerRows();
    const back = await transfer({ toUsername: player.username, amount: '33.3' }, 'idem-transfer-0001', agent);
    expect(back.statusCode).toBe(200);
    expect(await ledgerRows()).toBe(rows + 1);
  });
});

describe('adjustments', () => {
  const ask = (amount: number, direction: 'credit' | 'debit' = 'credit', key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/console/adjustments',
      headers: { authorization: finance, ...withKey(key).headers },
      payload: { username: player.username, direction, amount, reason: 'Goodwill' },
    });
  const adjustmentsOf = () => t.db.orm.$count(adjustments, eq(adjustments.memberId, player.id));

  it('applies one adjustment of a keyed request sent five times, answered alike; another body under the key is refused', async () => {
    const before = await balanceOf(t.app, player.token);
    const made = await adjustmentsOf();
    const responses = await sendFiveTimes(() => ask(10, 'credit', 'idem-adjust-0001'));
    for (const r of responses) expect(r.statusCode).toBe(200);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await adjustmentsOf()).toBe(made + 1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 1_000);
    const other = await ask(11, 'credit', 'idem-adjust-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.conflict');
    expect(await balanceOf(t.app, player.token)).toBe(before + 1_000);
  });

  it('applies a pending adjustment once when the second operator approves it five times: the repeats are 409', async () => {
    const before = await balanceOf(t.app, player.token);
    expect((await ask(2_000)).json().value).toEqual({ status: 'pending' });
    const [pending] = (await consoleCall(t.app, finance, 'GET', '/adjustments?status=pending')).json().value.list;
    const { winner } = oneWinner(
      await sendFiveTimes(() => consoleCall(t.app, checker, 'POST', `/adjustments/${pending.id}/approve`)),
      { status: 409, errorCode: 'adjustment.state.invalid' },
    );
    expect(winner.value).toEqual({ status: 'applied' });
    expect(await transfersFor(t.db, `adjustment:${pending.id}`)).toHaveLength(1);
    expect(await balanceOf(t.app, player.token)).toBe(before + 200_000);
  });

  it('rejects a pending adjustment once: the repeats are 409, and nothing moves', async () => {
    const rows = await ledgerRows();
    await ask(3_000, 'debit');
    const [pending] = (await consoleCall(t.app, finance, 'GET', '/adjustments?status=pending')).json().value.list;
    const { winner } = oneWinner(
      await sendFiveTimes(() => consoleCall(t.app, checker, 'POST', `/adjustments/${pending.id}/reject`)),
      { status: 409, errorCode: 'adjustment.state.invalid' },
    );
    expect(winner.value).toEqual({ status: 'rejected' });
    expect(await ledgerRows()).toBe(rows);
  });
});
