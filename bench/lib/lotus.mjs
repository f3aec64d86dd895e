// Plumbing shared by the benches that run the production server bundle (framework, balance, login, websocket,
// startup): the bundle itself, the bench's own process pinned to the load generator's core, a real login as the web
// client sends it (sealed body), a PostgreSQL schema of its own, and table printing.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_CORE } from './harness.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_CORE = process.env.BENCH_CLIENT_CORE ?? (SERVER_CORE === '0' ? '1' : '0');
export const fromServer = createRequire(path.join(root, 'apps/server/package.json'));
export const bundle = path.join(root, 'apps/server/dist/main.js');
export const MERCHANT = 'LOTUS';

/**
 * The production bundle (`apps/server/dist/main.js`), built first when it is missing or `--build` is given. An
 * existing bundle is used as it is: its age is printed, since the sources may have moved on since.
 */
export function ensureBundle() {
  if (!existsSync(bundle) || process.argv.includes('--build')) {
    const built = spawnSync(process.execPath, ['build.ts'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
    if (built.status !== 0) throw new Error('building apps/server/dist failed');
  }
  const minutes = Math.round((Date.now() - statSync(bundle).mtimeMs) / 60_000);
  console.log(`server bundle: apps/server/dist/main.js, built ${minutes} min ago (--build rebuilds it)`);
  return bundle;
}

/**
 * The node arguments of a Lotus server: BENCH_SERVER_NODE_ARGS first (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles
 * each server; summarise with `node bench/lib/profile-summary.mjs`), then the bundle.
 */
export const lotusArgs = (script = bundle) => [
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  script,
];

/** Pins this process (the load generator) to the core the server does not use. */
export function pinSelf() {
  if (CLIENT_CORE === 'none') return;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', CLIENT_CORE, String(process.pid)], { encoding: 'utf8' });
  if (pinned.status !== 0) throw new Error(`taskset failed: ${pinned.stderr}`);
}

/** Settings every bench server runs with: production, quiet logs, the global rate limit out of the way. */
export const productionEnv = (extra = {}) => ({
  NODE_ENV: 'production',
  LOTUS_MODE: 'demo',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  ...extra,
});

/** Logs in through the API as the web client does: the v2 public key, the sealed body; returns the session token. */
export async function logIn(url, { username, password }, device = 'web') {
  const { sealV2 } = await import('@lotus/payload-crypto');
  const headers = { merchant: MERCHANT, device };
  const key = await fetch(`${url}/wps/session/key/rsa?v=2`, { headers });
  if (!key.ok) throw new Error(`public key: ${key.status}`);
  const { envelope, value } = sealV2(await key.text(), JSON.stringify({ username, password }));
  const res = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, encryption: envelope, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  const body = await res.json();
  if (!res.ok || !body.value?.token) throw new Error(`login of ${username}: ${res.status} ${JSON.stringify(body)}`);
  return body.value.token;
}

/** A login request body sealed for `url`'s key (one per request: the server opens each with its private key). */
export async function sealedLogin(url, { username, password }) {
  const { sealV2 } = await import('@lotus/payload-crypto');
  const key = await fetch(`${url}/wps/session/key/rsa?v=2`, { headers: { merchant: MERCHANT } });
  const publicKey = await key.text();
  return () => {
    const { envelope, value } = sealV2(publicKey, JSON.stringify({ username, password }));
    return { headers: { encryption: envelope }, body: JSON.stringify({ value }) };
  };
}

/** A fresh PostgreSQL schema for one server (the server creates it); `drop()` removes it and everything in it. */
export function postgresSchema(databaseUrl) {
  const name = `lotus_bench_${randomBytes(6).toString('hex')}`;
  return {
    name,
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: name },
    async drop() {
      const postgres = fromServer('postgres');
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop schema if exists "${name}" cascade`);
      } finally {
        await sql.end();
      }
    },
  };
}

export const spread = (xs) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
export function fmt(x) {
  if (typeof x !== 'number') return String(x);
  if (Number.isInteger(x)) return x.toLocaleString('en-US');
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  if (Math.abs(x) >= 10) return x.toFixed(1);
  return x.toFixed(3);
}

/** Prints a Markdown table (the README's form) of `rows` with `columns` [{ key, title }]. */
export function printTable(columns, rows) {
  const cells = rows.map((row) => columns.map(({ key }) => fmt(row[key])));
  const widths = columns.map(({ title }, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns.map(({ title }) => title)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of cells) console.log(line(row));
}
