import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import { seedHash } from '@lotus/lottery';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { jsonRows } from '../src/db/json-rows.ts';
import {
  agentContracts,
  earningPayouts,
  games,
  ledgerTransfers,
  lotteryBets,
  lotteryPeriods,
  members,
} from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { runEarnings } from '../src/modules/earnings/jobs.ts';
import { verifyLedger } from '../src/modules/wallet/ledger/verify-ledger.ts';
import { type CrashWorld, crashWorld, exited } from './crash-harness.ts';

/**
 * Crash safety of the earnings engine (issue: "running a period … after a SIGKILL pays it once"): a process runs the
 * real-time salary of a 5-minute period for a few hundred agents and is killed with SIGKILL at a random moment.
 * Running the job again pays every holder exactly once: one payout row per contract, one ledger transfer per paid
 * payout, and a third run moves nothing.
 */
const AGENTS = 300;
const BETS = 20_000;
let world: CrashWorld | undefined;
afterAll(async () => world?.dispose());

async function seedTeams(db: Database, periodStart: number) {
  await seedDemo(db);
  const [game] = await db.orm.select().from(games).where(eq(games.gameCode, 'ssc-1'));
  if (!game) throw new Error('demo seed without ssc-1');
  const seed = randomBytes(32).toString('hex');
  const [round] = await db.orm
    .insert(lotteryPeriods)
    .values({
      gameId: game.id,
      numero: '20991231-0002',
      opensAt: new Date(periodStart - 60_000),
      closesAt: new Date(periodStart),
      drawsAt: new Date(periodStart),
      status: 'settled',
      seed,
      seedHash: seedHash(seed),
    })
    .returning({ id: lotteryPeriods.id });
  const [top] = await db.orm
    .insert(members)
    .values({ merchantId: 1, username: 'crashtop', type: 1 })
    .returning({ id: members.id });
  if (!round || !top) throw new Error('set-up failed');
  // Agents in chains of three under the top agent, each holding a contract from its upline.
  const agents: number[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const parent = i % 3 === 0 ? top.id : (agents[i - 1] as number);
    const [agent] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username: `crashagent${i}`, type: 1, parentId: parent })
      .returning({ id: members.id });
    if (!agent) throw new Error('no agent');
    agents.push(agent.id);
    const rate = 3 - (i % 3);
    await db.orm.insert(agentContracts).values({
      merchantId: 1,
      kind: 'realtimeSalary',
      uplineId: parent,
      downlineId: agent.id,
      status: 'active',
      terms: { kind: 'realtimeSalary', profitRate: rate, lossRate: rate, singleBet: 0 },
      offeredAt: new Date(periodStart - 86_400_000),
      answeredAt: new Date(periodStart - 86_400_000),
    });
  }
  const players = await db.orm
    .insert(members)
    .values(agents.map((parentId, i) => ({ merchantId: 1, username: `crashplayer${i}`, parentId })))
    .returning({ id: members.id });
  const rows = Array.from({ length: BETS }, (_, i) => ({
    member_id: players[i % players.length]?.id,
    request_key: `crash-bet-${i}`,
    stake: 1_000 + (i % 7) * 100,
    payout: i % 4 === 0 ? 1_950 : 0,
    status: i % 4 === 0 ? 'won' : 'lost',
    settled_at: new Date(periodStart + 1_000 + (i % 200) * 1_000).toISOString(),
  }));
  for (let from = 0; from < rows.length; from += 5_000) {
    await db.orm.execute(sql`
      insert into ${lotteryBets} (merchant_id, member_id, period_id, request_key, play, picks, unit, multiple, bet_count,
        prize_group, odds_version, stake, payout, status, settled_at)
      select 1, member_id, ${round.id}, request_key, 'SSC5.FIXED', '[["1"],[],[],[],[]]', 'yuan', 1, 1, 1950, 1, stake,
        payout, status, settled_at
      from ${jsonRows(rows.slice(from, from + 5_000), {
        member_id: 'bigint',
        request_key: 'text',
        stake: 'bigint',
        payout: 'bigint',
        status: 'text',
        settled_at: 'timestamptz',
      })}`);
  }
}

const paidState = async (db: Database) => {
  const payouts = await db.orm
    .select({ contractId: earningPayouts.contractId, due: earningPayouts.due, paid: earningPayouts.paid })
    .from(earningPayouts)
    .where(eq(earningPayouts.kind, 'realtimeSalary'));
  const [transfers] = await db.orm
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, 1), like(ledgerTransfers.idempotencyKey, 'earnings:%')));
  return { payouts, transfers: transfers?.count ?? 0, moved: Number(transfers?.total ?? 0) };
};

describe('an earnings run killed with SIGKILL', () => {
  it('pays every holder once when the job runs again', async () => {
    world = await crashWorld('earnings-crash');
    // The 5-minute period that ended a minute ago, 10:00 to 10:05 at any offset that is a multiple of 5 minutes.
    const periodStart = Math.floor((Date.now() - 6 * 60_000) / 300_000) * 300_000;
    const now = new Date(periodStart + 6 * 60_000);
    await world.withDatabase((db) => seedTeams(db, periodStart));

    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'fixtures/earnings-run.ts'), now.toISOString()],
      {
        env: { ...process.env, ...envOf(world) },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    await new Promise<void>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running')) resolve();
      });
      child.once('exit', () => resolve());
    });
    // Somewhere in the run, which takes about a second here.
    await new Promise((r) => setTimeout(r, randomInt(0, 700)));
    child.kill('SIGKILL');
    await exited(child);

    await world.withDatabase(async (db) => {
      // Whatever the kill left: all of the run or none of it.
      const left = await paidState(db);
      expect(left.moved).toBe(left.payouts.reduce((sum, p) => sum + p.paid, 0));
      await runEarnings({ db }, 'realtimeSalary', ['fiveMinutes'], now);
      const done = await paidState(db);
      const contracts = done.payouts.map((p) => p.contractId);
      expect(new Set(contracts).size).toBe(contracts.length);
      expect(done.payouts.length).toBeGreaterThan(AGENTS / 2);
      expect(done.payouts.every((p) => p.paid === p.due)).toBe(true);
      expect(done.transfers).toBe(done.payouts.filter((p) => p.paid > 0).length);
      expect(done.moved).toBe(done.payouts.reduce((sum, p) => sum + p.paid, 0));
      // A third run finds the period done.
      await runEarnings({ db }, 'realtimeSalary', ['fiveMinutes'], now);
      expect(await paidState(db)).toEqual(done);
      expect((await verifyLedger(db.orm, 1)).ok).toBe(true);
    });
  }, 240_000);
});

/** The environment that points a process at the world's database (its data folder, or its schema). */
function envOf(w: CrashWorld): Record<string, string> {
  const config = w.config();
  return {
    NODE_ENV: 'production',
    LOTUS_MODE: 'demo',
    LOG_LEVEL: 'error',
    DATA_DIR: config.dataDir,
    ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
  };
}
