import { DEMO_ACCOUNTS, defaultCashierSettings } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { members, turnoverRequirements } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';
import { countTurnover } from './turnover.ts';

const PIN = '864200';
const ONLINE = 1;
let t: TestApp;
let token: string;
let memberId: number;
let bankAccountId: number;

/** Deposits `amount` through the demo provider's pay page, as a player would. */
async function depositAndPay(amount: number) {
  const order = await send(t.app, 'createDeposit', { channelId: ONLINE, amount }, { token });
  const payUrl: string = order.json().value.payUrl;
  const params = new URL(payUrl, 'http://x').searchParams;
  await t.app.inject({
    method: 'POST',
    url: '/pay/demo/pay',
    payload: new URLSearchParams({ d: params.get('d') ?? '', s: params.get('s') ?? '' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const orderNo = order.json().value.orderNo as string;
  // The provider's notification reaches Lotus on its own schedule, as from outside.
  await vi.waitFor(async () => {
    const now = await send(t.app, 'depositOrder', undefined, { token, query: { orderNo } });
    expect(now.json().value.status).toBe('credited');
  });
  return orderNo;
}

const settings = async () => (await send(t.app, 'withdrawalSettings', undefined, { token })).json().value;
const withdraw = (amount: number) =>
  send(t.app, 'withdraw', { bankAccountId, amount, paymentPassword: PIN }, { token });
const bet = (amount: number) => t.db.orm.transaction((tx) => countTurnover(tx, 1, memberId, amount * 100, 'RNG'));
const setPercent = (depositTurnoverPercent: number) =>
  updateMerchantSettings(t.db, 'LOTUS', { cashier: { ...defaultCashierSettings, depositTurnoverPercent } });

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
  const [row] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  memberId = row?.id as number;
  await t.db.orm
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(PIN) })
    .where(eq(members.id, memberId));
  const bound = await send(
    t.app,
    'bindBankAccount',
    { bankName: 'ICBC', accountNo: '6212269876543210', holderName: 'Demo Player', paymentPassword: PIN },
    { token },
  );
  bankAccountId = bound.json().value.id;
});
afterAll(() => t.close());

describe('turnover requirement', () => {
  it('asks a deposit to be wagered once before any withdrawal, and refuses without moving money', async () => {
    const orderNo = await depositAndPay(300);
    expect((await settings()).turnoverRemaining).toBe(300);
    const before = (await send(t.app, 'balance', undefined, { token })).json().value.sumBalance;
    const refused = await withdraw(200);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { remaining: 300 } });
    expect((await send(t.app, 'balance', undefined, { token })).json().value.sumBalance).toBe(before);
    const rows = await t.db.orm.select().from(turnoverRequirements);
    expect(rows).toEqual([expect.objectContaining({ reference: `deposit:${orderNo}`, required: 30_000 })]);
  });

  it('wears requirements down oldest first with valid bets; the withdrawal opens when all are met', async () => {
    await depositAndPay(100);
    expect((await settings()).turnoverRemaining).toBe(400);
    expect(await bet(350)).toBe(0);
    const [first, second] = await t.db.orm.select().from(turnoverRequirements).orderBy(turnoverRequirements.id);
    expect([first?.remaining, second?.remaining]).toEqual([0, 5_000]);
    expect((await withdraw(200)).json().errorCode).toBe('withdraw.turnover.unmet');
    expect(await bet(80)).toBe(3_000);
    expect((await settings()).turnoverRemaining).toBe(0);
    expect((await withdraw(200)).json().value).toMatchObject({ status: 'pending', amount: 200 });
  });

  it("follows the merchant's percentage: none at 0 %, one and a half times at 150 %", async () => {
    await setPercent(0);
    await depositAndPay(200);
    expect((await settings()).turnoverRemaining).toBe(0);
    await setPercent(150);
    await depositAndPay(100.01);
    expect((await settings()).turnoverRemaining).toBe(150.02);
    await setPercent(100);
  });
});
