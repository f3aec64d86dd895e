import { DEMO_ACCOUNTS, defaultCashierSettings } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { ledgerTransfers, members, withdrawalOrders } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';
import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';

let t: TestApp;
let demo: string;
let agent: string;
const PIN = '246810';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app);
  agent = await loginAs(t.app, DEMO_ACCOUNTS.agent);
  const hash = await hashPassword(PIN);
  await t.db.orm.update(members).set({ paymentPasswordHash: hash });
  const [row] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  await t.db.orm.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
      toAccountId: await memberAccountId(tx, 1, row?.id as number),
      amount: 1_000_000,
      kind: 'adjustment',
      idempotencyKey: 'fund-demo',
      at: new Date(),
    }),
  );
});
afterAll(() => t.close());

const bind = (body: Record<string, unknown>, as = demo) => send(t.app, 'bindBankAccount', body, { token: as });
const withdraw = (body: Record<string, unknown>, key?: string, as = demo) =>
  send(t.app, 'withdraw', body, { token: as, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balance = async () => (await send(t.app, 'balance', undefined, { token: demo })).json().value.sumBalance;
const card = {
  bankName: 'China Merchants Bank',
  accountNo: '6222 0200 1234 5678',
  holderName: 'Demo Player',
  paymentPassword: PIN,
};
let accountId: number;

describe('bank accounts', () => {
  it('binds an account in the real name, masks its number and lists it', async () => {
    const res = await bind({ ...card, holderName: '  demo   PLAYER ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      bankName: 'China Merchants Bank',
      accountNo: '**** 5678',
      holderName: 'Demo Player',
    });
    accountId = res.json().value.id;
    const list = await send(t.app, 'bankAccounts', undefined, { token: demo });
    expect(list.json().value).toMatchObject({ max: 5, realName: 'Demo Player', accounts: [{ id: accountId }] });
    expect(JSON.stringify(list.json())).not.toContain('12345678');
  });

  it('refuses another holder, the same number twice, a wrong payment password and bad numbers', async () => {
    expect((await bind({ ...card, accountNo: '6222020099998888', holderName: 'Someone Else' })).json().errorCode).toBe(
      'bank.holder.mismatch',
    );
    expect((await bind(card)).json().errorCode).toBe('bank.account.exists');
    expect((await bind({ ...card, accountNo: '6222020099998888', paymentPassword: '000000' })).json().errorCode).toBe(
      'payment.password.wrong',
    );
    for (const accountNo of ['1234', 'abcd efgh ijkl', '1'.repeat(31)]) {
      expect((await bind({ ...card, accountNo })).json().errorCode).toBe('request.invalid');
    }
  });

  it('gives the real name with the first account of a member who had none', async () => {
    await t.db.orm.update(members).set({ realName: null }).where(eq(members.username, DEMO_ACCOUNTS.agent.username));
    const res = await bind({ ...card, accountNo: '6222020011112222', holderName: 'Agent Smith' }, agent);
    expect(res.statusCode).toBe(200);
    expect((await send(t.app, 'bankAccounts', undefined, { token: agent })).json().value.realName).toBe('Agent Smith');
  });

  it("removes the member's own account; another member's is not found", async () => {
    const extra = (await bind({ ...card, accountNo: '6222020033334444' })).json().value.id;
    const foreign = await send(t.app, 'removeBankAccount', undefined, { token: agent, query: { id: String(extra) } });
    expect(foreign.statusCode).toBe(404);
    const mine = await send(t.app, 'removeBankAccount', undefined, { token: demo, query: { id: String(extra) } });
    expect(mine.statusCode).toBe(200);
    const list = (await send(t.app, 'bankAccounts', undefined, { token: demo })).json().value.accounts;
    expect(list.map((a: { id: number }) => a.id)).toEqual([accountId]);
  });
});

describe('withdrawal requests', () => {
  it('moves the amount to withdrawals in transit at once and lists the pending order', async () => {
    const before = await balance();
    const res = await withdraw({ bankAccountId: accountId, amount: 250, paymentPassword: PIN }, 'withdraw-key-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ amount: 250, status: 'pending', accountNo: '**** 5678' });
    expect(res.json().value.orderNo).toMatch(/^W\d{18}$/);
    expect(await balance()).toBe(before - 250);
    const list = await send(t.app, 'withdrawals', undefined, { token: demo });
    expect(list.json().value.list[0]).toMatchObject({ orderNo: res.json().value.orderNo, status: 'pending' });
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('answers a repeated key with the first order, once, however concurrently', async () => {
    const before = await balance();
    const body = { bankAccountId: accountId, amount: '120.5', paymentPassword: PIN };
    const burst = await Promise.all([1, 2, 3].map(() => withdraw(body, 'withdraw-key-02')));
    const later = [await withdraw(body, 'withdraw-key-02'), await withdraw(body, 'withdraw-key-02')];
    expect(new Set([...burst, ...later].map((r) => r.json().value.orderNo)).size).toBe(1);
    expect(await balance()).toBeCloseTo(before - 120.5, 2);
    expect((await withdraw({ ...body, amount: 121 }, 'withdraw-key-02')).json().errorCode).toBe('idempotency.conflict');
  });

  it('keeps to the limits, the daily count and the balance, and writes nothing when refused', async () => {
    const orders = await t.db.orm.$count(withdrawalOrders);
    const transfers = await t.db.orm.$count(ledgerTransfers);
    const cases: [Record<string, unknown>, string][] = [
      [{ bankAccountId: accountId, amount: 99.99, paymentPassword: PIN }, 'withdraw.amount.out.of.range'],
      [{ bankAccountId: accountId, amount: 50_000.01, paymentPassword: PIN }, 'withdraw.amount.out.of.range'],
      [{ bankAccountId: accountId, amount: 200, paymentPassword: '111111' }, 'payment.password.wrong'],
      [{ bankAccountId: 9_999, amount: 200, paymentPassword: PIN }, 'not.found'],
      [{ bankAccountId: accountId, amount: '1.234', paymentPassword: PIN }, 'request.invalid'],
      [{ bankAccountId: accountId, amount: 200 }, 'request.invalid'],
    ];
    for (const [body, code] of cases) expect((await withdraw(body)).json().errorCode, JSON.stringify(body)).toBe(code);

    await updateMerchantSettings(t.db, 'LOTUS', {
      cashier: {
        ...defaultCashierSettings,
        withdrawMin: 100,
        withdrawMax: 50_000_000,
        withdrawDailyCount: 3,
        withdrawAutoConfirmMinutes: 60,
        maxBankAccounts: 5,
      },
    });
    expect((await withdraw({ bankAccountId: accountId, amount: 50_000, paymentPassword: PIN })).json().errorCode).toBe(
      'balance.insufficient',
    );
    expect(await t.db.orm.$count(withdrawalOrders)).toBe(orders);
    expect(await t.db.orm.$count(ledgerTransfers)).toBe(transfers);

    // Two requests made today already; the third is the last one allowed.
    const settings = await send(t.app, 'withdrawalSettings', undefined, { token: demo });
    expect(settings.json().value).toMatchObject({
      dailyCount: 3,
      remainingToday: 1,
      minAmount: 1,
      hasPaymentPassword: true,
    });
    expect((await withdraw({ bankAccountId: accountId, amount: 1, paymentPassword: PIN })).statusCode).toBe(200);
    expect((await withdraw({ bankAccountId: accountId, amount: 1, paymentPassword: PIN })).json().errorCode).toBe(
      'withdraw.daily.limit',
    );
  });

  it('refuses trial accounts and plain bodies', async () => {
    const trial = (await send(t.app, 'freePlay', {})).json().value.token;
    expect((await send(t.app, 'withdrawalSettings', undefined, { token: trial })).json().errorCode).toBe(
      'in_need_true_account',
    );
    const plain = await send(
      t.app,
      'withdraw',
      { bankAccountId: accountId, amount: 1, paymentPassword: PIN },
      {
        token: demo,
        plain: true,
      },
    );
    expect(plain.json().errorCode).toBe('request_body_required');
  });
});
