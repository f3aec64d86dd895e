// The capacity bench: how many players one server core carries. The production bundle (demo mode: the demo payment
// provider, the house games and the lotteries) runs pinned to one core on PGlite, then on PostgreSQL in a fresh schema
// when DATABASE_URL is set; simulated players (players.ts) run in this process on the other core. Players join step
// by step (each logged in through the API with one socket), and each step is held and measured: p50/p99 per class of
// call, throughput, the server's CPU and RSS. The run stops at the first step where money calls pass p99 100 ms, page
// calls pass p99 200 ms or any call fails, and profiles the server there. The ledger verifier checks the money last.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- capacity [--smoke] [--steps=…] [--hold=…]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, type StartedServer, startServer } from '../lib/harness.mjs';
import { ensureBundle, fmt, lotusArgs, pinSelf, postgresSchema, printTable, productionEnv } from '../lib/lotus.mjs';
import { type CpuProfile, selfTimes } from '../lib/profile-summary.mjs';
import { type CallName, callClasses, latencyOf, namesOf, type Recorder, recorder } from './calls.ts';
import { checkLedger, createMembers, PASSWORD, usernameOf } from './members.ts';
import { type Options, parseOptions, type Target, usage } from './options.ts';
import { joinPlayer, type Player } from './players.ts';
import { connectProfiler, measureUsage, type Usage } from './usage.ts';

const MONEY_P99_MS = 100;
const PAGE_P99_MS = 200;
/** Logins at once while players join: argon2 shares the server's one core anyway. */
const JOINING_AT_ONCE = 8;
/** µs between the profiler's samples: coarse enough to cost the server little. */
const PROFILE_INTERVAL_US = 2_000;
/** The server has settled after its start once its health check answers within SETTLED_MS this many times in a row. */
const SETTLED_PROMPT_ANSWERS = 10;
const SETTLED_MS = 20;

const parsed = parseOptions(process.argv.slice(2), process.env);
if (parsed === 'help') {
  console.log(usage);
  process.exit(0);
}
const options: Options = parsed;
// Only the PostgreSQL target's server and set-up may see the database URL (the harness passes none to servers; the
// members' set-up in this process reads the environment too).
delete process.env.DATABASE_URL;
delete process.env.DATABASE_SCHEMA;
ensureBundle();
pinSelf();

interface StepRow extends Usage {
  players: number;
  callsPerSecond: number;
  spinsPerSecond: number;
  moneyP50: number;
  moneyP99: number;
  pageP50: number;
  pageP99: number;
  failures: number;
  verdict: string;
}

interface TargetResult {
  target: Target;
  rows: StepRow[];
  held: number | null;
  stoppedBy: string | null;
  ledgerOk: boolean;
  /** What a smoke run must not have: failed calls the server did not shed as overload, kinds of call never made. */
  smokeProblems: string[];
}

const money = namesOf('money');
const page = namesOf('page');
const ms = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(x < 10 ? 1 : 0));

/** Why a step did not hold, or null when it held. */
function verdictOf(rec: Recorder, joinFailures: string[]) {
  const moneyP99 = latencyOf(rec, money).p99;
  const pageP99 = latencyOf(rec, page).p99;
  const reasons = [];
  const failures = [...joinFailures, ...rec.failures];
  if (failures.length > 0) reasons.push(`${failures.length} failed calls`);
  if (moneyP99 > MONEY_P99_MS) reasons.push(`money p99 ${ms(moneyP99)} ms > ${MONEY_P99_MS}`);
  if (pageP99 > PAGE_P99_MS) reasons.push(`page p99 ${ms(pageP99)} ms > ${PAGE_P99_MS}`);
  return reasons.length ? reasons.join(', ') : null;
}

function printStep(players: number, rec: Recorder, joinFailures: string[], seconds: number) {
  for (const name of Object.keys(callClasses) as CallName[]) {
    const l = latencyOf(rec, [name]);
    if (l.count === 0) continue;
    console.log(
      `  ${name.padEnd(12)} ${callClasses[name].padEnd(5)} ${String(l.count).padStart(6)} calls ` +
        `${(l.count / seconds).toFixed(1).padStart(7)}/s  p50 ${ms(l.p50).padStart(5)} ms  p99 ${ms(l.p99).padStart(5)} ms`,
    );
  }
  if (rec.refusals.size)
    console.log(`  expected refusals: ${[...rec.refusals].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
  const failures = [...joinFailures, ...rec.failures];
  const distinct = [...new Set(failures)];
  if (distinct.length)
    console.log(`  failures (${failures.length}, ${players} players): ${distinct.slice(0, 8).join(' | ')}`);
  console.log(`  socket events: ${[...rec.events].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none'}`);
}

function rowOf(players: number, rec: Recorder, joinFailures: string[], used: Usage, seconds: number): StepRow {
  const all = latencyOf(rec, Object.keys(callClasses) as CallName[]);
  const m = latencyOf(rec, money);
  const p = latencyOf(rec, page);
  return {
    players,
    callsPerSecond: all.count / seconds,
    spinsPerSecond: latencyOf(rec, ['spin']).count / seconds,
    moneyP50: m.p50,
    moneyP99: m.p99,
    pageP50: p.p50,
    pageP99: p.p99,
    failures: joinFailures.length + rec.failures.length,
    serverCpu: used.serverCpu,
    postgresCpu: used.postgresCpu,
    clientCpu: used.clientCpu,
    serverWait: used.serverWait,
    clientWait: used.clientWait,
    rssMb: used.rssMb,
    verdict: verdictOf(rec, joinFailures) ?? 'held',
  };
}

function printProfile(profile: CpuProfile) {
  const { sources, functions, busy, total } = selfTimes(profile);
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(
    `  ${Math.round(total)} ms sampled, ${Math.round(busy)} ms busy (${Math.round((100 * busy) / total)} %); ` +
      'self time of the busy time by source:',
  );
  console.log(top(sources, 14));
  console.log('  by function:');
  console.log(top(functions, 16));
}

/**
 * Waits until the server's start-up work is done (the lottery keeper draws the periods that passed while it was
 * down), as seen from its health check answering promptly several times in a row; at most a minute.
 */
async function settle(url: string) {
  const deadline = performance.now() + 60_000;
  for (let prompt = 0; prompt < SETTLED_PROMPT_ANSWERS && performance.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
    prompt = performance.now() - started < SETTLED_MS ? prompt + 1 : 0;
    await sleep(200);
  }
}

async function runTarget(target: Target): Promise<TargetResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-capacity-'));
  const schema = target === 'postgres' && options.databaseUrl ? postgresSchema(options.databaseUrl) : null;
  const env = productionEnv({
    DATA_DIR: path.join(dataDir, 'data'),
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...schema?.env,
  });
  const startLotus = (nodeArgs: string[] = []) =>
    startServer({
      name: 'lotus',
      command: process.execPath,
      args: [...nodeArgs, ...lotusArgs()],
      env,
      readyPath: '/healthz',
    });
  const rows: StepRow[] = [];
  const totals = new Map<string, number>();
  let held: number | null = null;
  let stoppedBy: string | null = null;
  const smokeProblems: string[] = [];
  let server: StartedServer | undefined;
  const players: Player[] = [];
  try {
    // First boot (migrations, the demo brand), then the players' members written while the server is down.
    await (await startLotus()).stop();
    if (target === 'pglite' && !existsSync(path.join(env.DATA_DIR as string, 'pglite'))) {
      throw new Error('the PGlite target started without PGlite files: is a database URL in its environment?');
    }
    const most = options.steps.at(-1) as number;
    let started = performance.now();
    await createMembers(env, most);
    console.log(`${target}: ${most} members funded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const inspectPort = await freePort();
    server = await startLotus([`--inspect=127.0.0.1:${inspectPort}`]);
    const profiler = await connectProfiler(inspectPort, PROFILE_INTERVAL_US);
    started = performance.now();
    await settle(server.url);
    console.log(`${target}: server settled ${((performance.now() - started) / 1000).toFixed(1)} s after its start`);
    const rec = recorder();
    const ctx = { url: server.url, rec, eager: options.smoke };
    const keepEvents = () => {
      for (const [k, v] of rec.events) totals.set(k, (totals.get(k) ?? 0) + v);
    };
    let profile: CpuProfile | undefined;
    for (const size of options.steps) {
      started = performance.now();
      const joinFailures: string[] = [];
      for (let i = players.length; i < size; i += JOINING_AT_ONCE) {
        const batch = Array.from({ length: Math.min(JOINING_AT_ONCE, size - i) }, (_, j) => i + j);
        const joined = await Promise.all(
          batch.map((n) =>
            joinPlayer(ctx, n, usernameOf(n), PASSWORD).catch((error: Error) => {
              joinFailures.push(`join: ${error.message}`);
              return null;
            }),
          ),
        );
        players.push(...joined.filter((p): p is Player => p !== null));
        if (joinFailures.length) break;
      }
      const joinSeconds = (performance.now() - started) / 1000;
      await sleep(options.warmup * 1000);
      // A smoke run judges every call from the first login on: its players' once-a-minute acts come at once.
      if (!options.smoke) {
        keepEvents();
        rec.reset();
      }
      const usage = measureUsage(server.pid, target === 'postgres');
      await profiler.start();
      started = performance.now();
      await sleep(options.hold * 1000);
      profile = await profiler.stop();
      const used = usage();
      const seconds = (performance.now() - started) / 1000;
      const row = rowOf(size, rec, joinFailures, used, seconds);
      rows.push(row);
      if (options.smoke) {
        const unshed = joinFailures.length + rec.failures.length - rec.shed;
        if (unshed > 0) smokeProblems.push(`${unshed} failed calls besides calls shed as overload`);
        const never = (Object.keys(callClasses) as CallName[]).filter((name) => !rec.latencies.get(name)?.length);
        if (never.length) smokeProblems.push(`never called: ${never.join(', ')}`);
      }
      console.log(
        `${target}, ${size} players (joined in ${joinSeconds.toFixed(1)} s): ${fmt(row.callsPerSecond)} calls/s, ` +
          `money p99 ${ms(row.moneyP99)} ms, page p99 ${ms(row.pageP99)} ms, server CPU ${row.serverCpu.toFixed(0)} % ` +
          `(waited for its core ${row.serverWait.toFixed(0)} %), RSS ${row.rssMb.toFixed(0)} MB: ${row.verdict}`,
      );
      printStep(size, rec, joinFailures, seconds);
      if (row.verdict !== 'held') {
        stoppedBy ??= `${size} players: ${row.verdict}`;
        if (!options.allSteps || row.failures > 0) break;
      } else if (stoppedBy === null) held = size;
    }
    // Deposits paid late in the last step are credited within a moment.
    await sleep(2_000);
    keepEvents();
    if (profile) {
      const which = stoppedBy === null ? 'last' : options.allSteps ? 'last (the heaviest)' : 'failing';
      console.log(`${target}: server CPU profile of the ${which} step's hold`);
      printProfile(profile);
    }
    profiler.close();
  } finally {
    for (const player of players) player.stop();
    await server?.stop();
  }
  try {
    const paid = totals.get('deposit paid') ?? 0;
    const credited = totals.get('deposit.credited') ?? 0;
    console.log(`${target}: deposits paid ${paid}, credited (socket event) ${credited}`);
    if (credited < paid) console.log(`${target}: ${paid - credited} paid deposits not (yet) credited`);
    const ledger = await checkLedger(env);
    console.log(
      `${target}: ledger ${ledger.ok ? 'sound' : 'NOT SOUND'}: ${ledger.accounts} accounts, ${ledger.transfers} transfers, ` +
        `sum ${ledger.total}, ${ledger.mismatches.length} mismatches, ${ledger.negativeMemberAccounts.length} negative members`,
    );
    return { target, rows, held, stoppedBy, ledgerOk: ledger.ok, smokeProblems };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

console.log(
  `capacity: steps ${options.steps.join(', ')} players; warm-up ${options.warmup} s, hold ${options.hold} s; ` +
    `load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
if (!options.databaseUrl) console.log('DATABASE_URL is not set: PGlite only');
const results: TargetResult[] = [];
for (const target of options.targets) results.push(await runTarget(target));

for (const { target, rows } of results) {
  console.log(`\n${target}:`);
  printTable(
    [
      { key: 'players', title: 'players' },
      { key: 'calls', title: 'calls/s' },
      { key: 'spins', title: 'spins/s' },
      { key: 'money', title: 'money p50/p99 ms' },
      { key: 'page', title: 'page p50/p99 ms' },
      { key: 'failures', title: 'failures' },
      { key: 'server', title: 'server CPU %' },
      ...(target === 'postgres' ? [{ key: 'postgres', title: 'postgres CPU %' }] : []),
      { key: 'serverWait', title: 'server waited %' },
      { key: 'client', title: 'load gen CPU %' },
      { key: 'clientWait', title: 'load gen waited %' },
      { key: 'rss', title: 'RSS MB' },
      { key: 'verdict', title: 'verdict' },
    ],
    rows.map((r) => ({
      players: r.players,
      calls: Math.round(r.callsPerSecond),
      spins: Math.round(r.spinsPerSecond),
      money: `${ms(r.moneyP50)} / ${ms(r.moneyP99)}`,
      page: `${ms(r.pageP50)} / ${ms(r.pageP99)}`,
      failures: r.failures,
      server: Math.round(r.serverCpu),
      postgres: Math.round(r.postgresCpu),
      client: Math.round(r.clientCpu),
      serverWait: Math.round(r.serverWait),
      clientWait: Math.round(r.clientWait),
      rss: Math.round(r.rssMb),
      verdict: r.verdict,
    })),
  );
}
console.log('');
for (const r of results) {
  const last = r.held === null ? 'no step held' : `last step that held: ${r.held} players`;
  console.log(`${r.target}: ${last}${r.stoppedBy ? ` (first miss: ${r.stoppedBy})` : ' (every step held)'}`);
}
if (results.some((r) => !r.ledgerOk)) {
  console.log('the ledger is not sound after the run');
  process.exit(1);
}
// A smoke run proves the bench works: every kind of call made, none failing but for calls the server shed as
// overload, which, like its latencies, say how busy the machine was.
for (const r of options.smoke ? results : []) {
  for (const problem of r.smokeProblems) console.log(`${r.target} smoke: ${problem}`);
}
if (results.some((r) => r.smokeProblems.length > 0)) process.exit(1);
