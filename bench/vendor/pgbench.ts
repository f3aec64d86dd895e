// The baseline: pgbench running the SQL of one seamless debit or credit (pgbench/*.sql) on Lotus's own tables, in a
// migrated and seeded schema of its own on the same PostgreSQL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres, quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { bets, members } from '../../apps/server/src/db/schema.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { insertVendor } from '../../apps/server/src/modules/vendors/vendor-fixtures.ts';
import { houseAccountId, memberAccountId } from '../../apps/server/src/modules/wallet/ledger/accounts.ts';
import { type LoadResult, percentile } from '../wallet/load.ts';
import type { VendorOperation } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const AMOUNT = 500;
const FUNDS = 1_000_000_000_000;

export interface VendorBaseline {
  run(operation: VendorOperation, clients: number, seconds: number): LoadResult;
  drop(): Promise<void>;
}

function firstOfConsecutive(ids: number[], what: string) {
  const first = ids[0] as number;
  if (ids.some((id, i) => id !== first + i)) throw new Error(`pgbench set-up: ${what} ids are not consecutive`);
  return first;
}

export async function createVendorBaseline(
  bin: string,
  databaseUrl: string,
  memberCount: number,
  core: string | null,
): Promise<VendorBaseline> {
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
    const vendor = await insertVendor(db, { code: 'PGB', games: [{ gameCode: 'bench-slot' }] });
    const house = await houseAccountId(db.orm, 1, 'house:games:PGB');
    const rows = await db.orm
      .insert(members)
      .values(Array.from({ length: memberCount }, (_, i) => ({ merchantId: 1, username: `pgbench${i}` })))
      .returning({ id: members.id });
    const memberIds = rows.map((r) => r.id);
    const accountIds: number[] = [];
    for (const id of memberIds) accountIds.push(await memberAccountId(db.orm, 1, id));
    const gameId = vendor.games.get('bench-slot') as number;
    const betRows = await db.orm
      .insert(bets)
      .values(
        memberIds.map((memberId, i) => ({
          merchantId: 1,
          memberId,
          vendorId: vendor.id,
          gameId,
          roundId: `pgbench-open-${i}`,
          stake: AMOUNT,
          status: 'open' as const,
          placedAt: new Date(),
        })),
      )
      .returning({ id: bets.id });
    // Funded by setting balances (summing to zero): the baseline's schema is thrown away, never verified.
    await db.orm.execute(
      `update ledger_accounts set balance = case when id = ${house} then ${-FUNDS * memberCount} else ${FUNDS} end
       where id = ${house} or id between ${accountIds[0]} and ${accountIds.at(-1)}`,
    );
    variables = {
      merchant: 1,
      members: memberCount,
      member0: firstOfConsecutive(memberIds, 'member'),
      account0: firstOfConsecutive(accountIds, 'account'),
      bet0: firstOfConsecutive(
        betRows.map((b) => b.id),
        'bet',
      ),
      house,
      vendor: vendor.id,
      game: gameId,
      amount: AMOUNT,
    };
  } catch (error) {
    await drop();
    throw error;
  }
  return {
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
          `--file=${path.join(here, `pgbench/${operation}.sql`)}`,
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
