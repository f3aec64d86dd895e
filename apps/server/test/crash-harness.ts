import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { quoteIdentifier } from '../src/db/postgres.ts';

/**
 * The production server as crash tests run it: the bundle `npm run build` makes (dist/main.js), built afresh from
 * the sources, on a data folder of its own (or a schema of its own when DATABASE_URL is set), killed with SIGKILL.
 */
const serverDir = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production bundle of the current sources. */
export function buildBundle() {
  const build = spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** One server's world: its data folder or schema, and the environment it starts with. */
export interface CrashWorld {
  config(): Config;
  /** Opens the database the server uses (only while no server holds an embedded one). */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  start(port: number): Promise<ChildProcess>;
  dispose(): Promise<void>;
}

export async function crashWorld(name: string, env: Record<string, string> = {}): Promise<CrashWorld> {
  const runId = randomBytes(4).toString('hex');
  const schemaName = process.env.DATABASE_URL ? `lotus_${name.replaceAll('-', '_')}_${runId}` : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), `lotus-${name}-`));
  const config = () =>
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: schemaName,
    });
  const withDatabase = async <T>(work: (db: Database) => Promise<T>) => {
    const db = await openDatabase(config());
    try {
      await db.migrate();
      return await work(db);
    } finally {
      await db.close();
    }
  };
  return {
    config,
    withDatabase,
    async start(port) {
      const child = spawn(process.execPath, ['dist/main.js'], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOTUS_MODE: 'demo',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          ...(schemaName ? { DATABASE_SCHEMA: schemaName } : {}),
          WEB_DIST: path.join(tmpdir(), 'lotus-crash-no-web'),
          // Bursts of calls on a busy test machine keep the loop busy: these tests are of crashes, not of shedding.
          SEAMLESS_MAX_EVENT_LOOP_UTILIZATION: '1',
          ...env,
        },
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
    },
    async dispose() {
      if (schemaName) {
        await withDatabase((db) => db.orm.execute(`drop schema if exists ${quoteIdentifier(schemaName)} cascade`));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
