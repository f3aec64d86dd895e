import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../../db/database.ts';
import { members } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { postTransfer } from './post-transfer.ts';
import { verifyLedger } from './verify-ledger.ts';

/**
 * 500 debits at once against a wallet funded for K of them: exactly K succeed, whatever K, and the wallet ends at
 * zero. On PostgreSQL the debits really race over the pool's connections; PGlite runs them one at a time.
 */
let db: Database;
let house: number;
let round = 0;
const at = new Date('2026-11-01T00:00:00Z');
const DEBITS = 500;
const STAKE = 100;

beforeAll(async () => {
  db = await createTestDatabase();
  house = await houseAccountId(db.orm, 1, 'house:adjustments');
});
afterAll(() => db.close());

async function fundedWallet(stakes: number) {
  round += 1;
  const [member] = await db.orm
    .insert(members)
    .values({ merchantId: 1, username: `race_${round}` })
    .returning({ id: members.id });
  if (!member) throw new Error('no member');
  const wallet = await memberAccountId(db.orm, 1, member.id);
  await db.orm.transaction((tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: house,
      toAccountId: wallet,
      amount: stakes * STAKE,
      kind: 'adjustment',
      idempotencyKey: `race-${round}-fund`,
      at,
    }),
  );
  return wallet;
}

describe('concurrent debits', () => {
  it(`${DEBITS} debits at once against a wallet funded for K of them: exactly K succeed`, async () => {
    const rounds = fc.sample(fc.integer({ min: 0, max: 120 }), {
      numRuns: db.kind === 'postgres' ? 6 : 3,
      seed: 20261123,
    });
    for (const k of rounds) {
      const wallet = await fundedWallet(k);
      const outcomes = await Promise.all(
        Array.from({ length: DEBITS }, (_, i) =>
          db.orm
            .transaction((tx) =>
              postTransfer(tx, {
                merchantId: 1,
                fromAccountId: wallet,
                toAccountId: house,
                amount: STAKE,
                kind: 'bet',
                idempotencyKey: `race-${round}-bet-${i}`,
                at,
              }),
            )
            .then(
              () => 'debited',
              (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'debited')).toHaveLength(k);
      expect(outcomes.filter((o) => o === 'balance.insufficient')).toHaveLength(DEBITS - k);
    }
    const report = await verifyLedger(db.orm);
    expect(report).toMatchObject({ ok: true, total: '0', negativeMemberAccounts: [] });
  }, 120_000);
});
