// The baseline: pgbench running the SQL of one credit or one withdrawal request (pgbench/*.sql) against the same
// PostgreSQL, on Lotus's own tables (a migrated schema of its own, so indexes and constraints are the real ones).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { openPostgres, quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { bankAccounts, members } from '../../apps/server/src/db/schema.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { houseAccountId, memberAccountId } from '../../apps/server/src/modules/wallet/ledger/accounts.ts';
import { merchantDirectory } from '../../apps/server/src/platform/merchant/merchant-directory.ts';
import { type LoadResult, percentile } from './load.ts';
import type { Operation } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts: Record<Operation, string> = {
  deposit: path.join(here, 'pgbench/deposit-credit.sql'),
  withdrawal: path.join(here, 'pgbench/withdrawal-request.sql'),
};
/** Minor units per transaction; the members are funded for far more withdrawals than a run makes. */
const AMOUNT = 10_000;
const FUNDS = 1_000_000_000_000;

/** pgbench on the PATH, else the newest one PostgreSQL's Debian packages install; null when there is none. */
export function findPgbench(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const installed = versions
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((version) => `/usr/lib/postgresql/${version}/bin/pgbench`)
    .filter((file) => existsSync(file));
  return installed.at(-1) ?? null;
}

export const pgbenchVersion = (bin: string) => execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();

export interface Baseline {
  schema: string;
  run(operation: Operation, clients: number, seconds: number): LoadResult;
  drop(): Promise<void>;
}

/** Ids must be consecutive so a client finds its member by arithmetic, not by an extra query. */
function firstOfConsecutive(ids: number[], what: string) {
  const first = ids[0] as number;
  if (ids.some((id, i) => id !== first + i)) throw new Error(`pgbench set-up: ${what} ids are not consecutive`);
  return first;
}

/** A migrated, seeded schema with `members` funded members (wallet and bank account each) for the scripts. */
export async function createBaseline(
  bin: string,
  databaseUrl: string,
  memberCount: number,
  core: string | null,
): Promise<Baseline> {
  const schema = `lotus_bench_${randomBytes(5).toString('hex')}`;
  const db = await openPostgres(databaseUrl, { schemaName: schema, maxConnections: 2 });
  const drop = async () => {
    await db.orm.execute(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await db.close();
  };
  let variables: Record<string, number>;
  try {
    await db.migrate();
    await seedDemo(db);
    const merchant = await merchantDirectory(db).get(DEMO_MERCHANT_CODE);
    if (!merchant) throw new Error('no demo merchant');
    const houseDeposits = await houseAccountId(db.orm, merchant.id, 'house:deposits');
    const houseTransit = await houseAccountId(db.orm, merchant.id, 'house:withdrawals-in-transit');
    const rows = await db.orm
      .insert(members)
      .values(
        Array.from({ length: memberCount }, (_, i) => ({
          merchantId: merchant.id,
          username: `pgbench${i}`,
          realName: 'Bench Player',
        })),
      )
      .returning({ id: members.id });
    const memberIds = rows.map((r) => r.id);
    const accountIds: number[] = [];
    for (const id of memberIds) accountIds.push(await memberAccountId(db.orm, merchant.id, id));
    const banks = await db.orm
      .insert(bankAccounts)
      .values(
        memberIds.map((memberId, i) => ({
          merchantId: merchant.id,
          memberId,
          bankName: 'China Merchants Bank',
          accountNo: `62220200${String(i).padStart(8, '0')}`,
          holderName: 'Bench Player',
        })),
      )
      .returning({ id: bankAccounts.id });
    // Funded by setting balances (summing to zero): the baseline's schema is thrown away, never verified.
    await db.orm.execute(
      `update ledger_accounts set balance = case when id = ${houseTransit} then ${-FUNDS * memberCount} else ${FUNDS} end
       where id = ${houseTransit} or id between ${accountIds[0]} and ${accountIds.at(-1)}`,
    );
    variables = {
      merchant: merchant.id,
      members: memberCount,
      member0: firstOfConsecutive(memberIds, 'member'),
      account0: firstOfConsecutive(accountIds, 'account'),
      bank0: firstOfConsecutive(
        banks.map((b) => b.id),
        'bank account',
      ),
      house_deposits: houseDeposits,
      house_transit: houseTransit,
      amount: AMOUNT,
    };
  } catch (error) {
    await drop();
    throw error;
  }

  return {
    schema,
    drop,
    run(operation, clients, seconds) {
      const logs = mkdtempSync(path.join(tmpdir(), 'lotus-pgbench-'));
      try {
        const args = [
          '--no-vacuum',
          '--protocol=prepared',
          `--client=${clients}`,
          '--jobs=1',
          `--time=${seconds}`,
          `--file=${scripts[operation]}`,
          '--log',
          `--log-prefix=${path.join(logs, 'tx')}`,
          ...Object.entries(variables).map(([name, value]) => `--define=${name}=${value}`),
          databaseUrl,
        ];
        const [command, ...rest] = core ? ['taskset', '-c', core, bin, ...args] : [bin, ...args];
        const result = spawnSync(command as string, rest, {
          encoding: 'utf8',
          env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
        });
        const output = `${result.stdout}\n${result.stderr}`;
        const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
        const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
        if (result.status !== 0 || !tps || failed > 0) throw new Error(`pgbench ${operation} failed:\n${output}`);
        // Per-transaction log lines: client, transaction number, latency in microseconds, …
        const latencies = readdirSync(logs)
          .flatMap((file) => readFileSync(path.join(logs, file), 'utf8').split('\n'))
          .filter(Boolean)
          .map((line) => Number(line.split(' ')[2]) / 1000)
          .sort((a, b) => a - b);
        return {
          requests: latencies.length,
          seconds,
          opsPerSecond: Number(tps),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
        };
      } finally {
        rmSync(logs, { recursive: true, force: true });
      }
    },
  };
}
