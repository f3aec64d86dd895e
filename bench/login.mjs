// Logins: the login endpoint's throughput (`POST /wps/session/login`, the body sealed as the web client seals it)
// served by the server bundle on PGlite, and on PostgreSQL when DATABASE_URL is set, as a ratio of raw argon2id verifies over node:http
// (bench/argon2-verify-node.mjs, the server's parameters) in the same layout: each a fresh process pinned to one core
// (argon2's worker threads with it), the load generator (this process) on the other. Then, on the same server, the
// balance read's p99 at a steady 50 req/s while idle and during a login flood. ROUNDS rounds, interleaved.
//
// The flood logs in the demo agent, the balance read is the demo member's: a login replaces the member's earlier
// session on the same channel. Three logins at a time: the login limits count tries still being judged as failures,
// so a fourth at once on one account would be asked for the captcha (`captcha.required`, after 3 failures); three
// keep the pinned core busy anyway, since argon2's worker threads share it. The global rate limit is set out of the
// way (RATE_LIMIT_PER_MINUTE); logins that succeed leave no failures behind, so the login limits never engage.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- login     # PGlite and PostgreSQL
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import autocannon from 'autocannon';
import { medianRow, startServer } from './lib/harness.mjs';
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
  sealedLogin,
  spread,
} from './lib/lotus.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION = Number(process.env.DURATION ?? 5);
const LOGINS_AT_ONCE = Number(process.env.LOGINS_AT_ONCE ?? 3);
const BALANCE_RATE = Number(process.env.BALANCE_RATE ?? 50);
const TARGET_RATIO = 0.85;
const TARGET_P99 = 2;
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : ROUNDS;
const duration = smoke ? 2 : DURATION;

async function run(options) {
  const result = await autocannon({ pipelining: 1, duration, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A login flood of `LOGINS_AT_ONCE` workers, each request freshly sealed. */
async function loginFlood(url, account) {
  const seal = await sealedLogin(url, account);
  return run({
    url: `${url}/wps/session/login`,
    connections: LOGINS_AT_ONCE,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { headers, body } = seal();
          return { ...request, headers: { ...base, ...headers, 'content-type': 'application/json' }, body };
        },
      },
    ],
  });
}

const base = { merchant: 'LOTUS', language: 'EN', device: 'web' };
const databaseUrl = process.env.DATABASE_URL;
const databases = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
if (!databaseUrl) console.log('DATABASE_URL is not set: PGlite only');
ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
const schemas = [];
// A database per round: a login cut short when a flood ends and its server stops leaves its try counted, and three
// such tries would make the next round's logins ask for the captcha.
function envOf(database, round) {
  const folder = { DATA_DIR: path.join(dataDir, `${database}-${round}`), WEB_DIST: path.join(dataDir, 'no-web-build') };
  if (database === 'pglite' || !databaseUrl) return productionEnv(folder);
  const schema = postgresSchema(databaseUrl);
  schemas.push(schema);
  return productionEnv({ ...folder, ...schema.env });
}
const startLotus = (env) =>
  startServer({ name: 'lotus', command: process.execPath, args: lotusArgs(), env, readyPath: '/healthz' });

/** Logins per second on a fresh database, and the balance p99 idle and during a login flood. */
async function measure(database, round) {
  const env = envOf(database, round);
  await (await startLotus(env)).stop(); // first boot (migrations, demo seed), not measured
  const lotus = await startLotus(env);
  try {
    const logins = await loginFlood(lotus.url, DEMO_ACCOUNTS.agent);
    const token = await logIn(lotus.url, DEMO_ACCOUNTS.member);
    const balance = { url: `${lotus.url}/wps/v2/wallets/balance`, headers: { ...base, authorization: token } };
    const steady = { ...balance, connections: 10, overallRate: BALANCE_RATE };
    const idle = await run(steady);
    const [flooded] = await Promise.all([run(steady), loginFlood(lotus.url, DEMO_ACCOUNTS.agent)]);
    return { logins: logins.rps, idleP99: idle.p99, floodP99: flooded.p99 };
  } finally {
    await lotus.stop();
  }
}

const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const verifier = await startServer({
      name: 'argon2',
      command: process.execPath,
      args: [path.join(root, 'bench/argon2-verify-node.mjs')],
    });
    const argon2 = await run({ url: verifier.url, method: 'POST', body: '{}', connections: LOGINS_AT_ONCE });
    await verifier.stop();
    const row = { round, argon2: argon2.rps };
    for (const database of databases) {
      const measured = await measure(database, round);
      row[`${database}Logins`] = measured.logins;
      row[`${database}Ratio`] = measured.logins / argon2.rps;
      row[`${database}IdleP99`] = measured.idleP99;
      row[`${database}FloodP99`] = measured.floodP99;
      row[`${database}P99Ratio`] = measured.floodP99 / Math.max(measured.idleP99, 1);
    }
    rows.push(row);
    console.log(
      `round ${round}: argon2 ${fmt(row.argon2)}/s` +
        databases
          .map(
            (d) =>
              `; ${d} logins ${fmt(row[`${d}Logins`])}/s, ratio ${row[`${d}Ratio`].toFixed(3)}, balance p99 idle ` +
              `${row[`${d}IdleP99`]} ms, during the flood ${row[`${d}FloodP99`]} ms (${row[`${d}P99Ratio`].toFixed(2)}×)`,
          )
          .join(''),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  for (const schema of schemas) await schema.drop();
}
const summary = medianRow(rows);
printTable(
  [
    { key: 'round', title: 'round' },
    { key: 'argon2', title: 'argon2 verifies/s' },
    ...databases.flatMap((d) => [
      { key: `${d}Logins`, title: `${d} logins/s` },
      { key: `${d}Ratio`, title: `${d} ratio` },
      { key: `${d}IdleP99`, title: `${d} balance p99 idle ms` },
      { key: `${d}FloodP99`, title: `${d} balance p99 flood ms` },
      { key: `${d}P99Ratio`, title: `${d} p99 flood ÷ idle` },
    ]),
  ],
  [...rows, summary],
);
for (const d of databases) {
  const ratio = summary[`${d}Ratio`];
  const p99Ratio = summary[`${d}P99Ratio`];
  console.log(
    `${d}: logins ÷ argon2 median ${ratio.toFixed(3)} (spread ${spread(rows.map((r) => r[`${d}Ratio`]))}), target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'missed'}`,
  );
  console.log(
    `${d}: balance p99 during a login flood ÷ idle median ${p99Ratio.toFixed(2)} (spread ${spread(rows.map((r) => r[`${d}P99Ratio`]))}), target ≤ ${TARGET_P99}: ${p99Ratio <= TARGET_P99 ? 'met' : 'missed'}`,
  );
}
