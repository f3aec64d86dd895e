// Set-up and check of the capacity bench's database, run in this process by the server's own code while the server
// is stopped (PGlite lets one process in at a time): the players' members, each funded by an adjustment (the house
// gives it money, as an operator would), and at the end the ledger verifier over everything the run moved.
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { members } from '../../apps/server/src/db/schema.ts';
import { houseAccountId, memberAccountId } from '../../apps/server/src/modules/wallet/ledger/accounts.ts';
import { postTransfers } from '../../apps/server/src/modules/wallet/ledger/post-transfers.ts';
import { type LedgerReport, verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import { merchantDirectory } from '../../apps/server/src/platform/merchant/merchant-directory.ts';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';

export const PASSWORD = 'Capacity1234';
/** 10,000.00: far more than a run's stakes can lose. */
const FUNDS = 1_000_000;
const BATCH = 500;

export const usernameOf = (i: number) => `capacity${String(i).padStart(5, '0')}`;

async function withDatabase<T>(env: Record<string, string>, use: (db: Database) => Promise<T>) {
  const db = await openDatabase(loadConfig(env));
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/**
 * `howMany` members of the demo brand with the same password (hashed once: each login still verifies it), each
 * with FUNDS on its wallet.
 */
export function createMembers(env: Record<string, string>, howMany: number) {
  return withDatabase(env, async (db) => {
    const merchant = await merchantDirectory(db).get(DEMO_MERCHANT_CODE);
    if (!merchant) throw new Error('no demo merchant');
    const passwordHash = await hashPassword(PASSWORD);
    const house = await houseAccountId(db.orm, merchant.id, 'house:adjustments');
    for (let from = 0; from < howMany; from += BATCH) {
      const rows = await db.orm
        .insert(members)
        .values(
          Array.from({ length: Math.min(BATCH, howMany - from) }, (_, i) => ({
            merchantId: merchant.id,
            username: usernameOf(from + i),
            passwordHash,
          })),
        )
        .returning({ id: members.id });
      await db.orm.transaction(async (tx) => {
        const transfers = [];
        for (const row of rows) {
          transfers.push({
            merchantId: merchant.id,
            fromAccountId: house,
            toAccountId: await memberAccountId(tx, merchant.id, row.id),
            amount: FUNDS,
            kind: 'adjustment' as const,
            idempotencyKey: `capacity-fund-${row.id}`,
            at: new Date(),
          });
        }
        await postTransfers(tx, transfers);
      });
    }
  });
}

/** The ledger verifier's report over the whole database. */
export function checkLedger(env: Record<string, string>): Promise<LedgerReport> {
  return withDatabase(env, (db) => verifyLedger(db.orm));
}
