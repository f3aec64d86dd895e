// What the server spends during a step: its CPU (a share of its one core: its threads, argon2's included, are pinned
// there), its RSS, PostgreSQL's CPU (every postgres process on the machine that outlives the step: it is not pinned,
// and other users of the same server count too), the load generator's own CPU, how long each main thread waited for
// its core; and a CPU profile of the server, taken through its inspector.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import WebSocket from 'ws';
import type { CpuProfile } from '../lib/profile-summary.mjs';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds; 0 once it is gone. */
function cpuSeconds(pid: number | string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every postgres process now, by pid. */
function postgresSeconds() {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') byPid.set(pid, cpuSeconds(pid));
    } catch {}
  }
  return byPid;
}

/** CPU seconds postgres processes spent between two readings: those that ended meanwhile are not counted. */
function postgresSince(before: Map<string, number>) {
  let total = 0;
  for (const [pid, seconds] of postgresSeconds()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * Seconds a thread has waited on its core's run queue, ready but not running (`/proc/…/schedstat`): on a machine
 * others share, the time the server or the load generator was held up by other processes' work.
 */
function waitedSeconds(pid: number | string, tid: number | string = pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return 0;
  }
}

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

export interface Usage {
  /** Per cent of one core. */
  serverCpu: number;
  postgresCpu: number;
  clientCpu: number;
  /** Per cent of the time the server's and the load generator's main threads waited for their core. */
  serverWait: number;
  clientWait: number;
  rssMb: number;
}

/** Starts measuring; the returned function ends it. */
export function measureUsage(serverPid: number, withPostgres: boolean): () => Usage {
  const started = performance.now();
  const server = cpuSeconds(serverPid);
  const postgres = withPostgres ? postgresSeconds() : new Map<string, number>();
  const client = process.cpuUsage();
  const serverWait = waitedSeconds(serverPid);
  const clientWait = waitedSeconds(process.pid);
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const ownCpu = process.cpuUsage(client);
    return {
      serverWait: (100 * (waitedSeconds(serverPid) - serverWait)) / seconds,
      clientWait: (100 * (waitedSeconds(process.pid) - clientWait)) / seconds,
      serverCpu: (100 * (cpuSeconds(serverPid) - server)) / seconds,
      postgresCpu: withPostgres ? (100 * postgresSince(postgres)) / seconds : Number.NaN,
      clientCpu: (100 * (ownCpu.user + ownCpu.system)) / 1e6 / seconds,
      rssMb: rssMb(serverPid),
    };
  };
}

/** The server's V8 profiler through its inspector (`--inspect=127.0.0.1:<port>`), sampling every `intervalUs`. */
export async function connectProfiler(port: number, intervalUs: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error('the server has no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  let id = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      id += 1;
      pending.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: intervalUs });
  return {
    start: () => send('Profiler.start'),
    stop: async () => ((await send('Profiler.stop')) as { profile: CpuProfile }).profile,
    close: () => socket.close(),
  };
}
