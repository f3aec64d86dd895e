// Starts the bench server in a fresh process, waits for its fixture, pins it to its own core, and stops it again
// collecting its report. The server listens on a port the kernel gave it (port 0), so it owns the port it reports.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture, ParentMessage, ServerMessage, ServerPlan, ServerReport, Target } from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export interface ServerOptions {
  target: Target;
  plan: ServerPlan;
  /** `taskset -c` list for the server, or null to leave it unpinned. */
  core: string | null;
  databaseUrl?: string | undefined;
  schema?: string | undefined;
}

export interface RunningServer {
  url: string;
  pid: number;
  fixture: Fixture;
  stop(): Promise<ServerReport>;
}

function nextMessage(child: ChildProcess, timeoutMs: number): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`bench server silent for ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ServerMessage) => finish(null, message);
    const onExit = (code: number | null) => finish(new Error(`bench server exited (${code})`));
    function finish(error: Error | null, message?: ServerMessage) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else if (message?.type === 'failed') reject(new Error(`bench server failed: ${message.error}`));
      else resolve(message as ServerMessage);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export async function startBenchServer(options: ServerOptions): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const node = [process.execPath, ...extra, path.join(here, 'bench-server.ts')];
  const [command, ...args] = node;
  const child = spawn(command as string, args, {
    cwd: root,
    env: {
      ...process.env,
      BENCH_TARGET: options.target,
      BENCH_PLAN: JSON.stringify(options.plan),
      BENCH_SCHEMA: options.schema ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 180_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (ready.type !== 'ready') throw new Error(`bench server said ${ready.type} before ready`);
  // Pinned once its set-up (not measured) is done, so that set-up may use every core; -a takes its every thread.
  if (options.core) {
    const pinned = spawnSync('taskset', ['-a', '-p', '-c', options.core, String(child.pid)], { encoding: 'utf8' });
    if (pinned.status !== 0) {
      child.kill('SIGKILL');
      throw new Error(`taskset failed (use --server-core=none): ${pinned.stderr}`);
    }
  }
  return {
    url: `http://127.0.0.1:${ready.port}`,
    pid: child.pid as number,
    fixture: ready.fixture,
    async stop() {
      const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
      try {
        const reported = nextMessage(child, 60_000);
        child.send({ type: 'stop' } satisfies ParentMessage);
        const message = await reported;
        if (message.type !== 'report') throw new Error(`bench server said ${message.type} instead of its report`);
        // It drops its database after the report; wait for that rather than cutting it short.
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        return message.report;
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}
