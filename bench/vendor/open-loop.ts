// Bet latency in an open loop, and load shedding above saturation: seamless debits (`POST /vendor/v1/<vendor>/debit`)
// sent on a fixed schedule whatever the answers, each timed from its scheduled send (no coordinated omission), on
// PGlite and PostgreSQL. See bench/README.md ("bet-latency").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- bet-latency
//   npm run bench -- bet-latency --smoke          # end to end in a few seconds; figures mean nothing
//   ROUNDS=3 DURATION=5 OVERLOAD_SECONDS=3 node bench/vendor/open-loop.ts
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { signVendorBody } from '../../apps/server/src/modules/vendors/seamless-client.ts';
import { type PreparedRequest, percentile, runClosedLoop } from '../wallet/load.ts';
import type { Target, VendorFixture, VendorServerMessage, VendorServerReport } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : Number(setting('rounds', 'ROUNDS', '3'));
/** Seconds of the run at the target rate (and of the HTTP floor at the same rate). */
const duration = smoke ? 1 : Number(setting('duration', 'DURATION', '5'));
/** Seconds of the run at twice the saturation rate. */
const overloadSeconds = smoke ? 1 : Number(setting('overload-seconds', 'OVERLOAD_SECONDS', '3'));
/** Debits of the closed loop that finds the saturation rate, `SATURATION_CONCURRENCY` at a time. */
const saturationCalls = smoke ? 20 : Number(setting('saturation-calls', 'SATURATION_CALLS', '300'));
const saturationConcurrency = Number(setting('saturation-concurrency', 'SATURATION_CONCURRENCY', '16'));
/** QUALITY.md's rate for PGlite; used when half the saturation rate is at least this. */
const pgliteRate = Number(setting('pglite-rate', 'PGLITE_RATE', '1000'));
const serverCore = setting('server-core', 'BENCH_SERVER_CORE', '1');
const clientCore = setting('client-core', 'BENCH_CLIENT_CORE', '0');
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = setting('targets', 'TARGETS', databaseUrl ? 'pglite,postgres' : 'pglite')
  .split(',')
  .filter((t): t is Target => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));
const MEMBERS = 64;

// --- The server: vendor/bench-server.ts in a fresh process per round ----------------------------------------------

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

/**
 * The real app (production settings, the default load-shedding bound) on a fresh database, listening on a port the
 * system gave it (so nobody else answers there), pinned to its core once its set-up is done.
 */
async function startServer(target: Target): Promise<Server> {
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(here, 'bench-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_TARGET: target,
      BENCH_MEMBERS: String(MEMBERS),
      BENCH_SCHEMA: `lotus_bench_${randomBytes(5).toString('hex')}`,
      DATABASE_URL: databaseUrl ?? '',
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

// --- Calls ---------------------------------------------------------------------------------------------------------

interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let serial = 0;

/** Signed debits of 5.00, one member after another, each its own round and txId. */
function debits(fixture: VendorFixture, count: number): Call[] {
  return Array.from({ length: count }, (_, i) => {
    const member = fixture.members[i % fixture.members.length] as VendorFixture['members'][number];
    const roundId = `bl${++serial}-${randomBytes(4).toString('hex')}`;
    const body = JSON.stringify({
      playerId: String(member.id),
      token: member.token,
      txId: `${roundId}-d`,
      roundId,
      gameCode: fixture.gameCode,
      amount: 5,
      currency: 'CNY',
    });
    return {
      path: `/vendor/v1/${fixture.vendorCode}/debit`,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody(fixture.secret, body),
      },
      body,
    };
  });
}

/** The same HTTP path refused at the signature: HTTP, the hook chain and the HMAC without the database. */
function floorCalls(fixture: VendorFixture, count: number): Call[] {
  return Array.from({ length: count }, (_, i) => {
    const member = fixture.members[i % fixture.members.length] as VendorFixture['members'][number];
    const body = JSON.stringify({ playerId: String(member.id), token: member.token });
    return {
      path: `/vendor/v1/${fixture.vendorCode}/authenticate`,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody('not-the-secret', body),
      },
      body,
    };
  });
}

const okDebit = (status: number, text: string) =>
  status === 200 && text.includes('"status":"OK"') ? null : `${status} ${text}`;
const asClosedLoop = (calls: Call[]): PreparedRequest[] =>
  calls.map((call) => ({ method: 'POST', ...call, check: okDebit }));

// --- The open loop -------------------------------------------------------------------------------------------------

type Outcome = 'ok' | 'shed' | 'refused';

interface Answer {
  /** From the scheduled send to the whole answer, milliseconds. */
  latency: number;
  outcome: Outcome;
  retryAfter?: string | undefined;
}

function send(agent: http.Agent, origin: URL, call: Call) {
  return new Promise<{ status: number; body: string; retryAfter: string | undefined }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path: call.path,
        headers: { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            retryAfter: res.headers['retry-after'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 60 s')));
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * Sends call i at start + i / rate whether or not earlier calls have answered, over keep-alive connections opened as
 * needed (so the client never queues a call behind another), and times each from its scheduled send: a server that
 * stalls is charged for every call scheduled during the stall. An answer is OK, a shed 503 in the envelope, or wrong
 * (which stops the bench). `lag` is how late the client itself sent, at most: a large one means the figures measure
 * the client.
 */
async function runOpenLoop(url: string, rate: number, calls: Call[], expect: 'debit' | 'floor') {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const answers: Answer[] = new Array(calls.length);
  const interval = 1000 / rate;
  let lag = 0;
  let failure: Error | null = null;
  const start = performance.now() + 50;
  try {
    await new Promise<void>((resolve) => {
      let next = 0;
      let done = 0;
      const settle = () => {
        done += 1;
        if (done === calls.length) resolve();
      };
      const tick = () => {
        const now = performance.now();
        while (next < calls.length && start + next * interval <= now) {
          const i = next++;
          const scheduled = start + i * interval;
          lag = Math.max(lag, now - scheduled);
          send(agent, origin, calls[i] as Call).then(
            ({ status, body, retryAfter }) => {
              const latency = performance.now() - scheduled;
              let outcome: Outcome = 'refused';
              if (expect === 'floor' && status === 200 && body.includes('"status":"INVALID_SIGNATURE"')) outcome = 'ok';
              if (expect === 'debit' && status === 200 && body.includes('"status":"OK"')) outcome = 'ok';
              if (status === 503 && retryAfter && body.includes('"errorCode":"service.unavailable"')) outcome = 'shed';
              if (outcome === 'refused') failure ??= new Error(`${calls[i]?.path}: ${status} ${body}`);
              answers[i] = { latency, outcome, retryAfter };
              settle();
            },
            (error: Error) => {
              failure ??= error;
              answers[i] = { latency: performance.now() - scheduled, outcome: 'refused' };
              settle();
            },
          );
        }
        if (next < calls.length) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      };
      setTimeout(tick, 50);
    });
  } finally {
    agent.destroy();
  }
  if (failure) throw failure;
  return { answers, lag, seconds: (performance.now() - start) / 1000 };
}

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function latencyOf(answers: Answer[]): Latency {
  const sorted = answers.map((a) => a.latency).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

// --- Rounds --------------------------------------------------------------------------------------------------------

interface RoundResult {
  round: number;
  target: Target;
  /** Closed-loop debits per second at SATURATION_CONCURRENCY. */
  saturation: number;
  /** The open loop's rate, and why that one. */
  rate: number;
  rateRule: string;
  steady: Latency & { shed: number; lag: number };
  floor: Latency & { lag: number };
  overload: {
    rate: number;
    sent: number;
    shedShare: number;
    retryAfter: string[];
    accepted: Latency;
    shedAnswers: Latency;
    lag: number;
    /** Shed debits sent again with the same txId afterwards, and how many of those came back OK. */
    retried: number;
    retriedOk: number;
  };
  ledgerOk: boolean;
  okCalls: number;
  okAnswers: number;
}

async function runRound(round: number, target: Target): Promise<RoundResult> {
  const server = await startServer(target);
  let okAnswers = 0;
  let report: VendorServerReport | null = null;
  try {
    const { fixture, url } = server;
    // Warm up, then the saturation rate: debits as fast as SATURATION_CONCURRENCY callers get answers (a debit shed
    // as the server saturates is sent again, so the rate is of the debits it accepts).
    const retryShed = { retryShed: true };
    const warm = debits(fixture, Math.max(10, Math.floor(saturationCalls / 5)));
    await runClosedLoop(url, saturationConcurrency, asClosedLoop(warm), retryShed);
    okAnswers += warm.length;
    const closed = await runClosedLoop(
      url,
      saturationConcurrency,
      asClosedLoop(debits(fixture, saturationCalls)),
      retryShed,
    );
    okAnswers += saturationCalls;
    const saturation = closed.opsPerSecond;
    const half = saturation / 2;
    const rate = target === 'postgres' ? half : Math.min(pgliteRate, half);
    const rateRule =
      target === 'postgres' ? 'half saturation' : rate === pgliteRate ? `${pgliteRate}/s` : 'half saturation';

    // HTTP alone at the same rate: what the event loop and the client add, for reading the debit's tail.
    const floorRun = await runOpenLoop(url, rate, floorCalls(fixture, Math.ceil(rate * duration)), 'floor');
    const steadyRun = await runOpenLoop(url, rate, debits(fixture, Math.ceil(rate * duration)), 'debit');
    okAnswers += steadyRun.answers.filter((a) => a.outcome === 'ok').length;

    // Twice the saturation rate: the bound on calls in flight should shed the excess fast, and keep the accepted
    // calls' wait bounded.
    const overloadRate = 2 * saturation;
    const overloadCalls = debits(fixture, Math.ceil(overloadRate * overloadSeconds));
    const overloadRun = await runOpenLoop(url, overloadRate, overloadCalls, 'debit');
    const accepted = overloadRun.answers.filter((a) => a.outcome === 'ok');
    const shed = overloadRun.answers.flatMap((a, i) => (a.outcome === 'shed' ? [i] : []));
    okAnswers += accepted.length;
    // A vendor retries a shed debit with the same txId: each must now go through, once.
    const retry = shed.slice(0, 300).map((i) => overloadCalls[i] as Call);
    let retriedOk = 0;
    if (retry.length > 0) {
      // A few at a time, well inside the bound: every answer must be OK (runClosedLoop throws on any other).
      await runClosedLoop(url, 4, asClosedLoop(retry), retryShed);
      retriedOk = retry.length;
      okAnswers += retriedOk;
    }
    const shedAnswers = overloadRun.answers.filter((a) => a.outcome === 'shed');
    const result: Omit<RoundResult, 'ledgerOk' | 'okCalls' | 'okAnswers'> = {
      round,
      target,
      saturation,
      rate,
      rateRule,
      steady: {
        ...latencyOf(steadyRun.answers.filter((a) => a.outcome === 'ok')),
        shed: steadyRun.answers.filter((a) => a.outcome === 'shed').length,
        lag: steadyRun.lag,
      },
      floor: { ...latencyOf(floorRun.answers), lag: floorRun.lag },
      overload: {
        rate: overloadRate,
        sent: overloadCalls.length,
        shedShare: shed.length / overloadCalls.length,
        retryAfter: [...new Set(shedAnswers.map((a) => a.retryAfter ?? '?'))],
        accepted: latencyOf(accepted),
        shedAnswers: latencyOf(shedAnswers),
        lag: overloadRun.lag,
        retried: retry.length,
        retriedOk,
      },
    };
    report = await server.stop();
    return { ...result, ledgerOk: report.ledgerOk, okCalls: report.okCalls, okAnswers };
  } finally {
    if (!report) await server.stop().catch(() => {});
  }
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function main() {
  if (clientCore !== 'none') spawnSync('taskset', ['-p', '-c', clientCore, String(process.pid)]);
  console.log(
    `bet latency (open loop): ${targets.join(', ')}; ${rounds} rounds of ${duration} s at the target rate and ` +
      `${overloadSeconds} s at twice saturation; load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const results: RoundResult[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const r = await runRound(round, target);
      results.push(r);
      const o = r.overload;
      console.log(
        `round ${round} ${target}: saturation ${r.saturation.toFixed(0)}/s; at ${r.rate.toFixed(0)}/s (${r.rateRule}) ` +
          `p50 ${ms(r.steady.p50)} p99 ${ms(r.steady.p99)} max ${ms(r.steady.max)} ms, ${r.steady.shed} shed ` +
          `(floor p50 ${ms(r.floor.p50)} p99 ${ms(r.floor.p99)} ms; client lag ≤ ${ms(r.steady.lag)} ms); ` +
          `at ${o.rate.toFixed(0)}/s ${(100 * o.shedShare).toFixed(0)} % shed (Retry-After ${o.retryAfter.join(',') || '—'}, ` +
          `503 p99 ${ms(o.shedAnswers.p99)} ms), accepted p50 ${ms(o.accepted.p50)} p99 ${ms(o.accepted.p99)} ` +
          `max ${ms(o.accepted.max)} ms (client lag ≤ ${ms(o.lag)} ms); retried ${o.retriedOk}/${o.retried} OK; ` +
          `ledger ${r.ledgerOk ? 'ok' : 'BROKEN'}, ${r.okCalls} stored OK of ${r.okAnswers} answered OK`,
      );
      if (!r.ledgerOk || r.okCalls !== r.okAnswers || o.retriedOk !== o.retried) process.exitCode = 1;
    }
  }

  console.log(
    '\n| database | saturation/s | rate/s | p50 ms | p99 ms | max ms | p99 ÷ p50 | floor p99 ms | 2× sat: shed | accepted p99 ms | 503 p99 ms |',
  );
  console.log(
    '| -------- | ------------ | ------ | ------ | ------ | ------ | --------- | ------------ | ------------ | --------------- | ---------- |',
  );
  const summary = targets.map((target) => {
    const mine = results.filter((r) => r.target === target);
    const row = {
      target,
      saturation: median(mine.map((r) => r.saturation)),
      rate: median(mine.map((r) => r.rate)),
      p50: median(mine.map((r) => r.steady.p50)),
      p99: median(mine.map((r) => r.steady.p99)),
      max: median(mine.map((r) => r.steady.max)),
      tailRatio: median(mine.map((r) => r.steady.p99 / r.steady.p50)),
      floorP99: median(mine.map((r) => r.floor.p99)),
      shedShare: median(mine.map((r) => r.overload.shedShare)),
      acceptedP99: median(mine.map((r) => r.overload.accepted.p99)),
      shedP99: median(mine.map((r) => r.overload.shedAnswers.p99)),
    };
    console.log(
      `| ${target} | ${row.saturation.toFixed(0)} | ${row.rate.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ` +
        `${row.tailRatio.toFixed(1)} | ${ms(row.floorP99)} | ${(100 * row.shedShare).toFixed(0)} % | ${ms(row.acceptedP99)} | ${ms(row.shedP99)} |`,
    );
    return row;
  });
  const folder = path.join(root, 'bench/results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `bet-latency-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { loadavg: os.loadavg(), cpus: os.cpus().length, node: process.version, smoke, summary, results },
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
