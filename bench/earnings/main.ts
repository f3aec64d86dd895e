// The real-time salary bench: 5-minute runs of the earnings engine (contracts in force, the team tree, the lottery
// bets settled in the period, the rules, and the payouts stored and paid in one transaction), each over BETS settled
// bets of PLAYERS players below AGENTS agents holding real-time salary contracts, against the bare aggregate query of
// the same bets (stake and payout per member and round). See bench/README.md ("earnings").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- earnings
//   BETS=20000 AGENTS=500 node bench/earnings/main.ts
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../apps/server/src/db/database.ts';
import { jsonRows } from '../../apps/server/src/db/json-rows.ts';
import { rowsOf } from '../../apps/server/src/db/rows-of.ts';
import {
  agentContracts,
  games,
  ledgerAccounts,
  lotteryBets,
  lotteryGames,
  lotteryPeriods,
  members,
} from '../../apps/server/src/db/schema.ts';
import { computePayouts } from '../../apps/server/src/modules/earnings/compute-payouts.ts';
import { merchantForEarnings } from '../../apps/server/src/modules/earnings/queries.ts';
import { periodOf } from '../../apps/server/src/modules/earnings/rules/periods.ts';
import { zoneOfOffset } from '../../apps/server/src/modules/earnings/rules/zone.ts';
import { runPeriod } from '../../apps/server/src/modules/earnings/run-period.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import type { Clock } from '../../apps/server/src/platform/clock.ts';
import { openBenchApp } from '../lib/bench-app.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const BETS = Number(setting('bets', 'BETS', '100000'));
const AGENTS = Number(setting('agents', 'AGENTS', '2000'));
const PLAYERS = Number(setting('players', 'PLAYERS', String(AGENTS * 3)));
const DEPTH = 10;
/** Periods run, each with its own BETS bets: the figures are their medians. */
const ROUNDS = Number(setting('rounds', 'ROUNDS', '3'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = setting('targets', 'TARGETS', databaseUrl ? 'pglite,postgres' : 'pglite')
  .split(',')
  .filter((t) => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));

const clockAt = Date.parse('2026-11-27T04:07:30Z');
const clock: Clock = { now: () => new Date(clockAt) };

/** A small deterministic generator, so every run builds the same tree and bets. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertMembers(orm: Orm, rows: { username: string; type: number; parentId: number | null }[]) {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += 1_000) {
    const inserted = await orm
      .insert(members)
      .values(rows.slice(from, from + 1_000).map((r) => ({ merchantId: 1, ...r })))
      .returning({ id: members.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * A house agent at the top (no contract), AGENTS agents below it in levels of at most DEPTH, each holding a real-time
 * salary contract from its upline with rates that fall with depth, PLAYERS players under random agents, and BETS
 * lottery bets of the players settled in each of the 5-minute periods the runs pay.
 */
async function setUp(orm: Orm, periods: readonly { start: number; end: number }[]) {
  const next = random(20261127);
  const [top] = await insertMembers(orm, [{ username: 'rtbenchtop', type: 1, parentId: null }]);
  if (top === undefined) throw new Error('no top agent');
  const agents: { id: number; depth: number }[] = [];
  // Level by level, each agent under a random agent of the level above, so the tree is at most DEPTH deep.
  const perLevel = Math.ceil(AGENTS / DEPTH);
  let above = [{ id: top, depth: 0 }];
  for (let level = 1; level <= DEPTH && agents.length < AGENTS; level++) {
    const count = Math.min(perLevel, AGENTS - agents.length);
    const parents = Array.from({ length: count }, () => above[Math.floor(next() * above.length)] ?? above[0]);
    const ids = await insertMembers(
      orm,
      parents.map((p, i) => ({ username: `rtbench${level}x${i}`, type: 1, parentId: p?.id ?? top })),
    );
    const level_ = ids.map((id) => ({ id, depth: level }));
    agents.push(...level_);
    const answeredAt = new Date(Math.min(...periods.map((p) => p.start)) - 86_400_000);
    const contracts = ids.map((id, i) => {
      const rate = Math.max(0.1, 2 - level * 0.15);
      return {
        merchantId: 1,
        kind: 'realtimeSalary' as const,
        uplineId: parents[i]?.id ?? top,
        downlineId: id,
        status: 'active' as const,
        terms: { kind: 'realtimeSalary' as const, profitRate: rate, lossRate: rate, singleBet: 1 },
        offeredAt: answeredAt,
        answeredAt,
      };
    });
    for (let from = 0; from < contracts.length; from += 1_000) {
      await orm.insert(agentContracts).values(contracts.slice(from, from + 1_000));
    }
    above = level_;
  }
  // Agents paid every five minutes have their wallets from earlier runs (a first run opens them as it pays).
  for (let from = 0; from < agents.length; from += 1_000) {
    await orm
      .insert(ledgerAccounts)
      .values(
        agents.slice(from, from + 1_000).map((a) => ({ merchantId: 1, memberId: a.id, purpose: 'main' as const })),
      );
  }
  const players = await insertMembers(
    orm,
    Array.from({ length: PLAYERS }, (_, i) => ({
      username: `rtbenchp${i}`,
      type: 0,
      parentId: agents[Math.floor(next() * agents.length)]?.id ?? top,
    })),
  );

  const rounds = await orm
    .select({ id: lotteryPeriods.id })
    .from(lotteryPeriods)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryPeriods.gameId))
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(and(eq(games.merchantId, 1), eq(games.gameCode, 'ssc-1')))
    .limit(5);
  if (rounds.length === 0) throw new Error('no lottery periods');
  for (const [p, period] of periods.entries())
    for (let from = 0; from < BETS; from += 5_000) {
      const rows = Array.from({ length: Math.min(5_000, BETS - from) }, (_, k) => {
        const i = from + k;
        const stake = 200 * (1 + Math.floor(next() * 10));
        const won = next() < 0.45;
        return {
          member_id: players[i % players.length],
          period_id: rounds[Math.floor(i / players.length) % rounds.length]?.id,
          request_key: `rtbench:${p}:${i}`,
          stake,
          payout: won ? Math.floor(stake * 1.95) : 0,
          status: won ? 'won' : 'lost',
          settled_at: new Date(period.start + Math.floor(next() * (period.end - period.start))).toISOString(),
        };
      });
      await orm.execute(sql`
      insert into ${lotteryBets} (merchant_id, member_id, period_id, request_key, play, picks, unit, multiple, bet_count,
        prize_group, odds_version, stake, payout, status, settled_at)
      select 1, member_id, period_id, request_key, 'SSC5.FIXED', '[["1"],[],[],[],[]]', 'yuan', 1, 1, 1950, 1, stake, payout,
        status, settled_at
      from ${jsonRows(rows, {
        member_id: 'bigint',
        period_id: 'bigint',
        request_key: 'text',
        stake: 'bigint',
        payout: 'bigint',
        status: 'text',
        settled_at: 'timestamptz',
      })}`);
    }
}

/** The bare aggregate: stake and payout per member and round over the brand's lottery bets settled in the period. */
async function bareAggregate(orm: Orm, period: { start: number; end: number }) {
  const started = performance.now();
  const result = await orm.execute(sql`
    select period_id, member_id, sum(stake) as stake, sum(payout) as payout
    from ${lotteryBets}
    where merchant_id = 1 and status in ('won', 'lost')
      and settled_at >= ${new Date(period.start).toISOString()}::timestamptz
      and settled_at < ${new Date(period.end).toISOString()}::timestamptz
    group by 1, 2`);
  const ms = performance.now() - started;
  return { ms, groups: rowsOf(result).length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

for (const target of targets) {
  const t = await openBenchApp(target === 'postgres' ? databaseUrl : undefined, clock);
  try {
    await t.app.jobs.runNow('lottery-periods');
    const merchant = await merchantForEarnings(t.db.orm, 1);
    if (!merchant) throw new Error('no demo brand');
    const zone = zoneOfOffset(merchant.gmtOffsetMinutes);
    const periods = Array.from({ length: ROUNDS }, (_, r) =>
      periodOf('fiveMinutes', clockAt - (r + 1) * 5 * 60_000, zone),
    );
    const setUpStarted = performance.now();
    await setUp(t.db.orm, periods);
    // A live database has statistics on its tables; freshly loaded ones have none until autovacuum comes by.
    await t.db.orm.execute(sql`analyze`);
    const setUpMs = performance.now() - setUpStarted;
    const rounds: { bareMs: number; runMs: number; computeMs: number; ratio: number }[] = [];
    for (const period of periods) {
      // The aggregate three times (its median) beside each run: a run pays, and a second run of a period is a no-op.
      const bare = [];
      for (let i = 0; i < 3; i++) bare.push(await bareAggregate(t.db.orm, period));
      // The computation alone (read-only), to tell it from the paying.
      const computing = performance.now();
      const computed = await computePayouts(t.db.orm, merchant.id, 'realtimeSalary', period);
      const computeMs = performance.now() - computing;
      const started = performance.now();
      const outcome = await runPeriod(t.db, merchant, 'realtimeSalary', period, clock.now());
      const runMs = performance.now() - started;
      const bareMs = median(bare.map((b) => b.ms));
      rounds.push({ bareMs, runMs, computeMs, ratio: runMs / bareMs });
      console.log(
        `${target} ${period.key}: ${bare[0]?.groups} member-rounds; bare aggregate ${bareMs.toFixed(0)} ms; ` +
          `run ${runMs.toFixed(0)} ms (${outcome.payouts} payouts; computing ${computed.length} alone ` +
          `${computeMs.toFixed(0)} ms) = ${(runMs / bareMs).toFixed(1)}×`,
      );
    }
    const ledger = await verifyLedger(t.db.orm, 1);
    if (!ledger.ok) throw new Error('the ledger does not verify after the runs');
    const mid = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
    console.log(
      `${target}: set-up ${(setUpMs / 1000).toFixed(1)} s; ${BETS} bets a period of ${PLAYERS} players under ` +
        `${AGENTS} agents; median of ${ROUNDS} periods: bare aggregate ${mid((r) => r.bareMs).toFixed(0)} ms, ` +
        `real-time run ${mid((r) => r.runMs).toFixed(0)} ms (computing alone ${mid((r) => r.computeMs).toFixed(0)} ` +
        `ms), ratio ${mid((r) => r.ratio).toFixed(1)}× (target ≤ 3×, ≤ 3 s)`,
    );
  } finally {
    await t.close();
  }
}
