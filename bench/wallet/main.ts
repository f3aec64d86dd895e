// `npm run bench -- wallet [--flags]`: deposit credits and withdrawal requests through the real app over HTTP, on
// PGlite and PostgreSQL, interleaved round by round with pgbench running the same SQL against the same PostgreSQL.
// Each database gets one fresh server process for the run, pinned to its own core; this process (the load
// generator) and pgbench take the other core.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { runClosedLoop } from './load.ts';
import { Requests } from './operations.ts';
import { type Options, parseOptions, usage } from './options.ts';
import { type Baseline, createBaseline, findPgbench, pgbenchVersion } from './pgbench.ts';
import type { Operation, ServerPlan, ServerReport, Target } from './protocol.ts';
import { type Measurement, sentences, summarise, table, writeResult } from './report.ts';
import { type RunningServer, startBenchServer } from './server-process.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
/** A member may make 100 withdrawal requests a day; each gets at most this many. */
const WITHDRAWALS_PER_MEMBER = 90;

/** Measured calls of one level: at least 3 per worker, so the ramp at the start and end weighs little. */
const measuredCalls = (options: Options, operation: Operation, concurrency: number) =>
  Math.max(operation === 'deposit' ? options.deposits : options.withdrawals, options.smoke ? 1 : 3 * concurrency);
/** Before a level's first round: JIT, caches and connections settle; not counted. */
const warmUpCalls = (options: Options, operation: Operation, concurrency: number) =>
  Math.max(concurrency, Math.ceil(measuredCalls(options, operation, concurrency) / 10));

/** Every call a server will answer in the run, warm-ups included. */
function callsInRun(options: Options, operation: Operation) {
  if (!options.operations.includes(operation)) return 0;
  return options.concurrency.reduce(
    (sum, c) => sum + warmUpCalls(options, operation, c) + options.rounds * measuredCalls(options, operation, c),
    0,
  );
}

/** Concurrent calls go to different members (as real traffic would), so there are at least as many as workers. */
function planFor(options: Options): ServerPlan {
  const workers = Math.max(...options.concurrency);
  const deposits = callsInRun(options, 'deposit');
  const withdrawals = callsInRun(options, 'withdrawal');
  const withdrawers = withdrawals ? Math.max(workers, Math.ceil(withdrawals / WITHDRAWALS_PER_MEMBER)) : 0;
  return {
    deposits,
    depositors: deposits ? workers : 0,
    withdrawers,
    withdrawalsPerMember: withdrawers ? Math.ceil(withdrawals / withdrawers) : 0,
  };
}

/** Moves this process's threads to the client core once set-up is done, so it does not share the server's. */
function pinSelf(core: string | null) {
  if (!core) return;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', core, String(process.pid)], { encoding: 'utf8' });
  if (pinned.status !== 0) throw new Error(`taskset failed (use --client-core=none): ${pinned.stderr}`);
}

interface Subject {
  target: Target;
  server: RunningServer;
  requests: Requests;
}

async function startSubject(options: Options, plan: ServerPlan, target: Target, schemas: string[]): Promise<Subject> {
  const schema = target === 'postgres' ? `lotus_bench_${randomBytes(5).toString('hex')}` : undefined;
  if (schema) schemas.push(schema);
  const server = await startBenchServer({
    target,
    plan,
    core: options.serverCore,
    databaseUrl: options.databaseUrl,
    schema,
  });
  return { target, server, requests: new Requests(server.url, server.fixture) };
}

async function measureServer(
  options: Options,
  { target, server, requests }: Subject,
  operation: Operation,
  concurrency: number,
  round: number,
): Promise<Measurement> {
  const prepare = (n: number) =>
    operation === 'deposit' ? Promise.resolve(requests.deposits(n)) : requests.withdrawals(n);
  if (round === 1) {
    await runClosedLoop(server.url, concurrency, await prepare(warmUpCalls(options, operation, concurrency)));
  }
  const result = await runClosedLoop(
    server.url,
    concurrency,
    await prepare(measuredCalls(options, operation, concurrency)),
  );
  console.log(
    `  ${target} ${operation} ×${concurrency}: ${Math.round(result.opsPerSecond)} ops/s, p99 ${result.p99.toFixed(1)} ms`,
  );
  return { round, operation, target, concurrency, result };
}

/** One round: each operation and level on every server, then pgbench at the same level, a few seconds apart. */
async function measureRound(options: Options, subjects: Subject[], baseline: Baseline | null, round: number) {
  const measurements: Measurement[] = [];
  for (const operation of options.operations) {
    for (const concurrency of options.concurrency) {
      for (const subject of subjects) {
        measurements.push(await measureServer(options, subject, operation, concurrency, round));
      }
      if (!baseline) continue;
      const result = baseline.run(operation, concurrency, options.pgbenchSeconds);
      measurements.push({ round, operation, target: 'pgbench', concurrency, result });
      console.log(`  pgbench ${operation} ×${concurrency}: ${Math.round(result.opsPerSecond)} tps`);
    }
  }
  return measurements;
}

/** The server proves its ledger and counts what it holds: the figures only stand if every call did its work. */
function checkReport(options: Options, target: Target, report: ServerReport) {
  if (!report.ledgerOk || report.ledgerTotal !== '0') throw new Error(`${target}: the ledger does not verify`);
  const deposits = callsInRun(options, 'deposit');
  const withdrawals = callsInRun(options, 'withdrawal');
  if (report.creditedDeposits !== deposits || report.withdrawalOrders !== withdrawals) {
    throw new Error(
      `${target}: ${report.creditedDeposits} deposits credited and ${report.withdrawalOrders} withdrawals made, ` +
        `expected ${deposits} and ${withdrawals}`,
    );
  }
}

async function withPostgres<T>(url: string, use: (sql: postgres.Sql) => Promise<T>) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(usage);
    return;
  }
  const pgbench = options.databaseUrl && options.pgbench !== null ? (options.pgbench ?? findPgbench()) : null;
  const baselineNote = !options.databaseUrl
    ? 'no DATABASE_URL: no pgbench baseline, absolute figures only'
    : options.pgbench === null
      ? 'pgbench skipped (--pgbench=none): absolute figures only'
      : !pgbench
        ? 'pgbench not found (Debian: apt-get install postgresql-contrib): absolute figures only'
        : `baseline: ${pgbenchVersion(pgbench)}`;
  console.log(
    `wallet: ${options.targets.join(', ')}; ${options.operations.join(', ')}; ` +
      `concurrency ${options.concurrency.join(', ')}; ${options.rounds} round(s)`,
  );
  console.log(baselineNote);

  const plan = planFor(options);
  const startedAt = new Date().toISOString();
  const measurements: Measurement[] = [];
  const schemas: string[] = [];
  // Set-up (not measured) of the servers and the baseline side by side.
  const starting = options.targets.map((target) => startSubject(options, plan, target, schemas));
  const baselineStarting =
    pgbench && options.databaseUrl
      ? createBaseline(pgbench, options.databaseUrl, Math.max(...options.concurrency), options.clientCore)
      : Promise.resolve(null);
  const [subjectsStarted, [baselineStarted]] = await Promise.all([
    Promise.allSettled(starting),
    Promise.allSettled([baselineStarting]),
  ]);
  const subjects = subjectsStarted.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const baseline = baselineStarted?.status === 'fulfilled' ? baselineStarted.value : null;
  let running = subjects;
  try {
    const failed = [...subjectsStarted, baselineStarted].find((s) => s?.status === 'rejected');
    if (failed?.status === 'rejected') throw failed.reason;
    console.log(`set-up done in ${Math.round((Date.now() - Date.parse(startedAt)) / 1000)} s`);
    pinSelf(options.clientCore);
    for (let round = 1; round <= options.rounds; round++) {
      console.log(`round ${round}/${options.rounds}`);
      measurements.push(...(await measureRound(options, subjects, baseline, round)));
    }
    running = [];
    const reports = await Promise.all(subjects.map((s) => s.server.stop()));
    for (const [i, subject] of subjects.entries()) checkReport(options, subject.target, reports[i] as ServerReport);
  } finally {
    await Promise.allSettled(running.map((s) => s.server.stop()));
    await baseline?.drop();
    // A server that died cannot drop its schema; `if exists` makes this harmless for those that did.
    const url = options.databaseUrl;
    if (url && schemas.length) {
      await withPostgres(url, async (sql) => {
        for (const schema of schemas) await sql.unsafe(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      });
    }
  }

  const summary = summarise(measurements);
  console.log(
    `\nmedian of ${options.rounds} round(s); ratio = ops/s ÷ pgbench tps of the same round and concurrency\n`,
  );
  console.log(table(summary));
  console.log(`\n${sentences(summary)}`);
  const postgresVersion = options.databaseUrl
    ? await withPostgres(options.databaseUrl, async (sql) => (await sql<{ v: string }[]>`select version() as v`)[0]?.v)
    : null;
  const file = writeResult(resultsDir, {
    benchmark: 'wallet',
    startedAt,
    seconds: Math.round((Date.now() - Date.parse(startedAt)) / 1000),
    smoke: options.smoke,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverage: os.loadavg(),
      node: process.version,
      postgres: postgresVersion,
      pgbench: pgbench ? pgbenchVersion(pgbench) : null,
    },
    options: { ...options, databaseUrl: options.databaseUrl ? '(set)' : null },
    plan,
    baselineNote,
    summary,
    measurements,
  });
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
