import { DEMO_ACCOUNTS, type SocketMessage } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, MINUTE, movableClock, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { depositOrders, members } from '../../../db/schema.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification } from '../../../platform/payments/demo-provider.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';

let t: TestApp;
let token: string;
const clock = movableClock();
const ONLINE = 1;
const BANK = 2;

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = await loginAs(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  t.payments.offline = false;
});

const deposit = (body: unknown, key?: string, as = token) =>
  send(t.app, 'createDeposit', body, { token: as, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balance = async (as = token) => (await send(t.app, 'balance', undefined, { token: as })).json().value.sumBalance;
const order = async (orderNo: string, as = token) =>
  send(t.app, 'depositOrder', undefined, { token: as, query: { orderNo } });
const orderCount = () => t.db.orm.$count(depositOrders);

/** The demo pay page's form for a payUrl, as the browser would post it. */
async function pressOnPayPage(payUrl: string, button: 'pay' | 'fail') {
  const page = await t.app.inject({ method: 'GET', url: payUrl });
  const params = new URL(payUrl, 'http://x').searchParams;
  const form = new URLSearchParams({ d: params.get('d') ?? '', s: params.get('s') ?? '' }).toString();
  const result = await t.app.inject({
    method: 'POST',
    url: `/pay/demo/${button}`,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { page, result };
}

/** Captures the member's socket messages. */
async function listen(memberId: number) {
  const received: SocketMessage[] = [];
  const stop = await t.app.events.subscribe({ merchantId: 1, memberId }, (m) => received.push(m));
  return { received, stop };
}

const demoId = async () =>
  (await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username)))[0]?.id as number;

describe('deposit settings', () => {
  it('lists the enabled channels with limits, in the visitor language', async () => {
    const res = await send(t.app, 'depositSettings', undefined, { token });
    expect(res.json().value.channels).toEqual([
      expect.objectContaining({ id: ONLINE, kind: 'online', name: 'Online payment', minAmount: 10, maxAmount: 50_000 }),
      expect.objectContaining({ id: BANK, kind: 'bank', name: 'Bank transfer', minAmount: 100, maxAmount: 200_000 }),
    ]);
    // What the player wagers before the deposit can be withdrawn (the demo brand's 100 %).
    expect(res.json().value.turnoverPercent).toBe(100);
    const cn = await send(t.app, 'depositSettings', undefined, { token, headers: { language: 'CN' } });
    expect(cn.json().value.channels[1].name).toBe('银行转账');
  });

  it('refuses guests and trial accounts', async () => {
    expect((await send(t.app, 'depositSettings')).statusCode).toBe(401);
    const trial = (await send(t.app, 'freePlay', {})).json().value.token;
    const res = await send(t.app, 'depositSettings', undefined, { token: trial });
    expect(res.json().errorCode).toBe('in_need_true_account');
    expect((await deposit({ channelId: ONLINE, amount: 50 }, undefined, trial)).json().errorCode).toBe(
      'in_need_true_account',
    );
  });
});

describe('creating a deposit order', () => {
  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = await orderCount();
    const cases: [unknown, string][] = [
      [{ channelId: 99, amount: 50 }, 'deposit.channel.unavailable'],
      [{ channelId: ONLINE, amount: 9.99 }, 'deposit.amount.out.of.range'],
      [{ channelId: ONLINE, amount: 50_000.01 }, 'deposit.amount.out.of.range'],
      [{ channelId: ONLINE, amount: '12.345' }, 'request.invalid'],
      [{ channelId: ONLINE, amount: 0 }, 'request.invalid'],
      [{ channelId: ONLINE, amount: -20 }, 'request.invalid'],
      [{ channelId: ONLINE }, 'request.invalid'],
      [{ channelId: 'one', amount: 50 }, 'request.invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await deposit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: code });
    }
    expect(await orderCount()).toBe(before);
  });

  it("makes the order the caller's, for the amount asked, whatever member or status other keys name", async () => {
    const [agent] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.agent.username));
    const before = await balance();
    const res = await deposit({ channelId: ONLINE, amount: 50, memberId: agent?.id, status: 'paid', credited: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.orm
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, res.json().value.orderNo));
    const [me] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
    expect(row).toMatchObject({ memberId: me?.id, status: 'pending', amount: 5000 });
    expect(await balance()).toBe(before);
  });

  it('answers a repeated key with the same order, however often and however concurrently', async () => {
    const key = 'deposit-key-0001';
    const body = { channelId: BANK, amount: '150.5' };
    const burst = await Promise.all([deposit(body, key), deposit(body, key), deposit(body, key)]);
    const later = [await deposit(body, key), await deposit(body, key)];
    const orderNos = new Set([...burst, ...later].map((r) => r.json().value.orderNo));
    expect(orderNos.size).toBe(1);
    expect(burst[0]?.json().value).toMatchObject({ amount: 150.5, status: 'pending', kind: 'bank', payUrl: null });
    const conflict = await deposit({ channelId: BANK, amount: 151 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('idempotency.conflict');
  });
});

describe('online deposit through the demo provider', () => {
  it('credits the balance once after the player pays, and tells the member socket', async () => {
    const { received, stop } = await listen(await demoId());
    const before = await balance();
    const created = (await deposit({ channelId: ONLINE, amount: 88.8 }, 'deposit-key-0002')).json().value;
    expect(created.payUrl).toMatch(/^\/pay\/demo\?d=/);

    const { page, result } = await pressOnPayPage(created.payUrl, 'pay');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('88.80 CNY');
    expect(result.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await order(created.orderNo)).json().value.status).toBe('credited'));
    expect(await balance()).toBeCloseTo(before + 88.8, 2);
    await vi.waitFor(() =>
      expect(received.map((m) => m.type)).toEqual(expect.arrayContaining(['deposit.credited', 'balance.changed'])),
    );
    expect(received.find((m) => m.type === 'deposit.credited')?.data).toEqual({
      orderNo: created.orderNo,
      amount: 88.8,
      status: 'credited',
    });
    stop();

    // Pressing Pay again sends the provider's notification again: nothing more is credited.
    await pressOnPayPage(created.payUrl, 'pay');
    await vi.waitFor(() => expect(t.payments.attempts).toBeGreaterThanOrEqual(2));
    expect(await balance()).toBeCloseTo(before + 88.8, 2);
    expect((await order(created.orderNo)).json().value.payUrl).toBeNull();
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('marks the order failed when the player fails the payment, and credits a payment that comes later', async () => {
    const before = await balance();
    const created = (await deposit({ channelId: ONLINE, amount: 20 })).json().value;
    await pressOnPayPage(created.payUrl, 'fail');
    await vi.waitFor(async () => expect((await order(created.orderNo)).json().value.status).toBe('failed'));
    expect(await balance()).toBe(before);
    await pressOnPayPage(created.payUrl, 'pay');
    await vi.waitFor(async () => expect((await order(created.orderNo)).json().value.status).toBe('credited'));
    expect(await balance()).toBeCloseTo(before + 20, 2);
  });

  it('refuses forged, tampered and mismatched notifications, and changes nothing', async () => {
    const before = await balance();
    const created = (await deposit({ channelId: ONLINE, amount: 30 })).json().value;
    const body = JSON.stringify({ orderNo: created.orderNo, providerRef: 'X', amount: 3_000, status: 'paid' });
    const notify = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payments/demo/LOTUS/notify',
        payload,
        headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
      });
    expect((await notify(body, 'ab'.repeat(32))).statusCode).toBe(400);
    expect((await notify(body, 'not-hex')).statusCode).toBe(400);
    expect((await notify('{', '00')).statusCode).toBe(400);
    // Signed by the provider, but for another amount than the order's: never credited.
    const payment = JSON.parse(
      Buffer.from(new URL(created.payUrl, 'http://x').searchParams.get('d') ?? '', 'base64url').toString(),
    );
    const short = demoNotification(t.config.demoPayments.secret, { ...payment, amount: 2_999 }, 'paid');
    expect((await notify(short.body, short.signature)).statusCode).toBe(400);
    // The provider's own signature with anything after it is not its signature.
    const genuine = demoNotification(t.config.demoPayments.secret, payment, 'paid');
    for (const trailing of ['0', '00', 'zz']) {
      expect((await notify(genuine.body, genuine.signature + trailing)).statusCode).toBe(400);
    }
    const unknownMerchant = await t.app.inject({
      method: 'POST',
      url: '/payments/demo/NOPE/notify',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unknownMerchant.statusCode).toBe(400);
    // A pay page whose parameters were changed (a bigger amount) is refused by the provider itself.
    const url = new URL(created.payUrl, 'http://x');
    const sealed = JSON.parse(Buffer.from(url.searchParams.get('d') ?? '', 'base64url').toString());
    url.searchParams.set('d', Buffer.from(JSON.stringify({ ...sealed, amount: 1 })).toString('base64url'));
    const { page, result } = await pressOnPayPage(`${url.pathname}${url.search}`, 'pay');
    expect(page.statusCode).toBe(400);
    expect(result.statusCode).toBe(400);
    // So is a pay page whose signature has something after it.
    const padded = new URL(created.payUrl, 'http://x');
    padded.searchParams.set('s', `${padded.searchParams.get('s')}00`);
    const extended = await pressOnPayPage(`${padded.pathname}${padded.search}`, 'pay');
    expect(extended.page.statusCode).toBe(400);
    expect(extended.result.statusCode).toBe(400);
    expect((await order(created.orderNo)).json().value.status).toBe('pending');
    expect(await balance()).toBe(before);
  });

  it('keeps retrying a notification the merchant did not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const created = (await deposit({ channelId: ONLINE, amount: 12 })).json().value;
      t.payments.offline = true;
      const attempts = t.payments.attempts;
      await pressOnPayPage(created.payUrl, 'pay');
      await vi.waitFor(() => expect(t.payments.attempts).toBe(attempts + 1));
      t.payments.offline = false;
      await vi.advanceTimersByTimeAsync(2_000);
      await vi.waitFor(async () => expect((await order(created.orderNo)).json().value.status).toBe('credited'));
      expect(t.payments.attempts).toBe(attempts + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an order expire after 30 minutes: the pay page refuses it', async () => {
    const created = (await deposit({ channelId: ONLINE, amount: 15 })).json().value;
    clock.advance(31 * MINUTE);
    // The session idled out over the same half hour.
    token = await loginAs(t.app);
    expect((await order(created.orderNo)).json().value).toMatchObject({ status: 'expired', payUrl: null });
    const { page, result } = await pressOnPayPage(created.payUrl, 'pay');
    expect(page.statusCode).toBe(410);
    expect(result.statusCode).toBe(410);
  });

  it("shows a member only their own orders: another member's is not found", async () => {
    const created = (await deposit({ channelId: BANK, amount: 100 })).json().value;
    const agent = await loginAs(t.app, DEMO_ACCOUNTS.agent);
    const res = await order(created.orderNo, agent);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('not.found');
  });
});
