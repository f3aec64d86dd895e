// Framework overhead: the smallest real route through the whole production hook chain, served by the server bundle,
// as a ratio of raw node:http answering a hello (bench/hello-node.mjs), interleaved over ROUNDS rounds, each server a
// fresh process pinned to its core, the load generator (this process) on the other.
//
// The route: `GET /wps/session/social/providers`, the public list of a merchant's social logins (27 bytes, `[]` for
// the demo brand), answered from the cached merchant without the database, after request id, language, security
// headers, rate limit, merchant resolution, the SOCIALLOGIN3 feature gate, the access gate and the envelope.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, median, startServer } from './lib/harness.mjs';
import { ensureBundle, fmt, lotusArgs, pinSelf, printTable, productionEnv, root, spread } from './lib/lotus.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUTE = '/wps/session/social/providers';
const TARGET = 0.8;
const headers = { merchant: 'LOTUS', language: 'EN' };
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : ROUNDS;
const duration = smoke ? 1 : DURATION;

ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
const lotusEnv = productionEnv({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') });
// First boot (migrations, demo seed) once, not measured: every round's server reopens this folder.
await (
  await startServer({
    name: 'lotus',
    command: process.execPath,
    args: lotusArgs(),
    env: lotusEnv,
    readyPath: '/healthz',
  })
).stop();

const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const hello = await startServer({
      name: 'hello',
      command: process.execPath,
      args: [path.join(root, 'bench/hello-node.mjs')],
    });
    const base = await load({ url: hello.url, path: '/', connections: CONNECTIONS, duration });
    await hello.stop();
    const lotus = await startServer({
      name: 'lotus',
      command: process.execPath,
      args: lotusArgs(),
      env: lotusEnv,
      readyPath: ROUTE,
      headers,
    });
    const route = await load({ url: lotus.url, path: ROUTE, headers, connections: CONNECTIONS, duration });
    await lotus.stop();
    const row = {
      round,
      hello: base.rps,
      route: route.rps,
      helloP99: base.p99,
      routeP99: route.p99,
      ratio: route.rps / base.rps,
    };
    rows.push(row);
    console.log(
      `round ${round}: node:http ${fmt(base.rps)} req/s, route ${fmt(route.rps)} req/s (p99 ${route.p99} ms), ratio ${row.ratio.toFixed(3)}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const med = (key) => median(rows.map((r) => r[key]));
const ratios = rows.map((r) => r.ratio);
const summary = {
  round: 'median',
  hello: med('hello'),
  route: med('route'),
  helloP99: med('helloP99'),
  routeP99: med('routeP99'),
  ratio: med('ratio'),
};
rows.push(summary);
printTable(
  [
    { key: 'round', title: 'round' },
    { key: 'hello', title: 'node:http req/s' },
    { key: 'route', title: 'route req/s' },
    { key: 'routeP99', title: 'route p99 ms' },
    { key: 'ratio', title: 'ratio' },
  ],
  rows,
);
console.log(
  `ratio median ${summary.ratio.toFixed(3)} (spread ${spread(ratios)}), target ≥ ${TARGET}: ${summary.ratio >= TARGET ? 'met' : 'missed'}`,
);
