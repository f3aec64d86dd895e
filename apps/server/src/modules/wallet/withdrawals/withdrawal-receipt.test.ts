import { DEMO_ACCOUNTS, defaultCashierSettings, endpoints } from '@lotus/contract';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, MINUTE, movableClock, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/create-test-app.ts';
import { pngClaiming, sampleImages, truncatedJpeg } from '../../../../test/image-fixtures.ts';
import { answerWithdrawal, fundMember, type ProofFile } from '../../../../test/money-helpers.ts';
import { auditLog, jobRuns, members, uploads } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';

const PIN = '135790';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
/** A JPEG cut off half-way: its header reads, its pixels do not. */
let CUT_JPEG: Buffer;
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

const clock = movableClock(Date.parse('2026-11-23T04:00:00Z'));
let t: TestApp;
let demo: string;
let agent: string;
let finance: string;
let bankAccountId: number;

const answer = (fields: Record<string, string>, files: ProofFile[] = [], token = demo) =>
  answerWithdrawal(t.app, token, fields, files);

const asFinance = (method: InjectOptions['method'], path: string) => consoleCall(t.app, finance, method, path);

const balance = async () => (await send(t.app, 'balance', undefined, { token: demo })).json().value.sumBalance;
const mine = async (orderNo: string) =>
  (await send(t.app, 'withdrawals', undefined, { token: demo }))
    .json()
    .value.list.find((w: { orderNo: string }) => w.orderNo === orderNo);
const uploadCount = async () => (await t.db.orm.select({ n: count() }).from(uploads))[0]?.n;

/** A withdrawal of `amount` the member requested and finance approved and paid. */
async function paidWithdrawal(amount: number) {
  const res = await send(t.app, 'withdraw', { bankAccountId, amount, paymentPassword: PIN }, { token: demo });
  const orderNo = res.json().value.orderNo as string;
  expect((await asFinance('POST', `/withdrawals/${orderNo}/approve`)).statusCode).toBe(200);
  expect((await asFinance('POST', `/withdrawals/${orderNo}/pay`)).statusCode).toBe(200);
  return orderNo;
}

beforeAll(async () => {
  ({ jpeg: JPEG } = await sampleImages());
  CUT_JPEG = await truncatedJpeg();
  t = await createTestApp({ clock });
  await updateMerchantSettings(t.db, 'LOTUS', {
    cashier: { ...defaultCashierSettings, withdrawAutoConfirmMinutes: 20, withdrawDailyCount: 50 },
  });
  demo = await loginAs(t.app);
  agent = await loginAs(t.app, DEMO_ACCOUNTS.agent);
  const [row] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  const demoId = row?.id as number;
  await t.db.orm
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(PIN) })
    .where(eq(members.id, demoId));
  await fundMember(t.db, demoId, 5_000_000, { key: 'fund-demo', at: clock.now() });
  const bound = await send(
    t.app,
    'bindBankAccount',
    { bankName: 'ICBC', accountNo: '6212261234567890', holderName: 'Demo Player', paymentPassword: PIN },
    { token: demo },
  );
  bankAccountId = bound.json().value.id;
  finance = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
});
afterAll(() => t.close());

describe('after payment', () => {
  it('asks the player to confirm before the merchant’s minutes are up', async () => {
    const orderNo = await paidWithdrawal(300);
    expect(await mine(orderNo)).toMatchObject({
      status: 'paid',
      confirmBy: clock.now().getTime() + 20 * MINUTE,
      receipt: null,
      receivedAmount: null,
      remainingAmount: null,
      proofs: [],
    });
  });

  it('closes it when fully received, and answers a repeat the same way', async () => {
    const orderNo = await paidWithdrawal(400);
    const first = await answer({ orderNo, receipt: 'fully-received' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'received',
      receipt: 'fully-received',
      receivedAmount: 400,
      remainingAmount: 0,
      confirmBy: null,
    });
    const again = await answer({ orderNo, receipt: 'fully-received' });
    expect(again.json()).toEqual(first.json());
    const other = await answer({ orderNo, receipt: 'not-received' });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('withdraw.state.invalid');
    expect((await mine(orderNo)).receipt).toBe('fully-received');
  });

  it('records a partial receipt with proofs; finance sees them and refunds the rest to the wallet', async () => {
    const orderNo = await paidWithdrawal(500);
    const res = await answer({ orderNo, receipt: 'received', receivedAmount: '350.5' }, [
      { name: 'slip.png', type: 'image/png', bytes: PNG },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG },
    ]);
    expect(res.statusCode).toBe(200);
    const view = res.json().value;
    expect(view).toMatchObject({ status: 'not-received', receipt: 'received', receivedAmount: 350.5 });
    expect(view.remainingAmount).toBeCloseTo(149.5, 2);
    expect(view.proofs).toHaveLength(2);

    const image = await send(t.app, 'withdrawalProof', undefined, { token: demo, query: { id: view.proofs[0] } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const foreign = await send(t.app, 'withdrawalProof', undefined, { token: agent, query: { id: view.proofs[1] } });
    expect(foreign.statusCode).toBe(404);

    const queue = (await asFinance('GET', '/withdrawals?status=not-received')).json().value.list;
    expect(queue.find((w: { orderNo: string }) => w.orderNo === orderNo)).toMatchObject({
      receivedAmount: 350.5,
      proofs: view.proofs,
    });
    const seen = await asFinance('GET', `/withdrawals/proofs/${view.proofs[1]}`);
    expect(seen.headers['content-type']).toBe('image/jpeg');

    const before = await balance();
    const refund = await asFinance('POST', `/withdrawals/${orderNo}/refund`);
    expect(refund.json().value).toEqual({ orderNo, status: 'refunded' });
    expect(await balance()).toBeCloseTo(before + 149.5, 2);
    expect((await asFinance('POST', `/withdrawals/${orderNo}/refund`)).statusCode).toBe(409);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('lets finance force "received" on a not-received report without moving money', async () => {
    const orderNo = await paidWithdrawal(600);
    const res = await answer({ orderNo, receipt: 'not-received' }, [{ name: 'a.png', type: 'image/png', bytes: PNG }]);
    expect(res.json().value).toMatchObject({ status: 'not-received', receivedAmount: 0, remainingAmount: 600 });
    const before = await balance();
    const forced = await asFinance('POST', `/withdrawals/${orderNo}/force-received`);
    expect(forced.json().value).toEqual({ orderNo, status: 'received' });
    expect(await mine(orderNo)).toMatchObject({ status: 'received', receipt: 'forced', remainingAmount: 0 });
    expect(await balance()).toBe(before);
    const audit = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.withdrawal.force-received'));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad answers and files, storing nothing and leaving the withdrawal paid', async () => {
    const orderNo = await paidWithdrawal(700);
    const stored = await uploadCount();
    const png = { name: 'a.png', type: 'image/png', bytes: PNG };
    const cases: [Record<string, string>, ProofFile[], string][] = [
      [{ orderNo, receipt: 'not-received' }, [{ name: 'a.gif', type: 'image/gif', bytes: GIF }], 'upload.type.invalid'],
      [
        { orderNo, receipt: 'not-received' },
        [{ name: 'fake.png', type: 'image/png', bytes: Buffer.from('not an image at all') }],
        'upload.type.invalid',
      ],
      [{ orderNo, receipt: 'not-received' }, [png, png, png, png], 'upload.too.many'],
      [
        { orderNo, receipt: 'not-received' },
        [{ name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
        'upload.too.large',
      ],
      [
        { orderNo, receipt: 'not-received' },
        [png, { name: 'huge.png', type: 'image/png', bytes: pngClaiming(60_000, 60_000) }],
        'upload.image.dimensions',
      ],
      [
        { orderNo, receipt: 'not-received' },
        [{ name: 'cut.jpg', type: 'image/jpeg', bytes: CUT_JPEG }],
        'upload.image.unreadable',
      ],
      // The answer is judged before any picture is decoded: a bad answer with a broken picture is a bad answer.
      [{ orderNo, receipt: 'maybe' }, [{ name: 'cut.jpg', type: 'image/jpeg', bytes: CUT_JPEG }], 'request.invalid'],
      [{ orderNo, receipt: 'received', receivedAmount: '700.01' }, [], 'withdraw.received.too.much'],
      [{ orderNo, receipt: 'received', receivedAmount: '-5' }, [], 'request.invalid'],
      [{ orderNo, receipt: 'received' }, [], 'request.invalid'],
      [{ orderNo, receipt: 'maybe' }, [], 'request.invalid'],
      [{ receipt: 'fully-received' }, [], 'request.invalid'],
      [{ orderNo, receipt: 'fully-received' }, [png], 'request.invalid'],
    ];
    for (const [fields, files, code] of cases) {
      const res = await answer(fields, files);
      expect(res.json().errorCode, JSON.stringify(fields)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: endpoints.withdrawalReceipt.path,
      headers: { ...demoHeaders, authorization: demo },
      payload: { orderNo, receipt: 'fully-received' },
    });
    expect(json.json().errorCode).toBe('request.invalid');
    expect(await uploadCount()).toBe(stored);
    expect((await mine(orderNo)).status).toBe('paid');
  });

  it("refuses an unpaid withdrawal and hides another member's", async () => {
    const pending = await send(
      t.app,
      'withdraw',
      { bankAccountId, amount: 150, paymentPassword: PIN },
      { token: demo },
    );
    const orderNo = pending.json().value.orderNo;
    expect((await answer({ orderNo, receipt: 'fully-received' })).json().errorCode).toBe('withdraw.state.invalid');
    expect((await answer({ orderNo, receipt: 'fully-received' }, [], agent)).statusCode).toBe(404);
    expect((await asFinance('POST', `/withdrawals/${orderNo}/force-received`)).statusCode).toBe(409);
  });
});

describe('auto-confirm', () => {
  it('counts an unanswered paid withdrawal as received once its minutes pass, once per slot', async () => {
    const orderNo = await paidWithdrawal(800);
    clock.advance(19 * MINUTE);
    expect(await t.app.jobs.runNow('withdrawal-auto-confirm', 'slot-a')).toBe(true);
    demo = await loginAs(t.app);
    expect((await mine(orderNo)).status).toBe('paid');

    clock.advance(2 * MINUTE);
    expect(await t.app.jobs.runNow('withdrawal-auto-confirm', 'slot-b')).toBe(true);
    expect(await t.app.jobs.runNow('withdrawal-auto-confirm', 'slot-b')).toBe(false);
    demo = await loginAs(t.app);
    expect(await mine(orderNo)).toMatchObject({ status: 'received', receipt: 'auto', receivedAmount: 800 });
    const [run] = await t.db.orm.select().from(jobRuns).where(eq(jobRuns.slot, 'slot-b'));
    expect(run?.outcome).toMatch(/^\d+ received$/);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });
});
