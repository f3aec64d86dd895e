import { betStatuses, DEMO_ACCOUNTS, toMinorUnits } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bets, members } from '../../db/schema.ts';

let t: TestApp;
let token: string;
let memberId: number;
const gameIds: number[] = [];
const NOW = Date.parse('2026-06-30T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: movableClock(NOW) });
  token = await loginAs(t.app);
  const [demo] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  memberId = demo?.id as number;
  const vendor = await vendorFixture(t.db, 'PROP');
  for (const [code, type] of [
    ['prop-slot', 'RNG'],
    ['prop-live', 'LIVE'],
    ['prop-fish', 'FISH'],
  ] as const) {
    gameIds.push((await gameFixture(t.db, vendor.id, code, type)).id);
  }
});
afterAll(() => t.close());

const betArb = fc.record({
  game: fc.nat({ max: 2 }),
  stake: fc.integer({ min: 0, max: 5_000_000 }),
  payout: fc.integer({ min: 0, max: 20_000_000 }),
  status: fc.constantFrom(...betStatuses),
  /** Minutes before now, within the last 30 days. */
  minutesAgo: fc.integer({ min: 0, max: 29 * 24 * 60 }),
});

type Row = { stake: number; validBet: number; payout: number; winLoss: number };
const sum = (rows: Row[], key: keyof Row) => rows.reduce((total, r) => total + (toMinorUnits(r[key]) as number), 0);

describe('betting record totals', () => {
  it('equal the sums of every listed row, whatever the bets and the filter', async () => {
    const vendorId = (await vendorFixture(t.db, 'PROP')).id;
    await fc.assert(
      fc.asyncProperty(
        fc.array(betArb, { maxLength: 25 }),
        fc.constantFrom(undefined, ...betStatuses),
        fc.constantFrom(undefined, 'RNG', 'LIVE'),
        fc.integer({ min: 1, max: 7 }),
        async (fixtures, status, gameType, pageSize) => {
          await t.db.orm.delete(bets).where(eq(bets.memberId, memberId));
          for (const f of fixtures) {
            await insertBet(t.db, {
              memberId,
              vendorId,
              gameId: gameIds[f.game] as number,
              stake: f.stake,
              payout: f.status === 'settled' ? f.payout : 0,
              status: f.status,
              placedAt: new Date(NOW - f.minutesAgo * 60_000),
            });
          }
          const query = {
            preset: 'last30',
            pageSize: String(pageSize),
            ...(status ? { status } : {}),
            ...(gameType ? { gameType } : {}),
          };
          const listed: Row[] = [];
          let totals: Row & { count: number } = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
          for (let pageNo = 1; ; pageNo += 1) {
            const res = await send(t.app, 'betRecords', undefined, {
              token,
              query: { ...query, pageNo: String(pageNo) },
            });
            expect(res.statusCode).toBe(200);
            const page = res.json().value;
            listed.push(...page.list);
            totals = page.totals;
            if (pageNo >= page.totalPages) break;
          }
          expect(listed.length).toBe(totals.count);
          for (const key of ['stake', 'validBet', 'payout', 'winLoss'] as const) {
            expect(toMinorUnits(totals[key]), key).toBe(sum(listed, key));
          }
          // And the rows are exactly the bets of the filter.
          const expected = fixtures.filter(
            (f) => (!status || f.status === status) && (!gameType || ['RNG', 'LIVE', 'FISH'][f.game] === gameType),
          );
          expect(totals.count).toBe(expected.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
