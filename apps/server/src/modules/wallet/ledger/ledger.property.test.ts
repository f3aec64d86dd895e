import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../../db/database.ts';
import { ledgerAccounts, ledgerTransfers, members } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { postTransfer } from './post-transfer.ts';
import { verifyLedger } from './verify-ledger.ts';

/**
 * Random sequences of transfers between the house and three members, with idempotency keys drawn from a small pool
 * so that repeats and conflicting reuses are common. Run one after another they must match a plain model exactly;
 * run all at once they must still leave a ledger that proves itself, with no member below zero.
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

/** Three fresh member accounts and a key prefix of their own for one property run. */
async function freshParties() {
  run += 1;
  const ids: number[] = [];
  for (const name of ['a', 'b', 'c']) {
    const [row] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username: `prop_${run}_${name}` })
      .returning({ id: members.id });
    if (!row) throw new Error('no member');
    ids.push(await memberAccountId(db.orm, 1, row.id));
  }
  return { accounts: [house, ...ids], prefix: `prop-${run}-` };
}

const operation = fc
  .record({
    from: fc.integer({ min: 0, max: 3 }),
    to: fc.integer({ min: 0, max: 3 }),
    amount: fc.integer({ min: 1, max: 5_000 }),
    key: fc.integer({ min: 0, max: 12 }),
  })
  .filter((op) => op.from !== op.to);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function attempt(accounts: number[], prefix: string, op: Operation) {
  return db.orm
    .transaction((tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: accounts[op.from] as number,
        toAccountId: accounts[op.to] as number,
        amount: op.amount,
        kind: 'adjustment',
        idempotencyKey: `${prefix}${op.key}`,
        at,
      }),
    )
    .then(
      (result) => ({ outcome: result.replayed ? 'replayed' : 'moved' }) as const,
      (error: unknown) => {
        if (error instanceof AppError) return { outcome: error.code } as const;
        throw error;
      },
    );
}

const balancesOf = async (accounts: number[]) => {
  const rows = await db.orm.select().from(ledgerAccounts);
  return accounts.map((id) => rows.find((r) => r.id === id)?.balance);
};

describe('ledger properties', () => {
  it('one after another, every sequence ends exactly where a plain model ends', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { accounts, prefix } = await freshParties();
        // The house account is shared by every run: the model starts from where it stands.
        const model = [(await balancesOf([house]))[0] as number, 0, 0, 0];
        const used = new Map<number, string>();
        for (const op of ops) {
          const content = `${op.from}>${op.to}:${op.amount}`;
          const expected = used.has(op.key)
            ? used.get(op.key) === content
              ? 'replayed'
              : 'idempotency.conflict'
            : op.from !== 0 && (model[op.from] as number) < op.amount
              ? 'balance.insufficient'
              : 'moved';
          if (expected === 'moved') {
            used.set(op.key, content);
            model[op.from] = (model[op.from] as number) - op.amount;
            model[op.to] = (model[op.to] as number) + op.amount;
          }
          expect((await attempt(accounts, prefix, op)).outcome).toBe(expected);
        }
        expect(await balancesOf(accounts)).toEqual(model);
      }),
      { numRuns: 30 },
    );
    expect(await verifyLedger(db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('all at once, conflicting transfers still leave a sound ledger: each key moves money once, no member below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 20 }), async (ops) => {
        const { accounts, prefix } = await freshParties();
        // Members start with some money so that concurrent spending meets real limits.
        await Promise.all(
          [1, 2, 3].map((i) => attempt(accounts, `${prefix}seed-`, { from: 0, to: i, amount: 3_000, key: i })),
        );
        const outcomes = await Promise.all(ops.map((op) => attempt(accounts, prefix, op)));
        expect(
          outcomes.every((o) =>
            ['moved', 'replayed', 'idempotency.conflict', 'balance.insufficient'].includes(o.outcome),
          ),
        ).toBe(true);
        const rows = await db.orm
          .select()
          .from(ledgerTransfers)
          .where(and(eq(ledgerTransfers.merchantId, 1), like(ledgerTransfers.idempotencyKey, `${prefix}%`)));
        const keys = rows.map((r) => r.idempotencyKey);
        expect(new Set(keys).size).toBe(keys.length);
        // Exactly one call per stored key moved money; every other call with that key did not.
        expect(outcomes.filter((o) => o.outcome === 'moved')).toHaveLength(rows.length - 3);
        const balances = await balancesOf(accounts);
        for (const balance of balances.slice(1)) expect(balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 20 },
    );
    expect(await verifyLedger(db.orm)).toMatchObject({ ok: true, total: '0', negativeMemberAccounts: [] });
  });
});
