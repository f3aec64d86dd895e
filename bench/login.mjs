// Logins: the login endpoint's throughput (`POST /wps/session/login`, the body sealed as the web client seals it)
// served by the server bundle on PGlite, as a ratio of raw argon2id verifies over node:http
// (bench/argon2-verify-node.mjs, the server's parameters) in the same layout: each a fresh process pinned to one core
// (argon2's worker threads with it), the load generator (this process) on the other. Then, on the same server, the
// balance read's p99 at a steady 50 req/s while idle and during a login flood. ROUNDS rounds, interleaved.
//
// The flood logs in the demo agent, the balance read is the demo member's: a login replaces the member's earlier
// session on the same channel. Three logins at a time: the login limits count tries still being judged as failures,
// so a fourth at once on one account would be asked for the captcha (`captcha.required`, after 3 failures); three
// keep the pinned core busy anyway, since argon2's worker threads share it. The global rate limit is set out of the
// way (RATE_LIMIT_PER_MINUTE); logins that succeed leave no failures behind, so the login limits never engage.
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
ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
// A data folder per round: a login cut short when a flood ends and its server stops leaves its try counted, and
// three such tries would make the next round's logins ask for the captcha.
const envOf = (round) =>
  productionEnv({ DATA_DIR: path.join(dataDir, `round-${round}`), WEB_DIST: path.join(dataDir, 'no-web-build') });
const startLotus = (round) =>
  startServer({
    name: 'lotus',
    command: process.execPath,
    args: lotusArgs(),
    env: envOf(round),
    readyPath: '/healthz',
  });

const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    await (await startLotus(round)).stop(); // first boot (migrations, demo seed), not measured
    const verifier = await startServer({
      name: 'argon2',
      command: process.execPath,
      args: [path.join(root, 'bench/argon2-verify-node.mjs')],
    });
    const argon2 = await run({ url: verifier.url, method: 'POST', body: '{}', connections: LOGINS_AT_ONCE });
    await verifier.stop();

    const lotus = await startLotus(round);
    const logins = await loginFlood(lotus.url, DEMO_ACCOUNTS.agent);
    const token = await logIn(lotus.url, DEMO_ACCOUNTS.member);
    const balance = { url: `${lotus.url}/wps/v2/wallets/balance`, headers: { ...base, authorization: token } };
    const steady = { ...balance, connections: 10, overallRate: BALANCE_RATE };
    const idle = await run(steady);
    const [flooded] = await Promise.all([run(steady), loginFlood(lotus.url, DEMO_ACCOUNTS.agent)]);
    await lotus.stop();

    const row = {
      round,
      argon2: argon2.rps,
      logins: logins.rps,
      ratio: logins.rps / argon2.rps,
      idleP99: idle.p99,
      floodP99: flooded.p99,
      p99Ratio: flooded.p99 / Math.max(idle.p99, 1),
    };
    rows.push(row);
    console.log(
      `round ${round}: argon2 ${fmt(row.argon2)}/s, logins ${fmt(row.logins)}/s, ratio ${row.ratio.toFixed(3)}; ` +
        `balance p99 idle ${row.idleP99} ms, during the flood ${row.floodP99} ms (${row.p99Ratio.toFixed(2)}×)`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const summary = medianRow(rows);
printTable(
  [
    { key: 'round', title: 'round' },
    { key: 'argon2', title: 'argon2 verifies/s' },
    { key: 'logins', title: 'logins/s' },
    { key: 'ratio', title: 'ratio' },
    { key: 'idleP99', title: 'balance p99 idle ms' },
    { key: 'floodP99', title: 'balance p99 flood ms' },
    { key: 'p99Ratio', title: 'p99 flood ÷ idle' },
  ],
  [...rows, summary],
);
console.log(
  `logins ÷ argon2: median ${summary.ratio.toFixed(3)} (spread ${spread(rows.map((r) => r.ratio))}), target ≥ ${TARGET_RATIO}: ${summary.ratio >= TARGET_RATIO ? 'met' : 'missed'}`,
);
console.log(
  `balance p99 during a login flood ÷ idle: median ${summary.p99Ratio.toFixed(2)} (spread ${spread(rows.map((r) => r.p99Ratio))}), target ≤ ${TARGET_P99}: ${summary.p99Ratio <= TARGET_P99 ? 'met' : 'missed'}`,
);
