// The authenticated balance read (`GET /wps/v2/wallets/balance` with the session token of a real login of the demo
// member, as the web client calls it) served by the server bundle on PGlite and on PostgreSQL, each as a ratio of raw
// node:http answering a hello (bench/hello-node.mjs) in the same round; ROUNDS rounds, interleaved, each server a
// fresh process pinned to its core, the load generator (this process) on the other.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- balance     # PGlite and PostgreSQL
//   npm run bench -- balance --smoke                                              # one short round
//
// `--compare=<bundle>` adds a second server bundle (another build's dist/main.js, one level below apps/server) on each
// database in every round, so a change is measured before and after under the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { load, medianRow, startServer } from './lib/harness.mjs';
import {
  ensureBundle,
  fmt,
  logIn,
  lotusArgs,
  pinSelf,
  postgresSchema,
  printTable,
  productionEnv,
  root,
  spread,
} from './lib/lotus.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUTE = '/wps/v2/wallets/balance';
const TARGETS = { pglite: 0.08, postgres: 0.25 };
const smoke = process.argv.includes('--smoke');
const compare = process.argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const rounds = smoke ? 1 : ROUNDS;
const duration = smoke ? 1 : DURATION;
const databaseUrl = process.env.DATABASE_URL;

ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
const schema = databaseUrl ? postgresSchema(databaseUrl) : null;
const noWeb = { WEB_DIST: path.join(dataDir, 'no-web-build') };
const targets = {
  pglite: productionEnv({ DATA_DIR: path.join(dataDir, 'pglite-target'), ...noWeb }),
  ...(schema && {
    postgres: productionEnv({ DATA_DIR: path.join(dataDir, 'postgres-target'), ...noWeb, ...schema.env }),
  }),
};
if (!schema) console.log('DATABASE_URL is not set: PGlite only');
if (compare) console.log(`compared with ${path.relative(root, path.resolve(compare))} in every round`);
const startLotus = (env, script) =>
  startServer({ name: 'lotus', command: process.execPath, args: lotusArgs(script), env, readyPath: '/healthz' });

/** The balance read's throughput and p99 from a fresh server of `script` (this build's bundle by default). */
async function measure(target, env, script) {
  const lotus = await startLotus(env, script);
  try {
    const token = await logIn(lotus.url, DEMO_ACCOUNTS.member);
    const headers = { merchant: 'LOTUS', language: 'EN', device: 'web', authorization: token };
    const check = await fetch(lotus.url + ROUTE, { headers });
    if (!check.ok) throw new Error(`${target} balance: ${check.status} ${await check.text()}`);
    return await load({ url: lotus.url, path: ROUTE, headers, connections: CONNECTIONS, duration });
  } finally {
    await lotus.stop();
  }
}

const rows = [];
try {
  // First boot of each database (migrations, demo seed) once, not measured: every round's server reopens it.
  for (const env of Object.values(targets)) await (await startLotus(env)).stop();
  for (let round = 1; round <= rounds; round++) {
    const row = { round };
    const hello = await startServer({
      name: 'hello',
      command: process.execPath,
      args: [path.join(root, 'bench/hello-node.mjs')],
    });
    row.hello = (await load({ url: hello.url, path: '/', connections: CONNECTIONS, duration })).rps;
    await hello.stop();
    for (const [target, env] of Object.entries(targets)) {
      // The compared bundle goes first in odd rounds, so neither build always meets the warmer machine.
      const comparedFirst = compare && round % 2 === 1 ? await measure(target, env, path.resolve(compare)) : undefined;
      const result = await measure(target, env);
      const other = comparedFirst ?? (compare ? await measure(target, env, path.resolve(compare)) : undefined);
      row[target] = result.rps;
      row[`${target}P99`] = result.p99;
      row[`${target}Ratio`] = result.rps / row.hello;
      if (other) {
        row[`${target}Compared`] = other.rps / row.hello;
        row[`${target}Gain`] = result.rps / other.rps;
      }
    }
    rows.push(row);
    console.log(
      `round ${round}: node:http ${fmt(row.hello)} req/s` +
        Object.keys(targets)
          .map((t) => `, ${t} ${fmt(row[t])} req/s (p99 ${row[`${t}P99`]} ms, ratio ${row[`${t}Ratio`].toFixed(3)})`)
          .join(''),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await schema?.drop();
}
const summary = medianRow(rows);
const columns = [
  { key: 'round', title: 'round' },
  { key: 'hello', title: 'node:http req/s' },
  ...Object.keys(targets).flatMap((t) => [
    { key: t, title: `${t} req/s` },
    { key: `${t}P99`, title: `${t} p99 ms` },
    { key: `${t}Ratio`, title: `${t} ratio` },
    ...(compare
      ? [
          { key: `${t}Compared`, title: `${t} compared ratio` },
          { key: `${t}Gain`, title: `${t} this ÷ compared` },
        ]
      : []),
  ]),
];
const ratioSpreads = Object.keys(targets).map((t) => [t, spread(rows.map((r) => r[`${t}Ratio`]))]);
printTable(columns, [...rows, summary]);
for (const [t, range] of ratioSpreads) {
  const ratio = summary[`${t}Ratio`];
  console.log(
    `${t}: ratio median ${ratio.toFixed(3)} (spread ${range}), target ≥ ${TARGETS[t]}: ${ratio >= TARGETS[t] ? 'met' : 'missed'}`,
  );
  if (compare) {
    const compared = summary[`${t}Compared`];
    const gain = spread(rows.map((r) => r[`${t}Gain`]));
    console.log(
      `${t}: compared bundle ratio ${compared.toFixed(3)}; this ÷ compared ${summary[`${t}Gain`].toFixed(2)} (${gain})`,
    );
  }
}
