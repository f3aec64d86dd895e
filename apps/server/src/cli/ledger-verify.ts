import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { verifyLedger } from '../modules/wallet/ledger/verify-ledger.ts';

/**
 * `npm run ledger:verify`: recomputes every balance from the transfers on the configured database and proves the
 * ledger sums to zero. Prints the report as JSON; exits 1 when the ledger does not prove itself.
 * The embedded database is one process's: stop the server before running this against its data folder.
 */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
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
