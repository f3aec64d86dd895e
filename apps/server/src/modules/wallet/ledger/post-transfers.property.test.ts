import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../../db/database.ts';
import { ledgerAccounts, members } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { postTransfer, type TransferRequest } from './post-transfer.ts';
import { postTransfers } from './post-transfers.ts';
import { verifyLedger } from './verify-ledger.ts';

/**
 * A batch of transfers (postTransfers) against the same transfers posted one at a time (postTransfer) in a mirrored
 * set of accounts: random moves between the house and three members, some over what a member holds, some keys used
 * by an earlier batch. Each request must end the same way (posted, replayed, or refused for want of funds), every
 * balance must match, and the ledger must prove itself.
 */
let db: Database;
let house: number;
let run = 0;
const at = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  house = await houseAccountId(db.orm, 1, 'house:adjustments');
});
afterAll(() => db.close());

async function members3(tag: string) {
  const ids: number[] = [];
  for (const name of ['a', 'b', 'c']) {
    const [row] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username: `pts_${run}_${tag}_${name}` })
      .returning({ id: members.id });
    if (!row) throw new Error('no member');
    ids.push(await memberAccountId(db.orm, 1, row.id));
  }
  return [house, ...ids];
}

const move = fc
  .record({
    from: fc.integer({ min: 0, max: 3 }),
    to: fc.integer({ min: 0, max: 3 }),
    amount: fc.integer({ min: 1, max: 3_000 }),
  })
  .filter((m) => m.from !== m.to);

const balancesOf = async (ids: number[]) => {
  const rows = await db.orm.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
  return ids.slice(1).map((id) => rows.find((r) => r.id === id)?.balance);
};

describe('postTransfers', () => {
  it('ends every request as the same transfers posted one at a time would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 12 }), fc.nat({ max: 4 }), async (moves, repeat) => {
        run += 1;
        const [one, many] = [await members3('one'), await members3('many')];
        const request = (
          accounts: number[],
          prefix: string,
          m: (typeof moves)[number],
          i: number,
        ): TransferRequest => ({
          merchantId: 1,
          fromAccountId: accounts[m.from] as number,
          toAccountId: accounts[m.to] as number,
          amount: m.amount,
          kind: 'adjustment',
          reference: `pts:${i}`,
          idempotencyKey: `pts-${run}-${prefix}-${i}`,
          at,
        });
        // A first batch of the leading moves, so the second meets keys already used (replayed).
        const early = moves.slice(0, repeat);
        const singles = async (list: typeof moves) => {
          const ends: string[] = [];
          for (const [i, m] of list.entries()) {
            try {
              const r = await db.orm.transaction((tx) => postTransfer(tx, request(one, 'one', m, i)));
              ends.push(r.replayed ? 'replayed' : 'posted');
            } catch (error) {
              if (!(error instanceof AppError && error.code === 'balance.insufficient')) throw error;
              ends.push('insufficient');
            }
          }
          return ends;
        };
        const batch = async (list: typeof moves) => {
          const out = await db.orm.transaction((tx) =>
            postTransfers(
              tx,
              list.map((m, i) => request(many, 'many', m, i)),
            ),
          );
          return list.map((_, i) => out.get(`pts-${run}-many-${i}`));
        };
        expect(await batch(early)).toEqual(await singles(early));
        expect(await batch(moves)).toEqual(await singles(moves));
        expect(await balancesOf(many)).toEqual(await balancesOf(one));
      }),
      { numRuns: 60 },
    );
    const report = await verifyLedger(db.orm, 1);
    expect(report.ok).toBe(true);
    expect(report.negativeMemberAccounts).toEqual([]);
  });

  it('refuses a key used before for another transfer, moving nothing', async () => {
    run += 1;
    const [, a] = await members3('conflict');
    const first = {
      merchantId: 1,
      fromAccountId: house,
      toAccountId: a as number,
      amount: 10,
      kind: 'adjustment' as const,
      idempotencyKey: `pts-conflict-${run}`,
      at,
    };
    await db.orm.transaction((tx) => postTransfers(tx, [first]));
    const before = await db.orm
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, a as number));
    await expect(db.orm.transaction((tx) => postTransfers(tx, [{ ...first, amount: 11 }]))).rejects.toThrow();
    expect(
      await db.orm
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, a as number)),
    ).toEqual(before);
  });
});
