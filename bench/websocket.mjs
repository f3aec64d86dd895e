// Memory per 1,000 idle authenticated sockets on the server's socket endpoint (`GET /ws`, the production bundle on
// PGlite, each socket authenticated with a session token from a real login of the demo member and told `ready`),
// as a ratio of 1,000 idle sockets on a raw `ws` server (bench/ws-node.mjs). Each server is a fresh process pinned
// to its core with `--expose-gc` and the memory probe (bench/lib/memory-probe.mjs); its RSS and V8 heap are read
// after garbage collection before the sockets open and again once they are all open and idle, and the difference
// is the figure. ROUNDS rounds, interleaved.
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import WebSocket from 'ws';
import { medianRow, startServer } from './lib/harness.mjs';
import { ensureBundle, fmt, logIn, pinSelf, printTable, productionEnv, root, spread } from './lib/lotus.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SOCKETS = Number(process.env.SOCKETS ?? 1000);
/** Sockets opened and closed before the first reading. */
const WARM = Number(process.env.WARM ?? 200);
const TARGET = 1.5;
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : ROUNDS;
const sockets = smoke ? 50 : SOCKETS;
const warm = smoke ? 1 : WARM;
const MB = 1024 * 1024;

const bundle = ensureBundle();
pinSelf();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
const probe = path.join(root, 'bench/lib/memory-probe.mjs');
const lotusEnv = productionEnv({ DATA_DIR: path.join(dataDir, 'data'), WEB_DIST: path.join(dataDir, 'no-web-build') });

async function memoryOf(server, file) {
  rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 1200 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Opens `count` sockets, 50 at a time, each sending `auth` and waiting for `ready`. */
async function openSockets(url, count, auth) {
  const open = [];
  const one = async () => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
    await once(socket, 'open');
    const ready = new Promise((resolve, reject) => {
      socket.once('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'ready') resolve();
        else reject(new Error(`socket said ${String(data)}`));
      });
      socket.once('close', (code, reason) => reject(new Error(`socket closed ${code} ${reason}`)));
    });
    socket.send(JSON.stringify(auth));
    await ready;
    open.push(socket);
  };
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, one));
  return open;
}

/** Memory added by `sockets` idle sockets on a fresh server. */
async function measure(name, args, env, auth) {
  const file = path.join(dataDir, `${name}.json`);
  const server = await startServer({
    name,
    command: process.execPath,
    args: ['--expose-gc', '--import', probe, ...args],
    env: { ...env, MEMORY_PROBE_FILE: file },
    readyPath: '/healthz',
  });
  try {
    const message = await auth(server.url);
    // Sockets opened and closed first, so that code loaded and optimised for the first connections (a fixed cost of
    // the process, not of a socket) counts in neither reading.
    for (const socket of await openSockets(server.url, warm, message)) socket.terminate();
    await new Promise((r) => setTimeout(r, 500));
    const before = await memoryOf(server, file);
    const open = await openSockets(server.url, sockets, message);
    await new Promise((r) => setTimeout(r, 2000));
    const after = await memoryOf(server, file);
    for (const socket of open) socket.terminate();
    const per1000 = 1000 / sockets;
    return {
      rss: ((after.rss - before.rss) / MB) * per1000,
      heap: ((after.heapUsed - before.heapUsed) / MB) * per1000,
    };
  } finally {
    await server.stop();
  }
}

const rows = [];
try {
  // First boot (migrations, demo seed) once, not measured.
  await (
    await startServer({
      name: 'lotus',
      command: process.execPath,
      args: [bundle],
      env: lotusEnv,
      readyPath: '/healthz',
    })
  ).stop();
  for (let round = 1; round <= rounds; round++) {
    const raw = await measure('ws', [path.join(root, 'bench/ws-node.mjs')], {}, async () => ({ type: 'auth' }));
    const lotus = await measure('lotus', [bundle], lotusEnv, async (url) => ({
      type: 'auth',
      token: await logIn(url, DEMO_ACCOUNTS.member),
      merchant: 'LOTUS',
    }));
    const row = {
      round,
      wsRss: raw.rss,
      wsHeap: raw.heap,
      lotusRss: lotus.rss,
      lotusHeap: lotus.heap,
      rssRatio: lotus.rss / raw.rss,
      heapRatio: lotus.heap / raw.heap,
    };
    rows.push(row);
    console.log(
      `round ${round}: per 1,000 sockets ws RSS ${fmt(raw.rss)} MB heap ${fmt(raw.heap)} MB, lotus RSS ${fmt(lotus.rss)} MB heap ${fmt(lotus.heap)} MB; ratio RSS ${row.rssRatio.toFixed(2)}, heap ${row.heapRatio.toFixed(2)}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const summary = medianRow(rows);
printTable(
  [
    { key: 'round', title: 'round' },
    { key: 'wsRss', title: 'ws RSS MB' },
    { key: 'wsHeap', title: 'ws heap MB' },
    { key: 'lotusRss', title: 'lotus RSS MB' },
    { key: 'lotusHeap', title: 'lotus heap MB' },
    { key: 'rssRatio', title: 'RSS ratio' },
    { key: 'heapRatio', title: 'heap ratio' },
  ],
  [...rows, summary],
);
for (const [key, label] of [
  ['rssRatio', 'RSS'],
  ['heapRatio', 'heap'],
]) {
  console.log(
    `${label} per 1,000 sockets, lotus ÷ ws: median ${summary[key].toFixed(2)} (spread ${spread(rows.map((r) => r[key]))}), target ≤ ${TARGET}: ${summary[key] <= TARGET ? 'met' : 'missed'}`,
  );
}
