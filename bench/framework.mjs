// Framework overhead: the smallest real route through the whole production hook chain, served by the server bundle,
// against two raw node:http baselines run in the same rounds, each server a fresh process pinned to its core, the
// load generator (this process) on the other:
// - the route's own response replayed (bench/replay-node.mjs): the same status, the same headers (names, values,
//   order, bytes) and body, recorded from the bundle at the start of the run, so the ratio measures the hook chain;
// - a hello with two headers (bench/hello-node.mjs), the earlier baseline, which also counts the headers' cost.
//
// The route: `GET /wps/session/social/providers`, the public list of a merchant's social logins (27 bytes, `[]` for
// the demo brand), answered from the cached merchant without the database, after request id, language, security
// headers, rate limit, merchant resolution, the SOCIALLOGIN3 feature gate, the access gate and the envelope.
//
// `--compare=<bundle>` adds a second server bundle (another build's dist/main.js, one level below apps/server) to
// every round, so a change is measured before and after under the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, medianRow, startServer } from './lib/harness.mjs';
import { ensureBundle, fmt, lotusArgs, pinSelf, printTable, productionEnv, root, spread } from './lib/lotus.mjs';
import { assertSameResponse, headerShape, record, replayEnv } from './lib/replay.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUTE = '/wps/session/social/providers';
const TARGET = 0.8;
const headers = { merchant: 'LOTUS', language: 'EN' };
const smoke = process.argv.includes('--smoke');
const compare = process.argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const rounds = smoke ? 1 : ROUNDS;
const duration = smoke ? 1 : DURATION;

ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
const lotusEnv = productionEnv({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') });
const startLotus = (script) =>
  startServer({
    name: 'lotus',
    command: process.execPath,
    args: lotusArgs(script),
    env: lotusEnv,
    readyPath: ROUTE,
    headers,
  });

// First boot (migrations, demo seed) once, not measured: every round's server reopens this folder. The route's
// response is recorded from it for the replay baseline.
const first = await startLotus();
const recorded = await record(first.url + ROUTE, headers);
await first.stop();
if (recorded.status !== 200) throw new Error(`${ROUTE} answered ${recorded.status}`);
const replay = replayEnv(recorded);
const shape = headerShape(recorded);
console.log(
  `route response: ${recorded.status}, ${shape.count} headers (${fmt(shape.bytes)} bytes), body ${recorded.body.length} bytes; ` +
    `the replay baseline answers the same`,
);
if (compare) console.log(`compared with ${path.relative(root, path.resolve(compare))} in every round`);

const startBaseline = (name, script, env = {}) =>
  startServer({ name, command: process.execPath, args: [path.join(root, script)], env });

const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const hello = await startBaseline('hello', 'bench/hello-node.mjs');
    const base = await load({ url: hello.url, path: '/', connections: CONNECTIONS, duration });
    await hello.stop();

    const replayServer = await startBaseline('replay', 'bench/replay-node.mjs', replay);
    if (round === 1) assertSameResponse(recorded, await record(replayServer.url + ROUTE, headers));
    const same = await load({ url: replayServer.url, path: ROUTE, headers, connections: CONNECTIONS, duration });
    await replayServer.stop();

    const measureRoute = async (script) => {
      const server = await startLotus(script);
      const result = await load({ url: server.url, path: ROUTE, headers, connections: CONNECTIONS, duration });
      await server.stop();
      return result;
    };
    // The two bundles take turns going first, so neither always meets the same moment of the round.
    const comparedFirst = compare && round % 2 === 1 ? await measureRoute(path.resolve(compare)) : undefined;
    const route = await measureRoute();
    const other = comparedFirst ?? (compare ? await measureRoute(path.resolve(compare)) : undefined);

    const row = {
      round,
      hello: base.rps,
      same: same.rps,
      route: route.rps,
      routeP99: route.p99,
      ratio: route.rps / same.rps,
      helloRatio: route.rps / base.rps,
      ...(other && {
        other: other.rps,
        otherRatio: other.rps / same.rps,
        otherHelloRatio: other.rps / base.rps,
      }),
    };
    rows.push(row);
    console.log(
      `round ${round}: hello ${fmt(base.rps)}, same headers ${fmt(same.rps)}, route ${fmt(route.rps)} req/s ` +
        `(p99 ${route.p99} ms): ratio ${row.ratio.toFixed(3)} (hello ${row.helloRatio.toFixed(3)})` +
        (other ? `; compared ${fmt(other.rps)} req/s, ratio ${row.otherRatio.toFixed(3)}` : ''),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const measured = [...rows];
const summary = medianRow(measured);
rows.push(summary);
printTable(
  [
    { key: 'round', title: 'round' },
    { key: 'hello', title: 'hello req/s' },
    { key: 'same', title: 'same-headers req/s' },
    ...(compare ? [{ key: 'other', title: 'compared req/s' }] : []),
    { key: 'route', title: 'route req/s' },
    { key: 'routeP99', title: 'route p99 ms' },
    ...(compare ? [{ key: 'otherRatio', title: 'compared ratio' }] : []),
    { key: 'ratio', title: 'ratio' },
    ...(compare ? [{ key: 'otherHelloRatio', title: 'compared ratio (hello)' }] : []),
    { key: 'helloRatio', title: 'ratio (hello)' },
  ],
  rows,
);
const report = (label, key) => `${label} ${summary[key].toFixed(3)} (spread ${spread(measured.map((r) => r[key]))})`;
console.log(
  `${report('ratio to the same-headers baseline', 'ratio')}, target ≥ ${TARGET}: ${summary.ratio >= TARGET ? 'met' : 'missed'}; ` +
    `${report('to the two-header hello', 'helloRatio')}`,
);
if (compare)
  console.log(`compared bundle: ${report('ratio', 'otherRatio')}; ${report('to the hello', 'otherHelloRatio')}`);
