// The VIP counting bench: one run of the `vip-count` job's counting for the demo brand (the valid bet and deposits of
// the window added to every member's progress and members moved up in one statement, their inbox messages, the count
// advanced, then the socket events) over BETS bets and DEPOSITS deposits of MEMBERS members settled in the window,
// against the bare aggregate of the same bets (`select member_id, sum(valid_bet) … group by member_id`). By default
// the brand has been counting for a while (every member has progress, and a window moves about one in twenty up);
// `--cold` counts a brand's first window instead (no progress yet, big stakes: half the members move up at once).
// See bench/README.md ("vip").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- vip
//   MEMBERS=10000 BETS=100000 node bench/vip/main.ts --cold
import { sql } from 'drizzle-orm';
import type { Orm } from '../../apps/server/src/db/database.ts';
import { rowsOf } from '../../apps/server/src/db/rows-of.ts';
import { vipCounts } from '../../apps/server/src/db/schema.ts';
import { countProgress } from '../../apps/server/src/modules/vip/count-progress.ts';
import { merchantDirectory } from '../../apps/server/src/platform/merchant/merchant-directory.ts';
import { openBenchApp } from '../lib/bench-app.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const MEMBERS = Number(setting('members', 'MEMBERS', '100000'));
const BETS = Number(setting('bets', 'BETS', '1000000'));
const DEPOSITS = Number(setting('deposits', 'DEPOSITS', String(Math.floor(MEMBERS / 2))));
/** Windows counted, each with its own bets and deposits: the figures are their medians. */
const ROUNDS = Number(setting('rounds', 'ROUNDS', '1'));
const COLD = process.argv.includes('--cold') || process.env.COLD === '1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = setting('targets', 'TARGETS', databaseUrl ? 'pglite,postgres' : 'pglite')
  .split(',')
  .filter((t) => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));

const WINDOW_MS = 5 * 60_000;
const MARGIN_MS = 60_000;
// A day from now, on a 5-minute boundary: after the demo seed, so its VIP campaigns are live.
const firstWindow = Math.ceil((Date.now() + 86_400_000) / WINDOW_MS) * WINDOW_MS;
let nowMs = firstWindow;
const clock = { now: () => new Date(nowMs) };
/** Rows written per statement while setting up (PGlite holds a statement's rows in memory). */
const CHUNK = 100_000;

/**
 * MEMBERS members, with progress below the demo ladder's VIP 1 (1,000.00) unless cold; in each window
 * [start, start + 5 min), BETS settled bets spread over them (stakes 0.10 to 10.00, or 1.00 to 200.00 when cold, when
 * about half the members reach VIP 1 in the first window) and DEPOSITS credited deposits, all written by the database
 * itself from series.
 */
async function addMembers(orm: Orm) {
  for (let from = 0; from < MEMBERS; from += CHUNK) {
    await orm.execute(sql`
      insert into members (merchant_id, username, type)
      select 1, 'vb' || g, 0 from generate_series(${from + 1}::int, ${Math.min(MEMBERS, from + CHUNK)}::int) g`);
  }
  if (COLD) return;
  await orm.execute(sql`
    insert into vip_progress (member_id, merchant_id, valid_bet, deposit)
    select id, 1, (id * 7919) % 100000, (id * 104729) % 20000
    from members where merchant_id = 1 and username like 'vb%'`);
}

async function addWindow(orm: Orm, round: number, start: number) {
  const ids = sql`(select array_agg(id order by id) as a from members where merchant_id = 1 and username like 'vb%')`;
  for (let from = 0; from < BETS; from += CHUNK) {
    await orm.execute(sql`
      insert into bets (merchant_id, member_id, vendor_id, round_id, stake, valid_bet, payout, status, placed_at,
        settled_at)
      select 1, ids.a[1 + (g % cardinality(ids.a))], v.id, ${`vb${round}:`} || g, s.stake, s.stake, 0, 'settled',
        t.at - interval '1 minute', t.at
      from generate_series(${from + 1}::int, ${Math.min(BETS, from + CHUNK)}::int) g
      cross join ${ids} ids
      cross join (select min(id) as id from game_vendors where merchant_id = 1) v
      cross join lateral (select ${COLD ? 100 : 10} * (1 + (g::bigint * 7919) % ${COLD ? 200 : 100}) as stake) s
      cross join lateral (select ${new Date(start).toISOString()}::timestamptz
        + (g % ${WINDOW_MS / 1000}) * interval '1 second' as at) t`);
  }
  await orm.execute(sql`
    insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount, status, created_at, expires_at,
      settled_at)
    select 1, ids.a[1 + ((g * 31) % cardinality(ids.a))], c.id, ${`VB${round}D`} || g, 100 * (10 + g % 200), 'credited',
      t.at, t.at, t.at
    from generate_series(1, ${DEPOSITS}::int) g
    cross join ${ids} ids
    cross join (select min(id) as id from deposit_channels where merchant_id = 1) c
    cross join lateral (select ${new Date(start).toISOString()}::timestamptz
      + (g % ${WINDOW_MS / 1000}) * interval '1 second' as at) t`);
}

/** The bare aggregate: valid bet per member over the brand's bets settled in the window. */
async function bareAggregate(orm: Orm, start: number) {
  const started = performance.now();
  const result = await orm.execute(sql`
    select member_id, sum(valid_bet) as valid_bet from bets
    where merchant_id = 1 and status = 'settled'
      and settled_at >= ${new Date(start).toISOString()}::timestamptz
      and settled_at < ${new Date(start + WINDOW_MS).toISOString()}::timestamptz
    group by member_id`);
  return { ms: performance.now() - started, groups: rowsOf(result).length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

for (const target of targets) {
  nowMs = firstWindow;
  const t = await openBenchApp(target === 'postgres' ? databaseUrl : undefined, clock);
  try {
    const setUpStarted = performance.now();
    await addMembers(t.db.orm);
    const windows = Array.from({ length: ROUNDS }, (_, r) => firstWindow + r * WINDOW_MS);
    for (const [round, start] of windows.entries()) await addWindow(t.db.orm, round, start);
    // Counting starts at the first window (as if the ladder were saved then).
    await t.db.orm.update(vipCounts).set({ countedUntil: new Date(firstWindow) });
    // A live database has statistics on its tables; freshly loaded ones have none until autovacuum comes by.
    await t.db.orm.execute(sql`analyze`);
    const setUpMs = performance.now() - setUpStarted;
    const merchant = await merchantDirectory(t.db).get('LOTUS');
    if (!merchant) throw new Error('no demo brand');
    const rounds: { bareMs: number; runMs: number; ratio: number }[] = [];
    for (const start of windows) {
      const bare = [];
      for (let i = 0; i < 3; i++) bare.push(await bareAggregate(t.db.orm, start));
      // The run counts exactly this window: its cutoff (now less the margin) is the window's end.
      nowMs = start + WINDOW_MS + MARGIN_MS;
      const started = performance.now();
      const outcome = await countProgress({ db: t.db, events: t.app.events }, merchant, clock.now());
      const runMs = performance.now() - started;
      const bareMs = median(bare.map((b) => b.ms));
      rounds.push({ bareMs, runMs, ratio: runMs / bareMs });
      console.log(
        `${target} ${new Date(start).toISOString()}: ${bare[0]?.groups} members bet; bare aggregate ` +
          `${bareMs.toFixed(0)} ms; counting run ${runMs.toFixed(0)} ms (${outcome.counted} members counted, ` +
          `${outcome.upgraded} moved up) = ${(runMs / bareMs).toFixed(1)}×`,
      );
    }
    const mid = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
    console.log(
      `${target}${COLD ? ' (cold)' : ''}: set-up ${(setUpMs / 1000).toFixed(1)} s; ${BETS} bets and ${DEPOSITS} ` +
        `deposits a window over ` +
        `${MEMBERS} members; median of ${ROUNDS} windows: bare aggregate ${mid((r) => r.bareMs).toFixed(0)} ms, ` +
        `counting run ${mid((r) => r.runMs).toFixed(0)} ms, ratio ${mid((r) => r.ratio).toFixed(1)}× (target ≤ 3×)`,
    );
  } finally {
    await t.close();
  }
}
