import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run ledger:verify` against the embedded database of a running server: the real server process and the real
 * CLI on one temporary data folder. Always on PGlite (DATABASE_URL is cleared for both), since that is where one
 * process owns the data.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir = '';
let server: ChildProcess | undefined;
const env = () => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'error',
  WEB_DIST: path.join(tmpdir(), 'lotus-ledger-verify-no-web'),
});

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env(), PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

function ledgerVerify() {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['src/cli/ledger-verify.ts'],
      { cwd: serverDir, env: env(), timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-ledger-verify-'));
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('ledger:verify on the embedded database', () => {
  it('says the server holds the data folder and exits non-zero, then verifies once the server stopped', async () => {
    const port = await freePort();
    server = await startServer(port);
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(existsSync(lockFile)).toBe(true);

    const refused = await ledgerVerify();
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('the server is running on this data folder');
    expect(refused.stderr).toContain(`process ${server.pid}`);
    expect(refused.stderr).toContain('DATABASE_URL');
    expect(refused.stderr).not.toMatch(/Aborted/);
    expect(refused.stdout).toBe('');
    // The server did not notice.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    server.kill('SIGTERM');
    await exited(server);
    expect(existsSync(lockFile)).toBe(false);
    const verified = await ledgerVerify();
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, total: '0' });
  }, 180_000);

  it('takes over a lock left by a process that is gone (a server killed with SIGKILL)', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await exited(gone);
    await writeFile(path.join(dataDir, 'pglite.lock'), `${gone.pid}\n`);
    const verified = await ledgerVerify();
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);
});
