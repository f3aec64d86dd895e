import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, movableClock } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember } from '../../../../test/money-helpers.ts';
import { insertPlayer, insertVendor, issueLaunchToken, vendorClient } from '../../vendors/vendor-fixtures.ts';
import { houseAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';

// 12:00 in the demo merchant's day of 2026-05-10 (GMT+8).
const clock = movableClock(Date.parse('2026-05-10T04:00:00Z'));
let t: TestApp;
// The test's clock moves across days, so each call signs in afresh.
const report = async (date: string, role = 'finance') =>
  consoleCall(t.app, await consoleSignIn(t.app, `${role}-recon`, 'Oper1234'), 'GET', `/reconciliation?date=${date}`);

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of ['finance', 'admin', 'support'] as const) {
    await insertOperator(t.db, `${role}-recon`, 'Oper1234', role);
  }
  const vendor = await insertVendor(t.db, { code: 'RECO' });
  const client = vendorClient(t.app, vendor);
  const player = await insertPlayer(t.db);
  await fundMember(t.db, player, 2_000, { key: `recon-${player}` });
  const token = await issueLaunchToken(t.db, {
    vendor,
    memberId: player,
    expiresAt: new Date(clock.now().getTime() + 2 * HOUR),
  });
  const base = { playerId: String(player), gameCode: 'slot-1', currency: 'CNY' };
  const expectOk = (status: string) => expect(status).toBe('OK');
  expectOk((await client.debit({ ...base, token, txId: 'd1', roundId: 'r1', amount: 10 })).status);
  expectOk((await client.credit({ ...base, txId: 'c1', roundId: 'r1', amount: 25 })).status);
  expectOk((await client.debit({ ...base, token, txId: 'd2', roundId: 'r2', amount: 5 })).status);
  expectOk((await client.rollback({ playerId: base.playerId, txId: 'b1', refTxId: 'd2' })).status);
  expectOk((await client.rollback({ playerId: base.playerId, txId: 'b2', refTxId: 'never-sent' })).status);
  expect((await client.debit({ ...base, token, txId: 'd3', roundId: 'r3', amount: 500 })).status).toBe(
    'INSUFFICIENT_FUNDS',
  );
  expect((await client.credit({ ...base, txId: 'c9', roundId: 'r9', amount: 1 })).status).toBe('TRANSACTION_NOT_FOUND');
  expect((await client.credit({ ...base, txId: 'c8', roundId: 'r1', amount: 1.001 })).status).toBe('INVALID_PARAMS');
  // The next business day: a stake that must not count on the 10th.
  clock.advance(24 * HOUR);
  expectOk(
    (
      await client.debit({
        ...base,
        token: await issueLaunchToken(t.db, {
          vendor,
          memberId: player,
          expiresAt: new Date(clock.now().getTime() + HOUR),
        }),
        txId: 'd4',
        roundId: 'r4',
        amount: 3,
      })
    ).status,
  );
});
afterAll(() => t.close());

describe('GET /api/console/reconciliation', () => {
  it('sums each vendor’s OK calls of the business day, compares them with its house account, and lists refusals', async () => {
    const res = await report('2026-05-10');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ date: '2026-05-10', gmtOffsetMinutes: 480, matches: true });
    const reco = value.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'RECO');
    expect(reco).toEqual({
      vendorCode: 'RECO',
      vendorName: 'RECO Games',
      debits: { count: 2, amount: 15 },
      credits: { count: 1, amount: 25 },
      rollbacks: { count: 2, amount: 5 },
      callsNet: -15,
      ledgerNet: -15,
      matches: true,
      refused: expect.arrayContaining([
        { status: 'INSUFFICIENT_FUNDS', count: 1 },
        { status: 'TRANSACTION_NOT_FOUND', count: 1 },
        { status: 'INVALID_PARAMS', count: 1 },
      ]),
    });
    const next = (await report('2026-05-11'))
      .json()
      .value.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'RECO');
    expect(next).toMatchObject({ debits: { count: 1, amount: 3 }, ledgerNet: 3, matches: true, refused: [] });
  });

  it('flags a day whose ledger moved what no call explains', async () => {
    const date = '2026-05-12';
    clock.set(Date.parse('2026-05-12T03:00:00Z'));
    await t.db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
        toAccountId: await houseAccountId(tx, 1, 'house:games:RECO'),
        amount: 700,
        kind: 'adjustment',
        idempotencyKey: 'recon-stray',
        at: clock.now(),
      }),
    );
    const value = (await report(date, 'admin')).json().value;
    expect(value.matches).toBe(false);
    expect(value.vendors).toContainEqual(
      expect.objectContaining({ vendorCode: 'RECO', callsNet: 0, ledgerNet: 7, matches: false }),
    );
  });

  it('is for finance and admin only, and needs a valid date', async () => {
    expect((await report('2026-05-10', 'support')).statusCode).toBe(403);
    expect((await consoleCall(t.app, '', 'GET', '/reconciliation?date=2026-05-10')).statusCode).toBe(401);
    expect((await report('2026-02-30')).statusCode).toBe(400);
  });
});
