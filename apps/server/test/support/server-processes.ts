import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, freePort } from '../crash-harness.ts';

/**
 * Lotus servers as a scaled deployment runs them: separate processes of the server's entry point (`src/main.ts`,
 * which Node runs with its type stripping), each on a port of its own, sharing whatever database and Redis the
 * environment names. Test controls are on, so each process's clock can be moved through its own port.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
/** What a process printed last, for the failure message of a process that did not come up or died. */
const OUTPUT_KEPT = 8_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`: the process itself, past any proxy. */
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
}

export interface ServerProcesses {
  servers: ServerProcess[];
  /** Moves every process's clock forward by the same amount (`POST /test/clock` on each). */
  advanceClocks(ms: number): Promise<void>;
  /** Asks each process to stop, and kills the ones that have not after a few seconds. Safe to call twice. */
  stop(): Promise<void>;
}

/** Free ports for `count` servers, taken before they start (a proxy in front needs them first). */
export async function freePorts(count: number) {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

async function untilReady(server: ServerProcess, deadline: number) {
  for (;;) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`server on ${server.port} exited (${exitCode ?? signalCode}):\n${server.output()}`);
    }
    const ready = await fetch(`${server.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`server on ${server.port} not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(killer);
}

/** Starts one process per port with `env` on top of the test's own environment; all of them are ready on return. */
export async function startServerProcesses(ports: number[], env: Record<string, string>): Promise<ServerProcesses> {
  const servers = ports.map((port): ServerProcess => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOTUS_MODE: 'demo',
        LOTUS_TEST_CONTROLS: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(tmpdir(), 'lotus-test-no-web-build'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return { url: `http://127.0.0.1:${port}`, port, child, output: () => output };
  });
  const processes: ServerProcesses = {
    servers,
    async advanceClocks(ms) {
      await Promise.all(
        servers.map(async (server) => {
          const res = await fetch(`${server.url}/test/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ advanceMs: ms }),
          });
          if (!res.ok) throw new Error(`clock of ${server.port} not moved: ${res.status} ${await res.text()}`);
        }),
      );
    },
    stop: async () => {
      await Promise.all(servers.map((server) => stopProcess(server.child)));
    },
  };
  try {
    // Three cold starts from the sources at once take some 10 s on two idle cores, and several times that on busy ones.
    const deadline = Date.now() + 100_000;
    await Promise.all(servers.map((server) => untilReady(server, deadline)));
  } catch (error) {
    await processes.stop();
    throw error;
  }
  return processes;
}
