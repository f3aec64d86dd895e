// Start-up: time from spawn to the first 200 on /healthz for the production bundle reopening an existing data folder
// and on a fresh one (first boot: the build's database template unpacked, or PGlite's initdb without one; migrations,
// the demo seed), against `node -e` starting a bare node:http server to its first 200 (the baseline: what any Node
// server pays). Each a fresh process pinned to the server core, polled every 5 ms from this process on the other core.
// ROUNDS rounds, interleaved: baseline, first boot on a new folder, then a reopen of that folder. Each round has a
// compile cache of its own (NODE_COMPILE_CACHE), empty at the first boot as on a new install: the reopen finds what
// the first boot left, as a second start does. NODE_DISABLE_COMPILE_CACHE=1 measures without it.
//
// `--profile` adds one first boot and one reopen under `--cpu-prof` and prints where their time goes, by phase (read
// from the stack: module loading, PGlite's start, migrations, the seed, building the app) and by package (read through
// the bundle's source map), with the main thread's waits (idle: the seed's argon2 hashes run on the thread pool).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, inheritedEnv, medianRow, SERVER_CORE } from './lib/harness.mjs';
import { ensureBundle, fmt, pinSelf, printTable, productionEnv, spread } from './lib/lotus.mjs';
import { frameSource } from './lib/profile-summary.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TARGETS = { reopen: 1000, firstBoot: 4000 };
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : ROUNDS;
const bare =
  "require('node:http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,'127.0.0.1');process.on('SIGTERM',()=>process.exit(0))";

const bundle = ensureBundle();
pinSelf();
const work = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));

/** Spawns `args` pinned to the server core; resolves with the ms from spawn to the first 200 on /healthz. */
async function timeToFirst200(args, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], {
    env: { ...inheritedEnv, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited: ${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.status === 200) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error(`no 200 within 2 min: ${stderr}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

const lotusEnv = (dataDir, compileCache = path.join(work, 'compile-cache')) =>
  productionEnv({ DATA_DIR: dataDir, WEB_DIST: path.join(work, 'no-web-build'), NODE_COMPILE_CACHE: compileCache });

/** Phases, by the outermost of these functions on a sample's stack. */
const PHASES = [
  ['main', 'main: configuration and start-up checks'],
  ['openDatabase', 'PGlite start (open the data folder; first boot: unpack the template)'],
  ['migrate', 'migrations'],
  ['seedDemo', 'demo seed'],
  ['listBrandSummaries', 'brand checks'],
  ['buildApp', 'app build (Fastify plugins and routes)'],
  ['listen', 'listen'],
];

const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const dataDir = path.join(work, `round-${round}`);
    const baseline = await timeToFirst200(['-e', bare]);
    const compileCache = path.join(work, `compile-cache-${round}`);
    const firstBoot = await timeToFirst200([bundle], lotusEnv(dataDir, compileCache));
    const reopen = await timeToFirst200([bundle], lotusEnv(dataDir, compileCache));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(compileCache, { recursive: true, force: true });
    const row = {
      round,
      baseline,
      reopen,
      firstBoot,
      reopenRatio: reopen / baseline,
      firstBootRatio: firstBoot / baseline,
    };
    rows.push(row);
    console.log(
      `round ${round}: node -e ${fmt(baseline)} ms, reopen ${fmt(reopen)} ms (${fmt(row.reopenRatio)}×), first boot ${fmt(firstBoot)} ms (${fmt(row.firstBootRatio)}×)`,
    );
  }
  const summary = medianRow(rows);
  printTable(
    [
      { key: 'round', title: 'round' },
      { key: 'baseline', title: 'node -e ms' },
      { key: 'reopen', title: 'reopen ms' },
      { key: 'reopenRatio', title: 'reopen ÷ baseline' },
      { key: 'firstBoot', title: 'first boot ms' },
      { key: 'firstBootRatio', title: 'first boot ÷ baseline' },
    ],
    [...rows, summary],
  );
  for (const key of ['reopen', 'firstBoot']) {
    console.log(
      `${key}: median ${fmt(summary[key])} ms (spread ${spread(rows.map((r) => r[key]))} ms, ${fmt(summary[`${key}Ratio`])}× the baseline), target ≤ ${TARGETS[key]} ms: ${summary[key] <= TARGETS[key] ? 'met' : 'missed'}`,
    );
  }
  if (process.argv.includes('--profile')) {
    const dataDir = path.join(work, 'profiled');
    for (const kind of ['first boot', 'reopen']) {
      const dir = path.join(work, `prof-${kind.replace(' ', '-')}`);
      const ms = await timeToFirst200(['--cpu-prof', `--cpu-prof-dir=${dir}`, bundle], lotusEnv(dataDir));
      const file = path.join(
        dir,
        readdirSync(dir).find((f) => f.endsWith('.cpuprofile')),
      );
      console.log(`\n${kind} under --cpu-prof: ${fmt(ms)} ms to the first 200 (the profile runs until SIGTERM)`);
      breakdown(JSON.parse(readFileSync(file, 'utf8')));
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

function breakdown(profile) {
  const sourceOf = frameSource;
  const parent = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = 0;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i] / 1000;
    return { id, t };
  });
  // A phase starts at the first sample with its function on the stack; after an await the stack no longer shows
  // the caller, so every sample from then until the next phase's start is counted in it.
  const starts = [{ phase: 'module loading and evaluation', at: 0 }];
  const seen = new Set();
  for (const { id, t: at } of samples) {
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const name = byId.get(node).callFrame.functionName;
      const found = PHASES.find(([fn]) => fn === name);
      if (found && !seen.has(found[1])) {
        seen.add(found[1]);
        starts.push({ phase: found[1], at });
      }
    }
  }
  starts.sort((a, b) => a.at - b.at);
  const phases = new Map(starts.map(({ phase }) => [phase, { cpu: 0, idle: 0, packages: new Map() }]));
  const packages = new Map();
  let p = 0;
  for (let i = 0; i < samples.length; i++) {
    const { id, t: at } = samples[i];
    while (p + 1 < starts.length && starts[p + 1].at <= at) p++;
    const dt = (samples[i + 1]?.t ?? at) - at;
    const frame = byId.get(id).callFrame;
    const idle = frame.functionName === '(idle)';
    const pkg = idle ? '(waiting)' : sourceOf(frame);
    const entry = phases.get(starts[p].phase);
    if (idle) entry.idle += dt;
    else entry.cpu += dt;
    entry.packages.set(pkg, (entry.packages.get(pkg) ?? 0) + dt);
    if (!idle) packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
  }
  const firstAt = new Map(starts.map(({ phase, at }) => [phase, at]));
  const top = (m, n) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
  console.log(`profile: ${fmt(t)} ms sampled (until the server was stopped), main-thread CPU by phase:`);
  printTable(
    [
      { key: 'phase', title: 'phase' },
      { key: 'from', title: 'from ms' },
      { key: 'cpu', title: 'CPU ms' },
      { key: 'idle', title: 'waiting ms' },
      { key: 'top', title: 'largest items (ms)' },
    ],
    [...phases.entries()]
      .sort((a, b) => firstAt.get(a[0]) - firstAt.get(b[0]))
      .map(([phase, e]) => ({
        phase,
        from: Math.round(firstAt.get(phase)),
        cpu: Math.round(e.cpu),
        idle: Math.round(e.idle),
        top: top(e.packages, 4),
      })),
  );
  console.log(`CPU by package (ms): ${top(packages, 12)}`);
}
