import { businessDateOf, DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { members } from '../../../db/schema.ts';
import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';

let t: TestApp;
let token: string;
// 2026-11-10 10:00 at GMT+8 (the demo merchant's offset).
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const today = '2026-11-10';

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = await loginAs(t.app);
  const [demo] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  const wallet = await memberAccountId(t.db.orm, 1, demo?.id as number);
  const house = await houseAccountId(t.db.orm, 1, 'house:adjustments');
  const move = (
    key: string,
    from: number,
    to: number,
    amount: number,
    kind: 'adjustment' | 'bet',
    at: Date,
    reference: string | null = null,
  ) =>
    t.db.orm.transaction((tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: from,
        toAccountId: to,
        amount,
        kind,
        idempotencyKey: key,
        at,
        reference,
      }),
    );
  // Two days ago, late evening merchant time (still "two days ago" there, though UTC says otherwise).
  await move('tx-1', house, wallet, 50_000, 'adjustment', new Date('2026-11-08T15:30:00Z'), 'adjustment:4');
  await move('tx-2', wallet, house, 1_250, 'bet', new Date('2026-11-09T16:30:00Z'), 'bet:HOUSE:11');
  await move('tx-3', wallet, house, 750, 'bet', new Date('2026-11-10T01:00:00Z'), 'bet:NOSUCH:r-7');
});
afterAll(() => t.close());

const records = (query: Record<string, string>, as = token) =>
  send(t.app, 'memberTransactions', undefined, { token: as, query });

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  it('lists the movements of the period newest first, signed, with the balance after each', async () => {
    const res = await records({ startDate: '2026-11-04', endDate: today });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(
      res
        .json()
        .value.list.map((r: { amount: number; balanceAfter: number; type: string }) => [
          r.type,
          r.amount,
          r.balanceAfter,
        ]),
    ).toEqual([
      ['bet', -7.5, 480],
      ['bet', -12.5, 487.5],
      ['adjustment', 500, 500],
    ]);
  });

  it("says what each was for in the player's language: the vendor's name and the round, not the ledger's key", async () => {
    const fields = (res: { json: () => { value: { list: Record<string, unknown>[] } } }) =>
      res.json().value.list.map((r) => [r.vendor, r.roundId, r.orderNo, r.counterparty]);
    const en = await records({ startDate: '2026-11-04', endDate: today });
    expect(fields(en)).toEqual([
      // A vendor the merchant no longer has keeps its code.
      ['NOSUCH', 'r-7', null, null],
      ['Lotus Originals', '11', null, null],
      [null, null, null, null],
    ]);
    const cn = await send(t.app, 'memberTransactions', undefined, {
      token,
      query: { startDate: '2026-11-04', endDate: today },
      headers: { language: 'CN' },
    });
    expect(fields(cn)[1]).toEqual(['莲花原创', '11', null, null]);
  });

  it('cuts days at the merchant midnight, filters by kind, and pages', async () => {
    expect(businessDateOf(clock.now().getTime(), 480)).toBe(today);
    const onlyToday = await records({ startDate: today, endDate: today });
    // 2026-11-09T16:30Z is already 10 November at GMT+8.
    expect(onlyToday.json().value.total).toBe(2);
    const bets = await records({ startDate: '2026-11-01', endDate: today, type: 'bet', pageSize: '1', pageNo: '2' });
    expect(bets.json().value).toMatchObject({ total: 2, totalPages: 2, pageNum: 2 });
    expect(bets.json().value.list).toEqual([expect.objectContaining({ amount: -12.5 })]);
  });

  it('refuses bad periods and unknown kinds with field messages', async () => {
    const cases: Record<string, string>[] = [
      { startDate: '2026-11-10', endDate: '2026-11-01' },
      { startDate: '2026-01-01', endDate: today },
      { startDate: '2026-02-30', endDate: today },
      { startDate: 'yesterday', endDate: today },
      { startDate: today, endDate: today, type: 'theft' },
      { startDate: today, endDate: today, pageSize: '1000' },
      { endDate: today },
    ];
    for (const query of cases) {
      const res = await records(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it('shows another member only their own records', async () => {
    clock.advance(HOUR);
    const agent = await loginAs(t.app, DEMO_ACCOUNTS.agent);
    const res = await records({ startDate: '2026-11-01', endDate: today }, agent);
    expect(res.json().value).toMatchObject({ total: 0, list: [] });
  });
});
