// `/wps/system/status` throughput of the production server bundle (PGlite, a fresh data folder per round) as a
// ratio of bare Fastify hello-world, interleaved over ROUNDS rounds, each server in a fresh process.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, median, startServer } from './lib/harness.mjs';
import { ensureBundle } from './lib/lotus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = ensureBundle();
const fastifyFrom = createRequire(path.join(root, 'apps/server/package.json')).resolve('fastify');
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const headers = { Merchant: 'LOTUS', Language: 'EN' };

const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
  const base = await startServer({
    name: 'hello',
    command: process.execPath,
    args: [path.join(root, 'bench/hello-fastify.mjs')],
    env: { NODE_PATH: path.dirname(path.dirname(fastifyFrom)) },
  });
  const hello = await load({ url: base.url, path: '/', connections: CONNECTIONS, duration: DURATION });
  await base.stop();

  const lotus = await startServer({
    name: 'lotus',
    command: process.execPath,
    args: [bundle],
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
    readyPath: '/wps/system/status',
    headers,
  });
  const status = await load({
    url: lotus.url,
    path: '/wps/system/status',
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  await lotus.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = status.rps / hello.rps;
  rows.push({
    round,
    helloRps: Math.round(hello.rps),
    statusRps: Math.round(status.rps),
    ratio,
    statusP99: status.p99,
  });
  console.log(
    `round ${round}: hello ${Math.round(hello.rps)} req/s, status ${Math.round(status.rps)} req/s (p99 ${status.p99} ms), ratio ${ratio.toFixed(3)}`,
  );
}
console.log(
  `median: hello ${median(rows.map((r) => r.helloRps))} req/s, status ${median(rows.map((r) => r.statusRps))} req/s, ratio ${median(rows.map((r) => r.ratio)).toFixed(3)}`,
);
