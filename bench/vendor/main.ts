// The seamless wallet bench: debits and credits through the real app over HTTP, on PGlite and PostgreSQL, at a few
// concurrency levels, each against pgbench running the SQL of the same work. See bench/README.md ("vendor").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- vendor
//   ROUNDS=3 CALLS=200 CONCURRENCY=1,16 PGBENCH_SECONDS=2 node bench/vendor/main.ts
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { signVendorBody } from '../../apps/server/src/modules/vendors/seamless-client.ts';
import { type LoadResult, type PreparedRequest, runClosedLoop } from '../wallet/load.ts';
import { findPgbench, pgbenchVersion } from '../wallet/pgbench.ts';
import { createVendorBaseline, type VendorBaseline } from './pgbench.ts';
import type {
  Database,
  Target,
  VendorFixture,
  VendorOperation,
  VendorServerMessage,
  VendorServerReport,
} from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const rounds = Number(setting('rounds', 'ROUNDS', '3'));
const calls = Number(setting('calls', 'CALLS', '200'));
const levels = setting('concurrency', 'CONCURRENCY', '1,16').split(',').map(Number);
const pgbenchSeconds = Number(setting('pgbench-seconds', 'PGBENCH_SECONDS', '2'));
const serverCore = setting('server-core', 'BENCH_SERVER_CORE', '1');
const clientCore = setting('client-core', 'BENCH_CLIENT_CORE', '0');
const smoke = process.argv.includes('--smoke');
const databaseUrl = process.env.DATABASE_URL || undefined;
/** BONUS=1 (or --bonus) also runs each database with members wagering an active bonus: what bookkeeping costs a bet. */
const withBonus = process.argv.includes('--bonus') || process.env.BONUS === '1';
const databases = setting('targets', 'TARGETS', databaseUrl ? 'pglite,postgres' : 'pglite')
  .split(',')
  .filter((t): t is Database => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));
const targets: Target[] = databases.flatMap((d): Target[] => (withBonus ? [d, `${d}+bonus`] : [d]));
const operations: VendorOperation[] = ['debit', 'credit'];
/** Also time the refused-at-signature floor (`prepareFloor`); FLOOR=0 leaves it out. */
const withFloor = setting('floor', 'FLOOR', '1') !== '0';
const MEMBERS = 64;

interface Server {
  url: string;
  fixture: VendorFixture;
  stop(): Promise<VendorServerReport>;
}

function nextMessage(child: ChildProcess, timeoutMs: number): Promise<VendorServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`bench server silent for ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: VendorServerMessage) => finish(null, message);
    const onExit = (code: number | null) => finish(new Error(`bench server exited (${code})`));
    function finish(error: Error | null, message?: VendorServerMessage) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else if (message?.type === 'failed') reject(new Error(`bench server failed: ${message.error}`));
      else resolve(message as VendorServerMessage);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** A fresh server process on a fresh database, pinned to its core once its set-up is done. */
async function startServer(target: Target): Promise<Server> {
  // CPU_PROFILE_DIR=<dir>: each server writes a V8 CPU profile there when it stops (where a call's time goes).
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(here, 'bench-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_TARGET: target.replace('+bonus', ''),
      BENCH_BONUS: target.endsWith('+bonus') ? '1' : '0',
      BENCH_MEMBERS: String(MEMBERS),
      BENCH_SCHEMA: `lotus_bench_${randomBytes(5).toString('hex')}`,
      DATABASE_URL: databaseUrl ?? '',
      // Calls as fast as they are answered keep the loop busy by design: measure the wallet, not the shedding.
      SEAMLESS_MAX_EVENT_LOOP_UTILIZATION: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 300_000);
  if (ready.type !== 'ready') throw new Error(`bench server said ${ready.type} before ready`);
  if (serverCore !== 'none') spawnSync('taskset', ['-a', '-p', '-c', serverCore, String(child.pid)]);
  return {
    url: `http://127.0.0.1:${ready.port}`,
    fixture: ready.fixture,
    async stop() {
      const exited = once(child, 'exit');
      const reported = nextMessage(child, 60_000);
      child.send({ type: 'stop' });
      const message = await reported;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      if (message.type !== 'report') throw new Error(`bench server said ${message.type}`);
      return message.report;
    },
  };
}

/** Signed calls as a vendor's server makes them, one member after another; the credits pay the rounds debited. */
function prepare(fixture: VendorFixture, operation: VendorOperation, roundIds: string[]): PreparedRequest[] {
  return roundIds.map((roundId, i) => {
    const member = fixture.members[i % fixture.members.length] as VendorFixture['members'][number];
    const common = { playerId: String(member.id), roundId, gameCode: fixture.gameCode, amount: 5, currency: 'CNY' };
    const body = JSON.stringify(
      operation === 'debit'
        ? { ...common, token: member.token, txId: `${roundId}-d` }
        : { ...common, txId: `${roundId}-c` },
    );
    return {
      method: 'POST',
      path: `/vendor/v1/${fixture.vendorCode}/${operation}`,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody(fixture.secret, body),
      },
      body,
      check: (status, text) => (status === 200 && text.includes('"status":"OK"') ? null : `${status} ${text}`),
    };
  });
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

/**
 * The same HTTP path refused at the signature: the hook chain, the cached merchant and vendor, the HMAC, the reply,
 * and no database. What one call costs before any money work, so the ratio it gives against pgbench's debit is the
 * most any seamless call could reach on this machine.
 */
function prepareFloor(fixture: VendorFixture, count: number): PreparedRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const member = fixture.members[i % fixture.members.length] as VendorFixture['members'][number];
    const body = JSON.stringify({ playerId: String(member.id), token: member.token });
    return {
      method: 'POST',
      path: `/vendor/v1/${fixture.vendorCode}/authenticate`,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody('not-the-secret', body),
      },
      body,
      check: (status, text) =>
        status === 200 && text.includes('"status":"INVALID_SIGNATURE"') ? null : `${status} ${text}`,
    };
  });
}

type MeasuredOperation = VendorOperation | 'floor';

interface Measurement {
  round: number;
  target: Target | 'pgbench';
  operation: MeasuredOperation;
  concurrency: number;
  result: LoadResult;
}

async function main() {
  if (clientCore !== 'none') spawnSync('taskset', ['-p', '-c', clientCore, String(process.pid)]);
  const bin = databaseUrl ? findPgbench() : null;
  console.log(
    `seamless wallet bench: ${targets.join(', ')}${bin ? ` vs ${pgbenchVersion(bin)}` : ' (no pgbench baseline)'}; ` +
      `${rounds} rounds, ${calls} calls per level, concurrency ${levels.join(',')}; load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const servers = new Map<Target, Server>();
  let baseline: VendorBaseline | null = null;
  const measurements: Measurement[] = [];
  const sent = new Map<Target, number>();
  try {
    for (const target of targets) servers.set(target, await startServer(target));
    if (bin && databaseUrl)
      baseline = await createVendorBaseline(bin, databaseUrl, MEMBERS, clientCore === 'none' ? null : clientCore);
    const perLevel = smoke ? 4 : calls;
    for (let round = 1; round <= (smoke ? 1 : rounds); round += 1) {
      for (const concurrency of levels) {
        for (const target of targets) {
          const server = servers.get(target) as Server;
          const roundIds = Array.from(
            { length: perLevel },
            (_, i) => `b${round}c${concurrency}n${i}-${randomBytes(3).toString('hex')}`,
          );
          // The first round warms each level up with a tenth of its calls first.
          if (round === 1) {
            const warm = roundIds.splice(0, Math.max(1, Math.floor(perLevel / 10)));
            for (const operation of operations)
              await runClosedLoop(server.url, concurrency, prepare(server.fixture, operation, warm));
            sent.set(target, (sent.get(target) ?? 0) + 2 * warm.length);
          }
          for (const operation of operations) {
            const result = await runClosedLoop(server.url, concurrency, prepare(server.fixture, operation, roundIds));
            sent.set(target, (sent.get(target) ?? 0) + roundIds.length);
            measurements.push({ round, target, operation, concurrency, result });
            console.log(
              `round ${round} ${target} ${operation} ×${concurrency}: ${result.opsPerSecond.toFixed(0)} ops/s, p99 ${result.p99.toFixed(1)} ms`,
            );
          }
          if (withFloor && target === targets[0]) {
            const result = await runClosedLoop(server.url, concurrency, prepareFloor(server.fixture, perLevel));
            measurements.push({ round, target, operation: 'floor', concurrency, result });
            console.log(`round ${round} ${target} floor ×${concurrency}: ${result.opsPerSecond.toFixed(0)} ops/s`);
          }
        }
        if (baseline) {
          for (const operation of operations) {
            const result = baseline.run(operation, concurrency, pgbenchSeconds);
            measurements.push({ round, target: 'pgbench', operation, concurrency, result });
            console.log(`round ${round} pgbench ${operation} ×${concurrency}: ${result.opsPerSecond.toFixed(0)} tps`);
          }
        }
      }
    }
  } finally {
    for (const [target, server] of servers) {
      const report = await server.stop();
      const expected = sent.get(target) ?? 0;
      if (!report.ledgerOk || report.okCalls !== expected) {
        console.error(
          `${target}: ledger ${report.ledgerOk ? 'ok' : 'BROKEN'}, ${report.okCalls} OK calls of ${expected} sent`,
        );
        process.exitCode = 1;
      } else console.log(`${target}: ledger verified, ${report.okCalls} OK calls stored`);
    }
    await baseline?.drop();
  }

  console.log('\n| database | call | at a time | ops/s (median) | p50 ms | p99 ms | ratio to pgbench |');
  console.log('| -------- | ---- | --------- | -------------- | ------ | ------ | ---------------- |');
  const summary: {
    target: string;
    operation: string;
    concurrency: number;
    opsPerSecond: number;
    ratio: number | null;
  }[] = [];
  for (const target of [...targets, 'pgbench' as const]) {
    for (const operation of [...operations, 'floor' as const]) {
      for (const concurrency of levels) {
        const mine = measurements.filter(
          (m) => m.target === target && m.operation === operation && m.concurrency === concurrency,
        );
        if (mine.length === 0) continue;
        const ratios = mine.flatMap((m) => {
          const base = measurements.find(
            (b) =>
              b.target === 'pgbench' &&
              b.round === m.round &&
              // The floor is read against the debit, the call it bounds.
              b.operation === (operation === 'floor' ? 'debit' : operation) &&
              b.concurrency === concurrency,
          );
          return base ? [m.result.opsPerSecond / base.result.opsPerSecond] : [];
        });
        const row = {
          target,
          operation,
          concurrency,
          opsPerSecond: median(mine.map((m) => m.result.opsPerSecond)),
          p50: median(mine.map((m) => m.result.p50)),
          p99: median(mine.map((m) => m.result.p99)),
          ratio: target === 'pgbench' || ratios.length === 0 ? null : median(ratios),
        };
        summary.push(row);
        console.log(
          `| ${target} | ${operation} | ${concurrency} | ${row.opsPerSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.ratio === null ? '—' : row.ratio.toFixed(3)} |`,
        );
      }
    }
  }
  if (withBonus) {
    // Per round, the bonus server's rate over the plain one's: the share of a call's time promotion bookkeeping adds.
    console.log('\n| database | call | at a time | with an active bonus ÷ without (median of rounds) |');
    console.log('| -------- | ---- | --------- | ------------------------------------------------- |');
    for (const database of databases) {
      for (const operation of operations) {
        for (const concurrency of levels) {
          const of = (target: Target, round: number) =>
            measurements.find(
              (m) =>
                m.target === target && m.operation === operation && m.concurrency === concurrency && m.round === round,
            )?.result.opsPerSecond;
          const ratios = measurements
            .filter((m) => m.target === database && m.operation === operation && m.concurrency === concurrency)
            .flatMap((m) => {
              const bonus = of(`${database}+bonus`, m.round);
              return bonus === undefined ? [] : [bonus / m.result.opsPerSecond];
            });
          console.log(`| ${database} | ${operation} | ${concurrency} | ${median(ratios).toFixed(3)} |`);
        }
      }
    }
  }
  const results = path.join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `vendor-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        loadavg: os.loadavg(),
        cpus: os.cpus().length,
        node: process.version,
        rounds,
        calls,
        levels,
        summary,
        measurements,
      },
      null,
      2,
    ),
  );
  console.log(`\n${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
