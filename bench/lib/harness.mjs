// Shared bench plumbing: start a server in a fresh process pinned to one core, wait until it owns
// its port, drive it with autocannon from this process (pinned to the other core), stop it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import autocannon from 'autocannon';

export const SERVER_CORE = process.env.BENCH_SERVER_CORE ?? '1';

// Servers still running when the bench exits (a failed round throws past its stop()) are killed with it.
const running = new Set();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

export async function freePort() {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  await new Promise((r) => srv.close(r));
  return port;
}

async function portOwnedBy(port) {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

// The bench's own database and Redis reach a server only through the `env` it is given: a server meant for PGlite
// that inherited DATABASE_URL would run on PostgreSQL's public schema instead.
const { DATABASE_URL: _database, DATABASE_SCHEMA: _schema, REDIS_URL: _redis, ...inherited } = process.env;
/** What a bench server inherits of the bench's environment: everything but its database and Redis. */
export const inheritedEnv = inherited;

/** Starts `command args` with PORT set, pinned to SERVER_CORE; resolves once `readyPath` answers 200. */
export async function startServer({ name, command, args, env = {}, readyPath = '/', headers = {} }) {
  const port = await freePort();
  if (await portOwnedBy(port)) throw new Error(`port ${port} already taken`);
  const child = spawn('taskset', ['-c', SERVER_CORE, command, ...args], {
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`, { headers });
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export async function load({ url, path, headers = {}, connections = 50, duration = 5 }) {
  const result = await autocannon({ url: url + path, headers, connections, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The table's last row: the median of every column of the rounds (each row has `round` and figures). */
export function medianRow(rows) {
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k !== 'round');
  return Object.fromEntries([['round', 'median'], ...keys.map((k) => [k, median(rows.map((r) => r[k]))])]);
}
