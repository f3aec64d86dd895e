import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { verifyLedger } from '../modules/wallet/ledger/verify-ledger.ts';

/**
 * `npm run ledger:verify`: recomputes every balance from the transfers on the configured database and proves the
 * ledger sums to zero. Prints the report as JSON; exits 1 when the ledger does not prove itself, 2 when it cannot run.
 * The embedded database is one process's: against a data folder a running server holds, it says so and stops.
 */
async function main() {
  const config = loadConfig();
  let db: Database;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(
      `ledger:verify: the server is running on this data folder (${config.dataDir}, process ${error.pid}). ` +
        'Stop it first, or run Lotus on PostgreSQL (DATABASE_URL), where the ledger can be verified while it serves.\n' +
        `If no server is running, delete ${error.lockFile}.\n`,
    );
    process.exitCode = 2;
    return;
  }
  try {
    await db.migrate();
    const report = await verifyLedger(db.orm);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `ledger verification failed to run: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 2;
});
