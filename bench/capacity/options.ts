// The capacity bench's flags.

export type Target = 'pglite' | 'postgres';

export interface Options {
  targets: Target[];
  /** Players at each step, ascending. */
  steps: number[];
  /** Seconds after a step's players joined before measuring, and seconds measured. */
  warmup: number;
  hold: number;
  databaseUrl: string | undefined;
  /** A few players for a few seconds: proves the bench works; its figures mean nothing. */
  smoke: boolean;
  /** Go on past a step that missed its latencies (not past failed calls): the CPU curve on a noisy machine. */
  allSteps: boolean;
}

export const DEFAULT_STEPS = [100, 200, 400, 700, 1000, 1500, 2000, 3000];
const SMOKE = { steps: [10], warmup: 3, hold: 5 };

export const usage = `capacity: players one server core carries (the production bundle pinned to one core, simulated players here)
  --steps=100,200,400        players at each step (default ${DEFAULT_STEPS.join(',')})
  --hold=30                  seconds measured at each step (default 30)
  --warmup=15                seconds between a step's last player joining and the measurement (default 15)
  --db=pglite|postgres       one database only (default: PGlite, then PostgreSQL when DATABASE_URL is set)
  --all-steps                go on past steps that miss the latencies (not past failed calls): on a noisy
                             machine the server's CPU share still says where its core saturates
  --smoke                    ${SMOKE.steps[0]} players, ${SMOKE.warmup} s + ${SMOKE.hold} s on each database: proves the bench works, figures mean nothing
  --build                    rebuild apps/server/dist first
  --help                     this list
A step fails when money calls (spins, lottery bets, deposits) pass p99 100 ms, page calls pass p99 200 ms, or any
call fails; the bench stops there and reports the last step that held.`;

const positive = (value: string, name: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above zero, got ${value}`);
  return n;
};

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options | 'help' {
  if (argv.includes('--help')) return 'help';
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}\n${usage}`);
    flags.set(match[1] as string, match[2] ?? 'true');
  }
  for (const name of flags.keys()) {
    if (!['steps', 'hold', 'warmup', 'db', 'smoke', 'build', 'all-steps'].includes(name)) {
      throw new Error(`unknown flag --${name}\n${usage}`);
    }
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const db = flags.get('db');
  if (db !== undefined && db !== 'pglite' && db !== 'postgres') throw new Error(`--db=pglite|postgres, got ${db}`);
  if (db === 'postgres' && !databaseUrl) throw new Error('--db=postgres needs DATABASE_URL');
  const targets: Target[] = db ? [db] : databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const smoke = flags.has('smoke');
  const steps = flags.has('steps')
    ? (flags.get('steps') as string).split(',').map((s) => positive(s.trim(), 'steps'))
    : smoke
      ? SMOKE.steps
      : DEFAULT_STEPS;
  if (steps.some((s, i) => i > 0 && s <= (steps[i - 1] as number))) throw new Error('--steps must go up');
  const seconds = (name: 'hold' | 'warmup', fallback: number) =>
    flags.has(name) ? positive(flags.get(name) as string, name) : smoke ? SMOKE[name] : fallback;
  return {
    targets,
    steps,
    warmup: seconds('warmup', 15),
    hold: seconds('hold', 30),
    databaseUrl,
    smoke,
    allSteps: flags.has('all-steps'),
  };
}
