// Options from flags (`--rounds=5`) or the environment (`BENCH_ROUNDS=5`); flags win.
import type { Operation, Target } from './protocol.ts';

export interface Options {
  targets: Target[];
  operations: Operation[];
  concurrency: number[];
  rounds: number;
  /** Measured calls per concurrency level, per round and target (each after its own warm-up). */
  deposits: number;
  withdrawals: number;
  pgbenchSeconds: number;
  /** The pgbench binary; null: none (absolute figures only); undefined: look for it. */
  pgbench: string | null | undefined;
  databaseUrl: string | undefined;
  /** `taskset -c` lists for the server and for this process (the load generator and pgbench); null: unpinned. */
  serverCore: string | null;
  clientCore: string | null;
  /** A handful of calls, one round: proves the harness works end to end; its figures mean nothing. */
  smoke: boolean;
}

export const usage = `wallet benchmark: deposit credits and withdrawal requests through HTTP, PGlite and PostgreSQL, with pgbench
options (flag or environment variable):
  --targets=pglite,postgres   BENCH_TARGETS      default pglite, and postgres when DATABASE_URL is set
  --ops=deposit,withdrawal    BENCH_OPS
  --concurrency=1,16          BENCH_CONCURRENCY
  --rounds=5                  BENCH_ROUNDS       interleaved rounds; the median is reported
  --deposits=50               BENCH_DEPOSITS     measured credits per level, round and target (at least 3 per worker)
  --withdrawals=16            BENCH_WITHDRAWALS  measured requests per level, round and target (at least 3 per worker)
  --pgbench-seconds=1         BENCH_PGBENCH_SECONDS
  --pgbench=/path/to/pgbench  BENCH_PGBENCH      default: on the PATH or under /usr/lib/postgresql; "none" skips it
  --database-url=postgres://… DATABASE_URL
  --server-core=1             BENCH_SERVER_CORE  taskset list for the server; "none" leaves it unpinned
  --client-core=0             BENCH_CLIENT_CORE  the load generator and pgbench
  --smoke                     BENCH_SMOKE=1      one round of a few calls, checking the harness only`;

function raw(argv: string[], env: NodeJS.ProcessEnv) {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}\n${usage}`);
    flags.set(match[1] as string, match[2] ?? 'true');
  }
  return (flag: string, variable: string) => flags.get(flag) ?? env[variable] ?? undefined;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function positive(value: string | undefined, fallback: number, name: string) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above zero, got ${value}`);
  return n;
}

function oneOf<T extends string>(values: string[], allowed: readonly T[], name: string): T[] {
  for (const v of values) if (!allowed.includes(v as T)) throw new Error(`${name}: ${v} is not one of ${allowed}`);
  return values as T[];
}

const core = (value: string | undefined, fallback: string) => (value === 'none' ? null : (value ?? fallback));

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  if (argv.includes('--help')) return 'help';
  const get = raw(argv, env);
  const databaseUrl = get('database-url', 'DATABASE_URL') || undefined;
  const smokeValue = get('smoke', 'BENCH_SMOKE');
  const pgbenchOption = get('pgbench', 'BENCH_PGBENCH') || undefined;
  const smoke = smokeValue === 'true' || smokeValue === '1';
  const targets = oneOf(
    list(get('targets', 'BENCH_TARGETS') ?? (databaseUrl ? 'pglite,postgres' : 'pglite')),
    ['pglite', 'postgres'] as const,
    'targets',
  );
  if (targets.includes('postgres') && !databaseUrl) throw new Error('the postgres target needs DATABASE_URL');
  const concurrency = list(get('concurrency', 'BENCH_CONCURRENCY') ?? '1,16').map((c) => positive(c, 1, 'concurrency'));
  return {
    targets,
    operations: oneOf(list(get('ops', 'BENCH_OPS') ?? 'deposit,withdrawal'), ['deposit', 'withdrawal'] as const, 'ops'),
    concurrency,
    rounds: smoke ? 1 : positive(get('rounds', 'BENCH_ROUNDS'), 5, 'rounds'),
    deposits: smoke ? 8 : positive(get('deposits', 'BENCH_DEPOSITS'), 50, 'deposits'),
    withdrawals: smoke ? 4 : positive(get('withdrawals', 'BENCH_WITHDRAWALS'), 16, 'withdrawals'),
    pgbenchSeconds: smoke ? 1 : positive(get('pgbench-seconds', 'BENCH_PGBENCH_SECONDS'), 1, 'pgbench-seconds'),
    pgbench: pgbenchOption === 'none' ? null : pgbenchOption,
    databaseUrl,
    serverCore: core(get('server-core', 'BENCH_SERVER_CORE'), '1'),
    clientCore: core(get('client-core', 'BENCH_CLIENT_CORE'), '0'),
    smoke,
  };
}
