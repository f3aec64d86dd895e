// The lottery settlement bench: a drawn period holding BETS bets of MEMBERS members, settled by the lottery's own
// settlement (payouts computed from the pay table, `credit-batch` calls through the seamless wallet API in process,
// the bets moved) against the bare SQL of the same writes (outcomes computed beforehand, untimed), on PGlite and
// PostgreSQL. Both periods hold the same bets and the same result, so their payouts must agree. See bench/README.md
// ("lottery").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- lottery
//   BETS=20000 ROUNDS=1 node bench/lottery/main.ts

import { countBets, type LotteryResult, periodResult, playsOf, quickPick, settleBet, Xoshiro128 } from '@lotus/lottery';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../apps/server/src/db/database.ts';
import { jsonRows } from '../../apps/server/src/db/json-rows.ts';
import { rowsOf } from '../../apps/server/src/db/rows-of.ts';
import {
  bets,
  games,
  ledgerAccounts,
  lotteryBets,
  lotteryGames,
  lotteryPeriods,
  members,
} from '../../apps/server/src/db/schema.ts';
import { BASE_STAKE, payTableOf } from '../../apps/server/src/modules/lottery/game-rules.ts';
import { findLotteryGame, type LotteryGameRow, type PeriodRow } from '../../apps/server/src/modules/lottery/queries.ts';
import { settlePeriod } from '../../apps/server/src/modules/lottery/settle-period.ts';
import { housePurposeOf } from '../../apps/server/src/modules/vendors/money-call.ts';
import { injectTransport } from '../../apps/server/src/modules/vendors/seamless-client.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import type { Clock } from '../../apps/server/src/platform/clock.ts';
import { type BenchApp, openBenchApp } from '../lib/bench-app.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const BETS = Number(setting('bets', 'BETS', '100000'));
const MEMBERS = Number(setting('members', 'MEMBERS', '2000'));
const ROUNDS = Number(setting('rounds', 'ROUNDS', '1'));
const GAME = 'ssc-1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = setting('targets', 'TARGETS', databaseUrl ? 'pglite,postgres' : 'pglite')
  .split(',')
  .filter((t) => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));

const clockAt = Date.parse('2026-11-27T04:00:05Z');
const clock: Clock = { now: () => new Date(clockAt) };

interface BenchBet {
  memberId: number;
  play: string;
  picks: string[][];
  betCount: number;
  stake: number;
}

/** The same random slips for both periods: every SSC5 play, quick-picked, 1× of the base stake. */
function randomBets(memberIds: number[]): BenchBet[] {
  const plays = playsOf('SSC5');
  const random = new Xoshiro128(20261127);
  return Array.from({ length: BETS }, (_, i) => {
    const play = plays[i % plays.length]?.code ?? 'SSC5.FIXED';
    const picks = quickPick(play, random) as string[][];
    const counted = countBets(play, picks);
    const betCount = counted.ok ? counted.count : 1;
    return { memberId: memberIds[i % memberIds.length] as number, play, picks, betCount, stake: betCount * BASE_STAKE };
  });
}

async function setUp(t: BenchApp) {
  const orm = t.db.orm;
  await t.app.jobs.runNow('lottery-periods');
  const [catalogue] = await orm
    .select({ id: games.id })
    .from(games)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(and(eq(games.merchantId, 1), eq(games.gameCode, GAME)));
  const game = catalogue ? await findLotteryGame(orm, catalogue.id) : null;
  if (!game) throw new Error(`the demo seed has no lottery game ${GAME}`);
  const periods = await orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, game.gameId), eq(lotteryPeriods.status, 'open')))
    .orderBy(lotteryPeriods.drawsAt)
    .limit(2);
  const [first, second] = periods;
  if (!first || !second) throw new Error('the keeper opened no periods');
  const result = periodResult('SSC5', first.seed, GAME, first.numero) as LotteryResult;
  await orm
    .update(lotteryPeriods)
    .set({ status: 'drawn', result, drawnAt: clock.now() })
    .where(inArray(lotteryPeriods.id, [first.id, second.id]));

  const memberIds: number[] = [];
  for (let from = 0; from < MEMBERS; from += 1_000) {
    const rows = await orm
      .insert(members)
      .values(
        Array.from({ length: Math.min(1_000, MEMBERS - from) }, (_, i) => ({
          merchantId: 1,
          username: `lotbench${from + i}`,
        })),
      )
      .returning({ id: members.id });
    memberIds.push(...rows.map((r) => r.id));
  }
  await orm.insert(ledgerAccounts).values(memberIds.map((memberId) => ({ merchantId: 1, memberId, purpose: 'main' })));
  await orm
    .insert(ledgerAccounts)
    .values({ merchantId: 1, memberId: null, purpose: housePurposeOf(game.vendorCode) })
    .onConflictDoNothing();

  const slips = randomBets(memberIds);
  for (const period of [first, second]) await placeBets(orm, game, period, slips);
  const reread = await orm
    .select()
    .from(lotteryPeriods)
    .where(inArray(lotteryPeriods.id, [first.id, second.id]));
  const byId = new Map(reread.map((p) => [p.id, p]));
  return { game, periods: [byId.get(first.id), byId.get(second.id)] as [PeriodRow, PeriodRow] };
}

/** Open bets of a period as placed and paid for: the lottery's rows and the wallet's rounds `lot-<id>`. */
async function placeBets(orm: Orm, game: LotteryGameRow, period: PeriodRow, slips: BenchBet[]) {
  for (let from = 0; from < slips.length; from += 5_000) {
    const rows = slips.slice(from, from + 5_000).map((bet, i) => ({
      member_id: bet.memberId,
      request_key: `bench:${period.id}:${from + i}`,
      play: bet.play,
      picks: bet.picks,
      bet_count: bet.betCount,
      stake: bet.stake,
    }));
    await orm.execute(sql`
      insert into ${lotteryBets} (merchant_id, member_id, period_id, request_key, play, picks, unit, multiple, bet_count,
        prize_group, odds_version, stake, status)
      select 1, member_id, ${period.id}, request_key, play, picks, 'yuan', 1, bet_count, ${game.defaultPrizeGroup},
        ${game.oddsVersion}, stake,
        'open'
      from ${jsonRows(rows, { member_id: 'bigint', request_key: 'text', play: 'text', picks: 'jsonb', bet_count: 'integer', stake: 'bigint' })}`);
  }
  await orm.execute(sql`
    insert into ${bets} (merchant_id, member_id, vendor_id, game_id, round_id, stake, status, placed_at)
    select 1, member_id, ${game.vendorId}, ${game.gameId}, 'lot-' || id, stake, 'open', now()
    from ${lotteryBets} where period_id = ${period.id}`);
}

/**
 * The SQL a settlement cannot do without, bare: read the period's bets, then in one transaction lock the wallets, move the bets, settle
 * the rounds, post the wins with their balances, set the balances, store one credit per bet.
 */
async function bareSettlement(orm: Orm, game: LotteryGameRow, period: PeriodRow) {
  const started = performance.now();
  const placed = await orm.select().from(lotteryBets).where(eq(lotteryBets.periodId, period.id));
  // The payouts are worked out in JavaScript; that time is not SQL and is taken off.
  const computing = performance.now();
  const payTable = payTableOf(game, game.defaultPrizeGroup);
  const outcomes = placed.map((bet) => {
    const { winningBets, payout } = settleBet(
      { play: bet.play, picks: bet.picks as string[][], stake: bet.stake / bet.betCount },
      period.result as LotteryResult,
      payTable,
    );
    return { id: bet.id, member_id: bet.memberId, stake: bet.stake, payout, detail: winningBets };
  });
  const computed = performance.now() - computing;
  await orm.transaction(async (tx) => {
    const purpose = housePurposeOf(game.vendorCode);
    const locked = rowsOf<{ id: unknown; member_id: unknown; balance: unknown }>(
      await tx.execute(sql`
        select id, member_id, balance from ${ledgerAccounts}
        where merchant_id = 1 and ((member_id is null and purpose = ${purpose}) or (member_id in (
          select distinct member_id from ${lotteryBets} where period_id = ${period.id}) and purpose = 'main'))
        order by id for update`),
    );
    const account = new Map<number | null, { id: number; balance: number }>(
      locked.map((r) => [
        r.member_id === null ? null : Number(r.member_id),
        { id: Number(r.id), balance: Number(r.balance) },
      ]),
    );
    const house = account.get(null);
    if (!house) throw new Error('no house account');
    const transfers = [];
    for (const o of outcomes) {
      if (o.payout <= 0) continue;
      const wallet = account.get(o.member_id);
      if (!wallet) throw new Error('no wallet');
      wallet.balance += o.payout;
      house.balance -= o.payout;
      transfers.push({
        from_account_id: house.id,
        to_account_id: wallet.id,
        amount: o.payout,
        from_balance_after: house.balance,
        to_balance_after: wallet.balance,
        idempotency_key: `vendor:${game.vendorId}:lot-${o.id}:win`,
      });
    }
    await tx.execute(sql`
      update ${lotteryBets} set status = case when v.payout > 0 then 'won' else 'lost' end, payout = v.payout,
        detail = v.detail, settled_at = now()
      from ${jsonRows(outcomes, { id: 'bigint', payout: 'bigint', detail: 'jsonb' })}
      where ${lotteryBets.id} = v.id and ${lotteryBets.status} = 'open'`);
    await tx.execute(sql`
      update ${bets} set payout = v.payout, status = 'settled', valid_bet = v.stake, settled_at = now()
      from ${jsonRows(outcomes, { id: 'bigint', member_id: 'bigint', stake: 'bigint', payout: 'bigint' })}
      where ${bets.vendorId} = ${game.vendorId} and ${bets.memberId} = v.member_id and ${bets.roundId} = 'lot-' || v.id`);
    await tx.execute(sql`
      insert into ledger_transfers (merchant_id, from_account_id, to_account_id, amount, from_balance_after,
        to_balance_after, kind, reference, idempotency_key, fingerprint, detail, created_at)
      select 1, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, 'win', idempotency_key,
        idempotency_key, idempotency_key, '{}', now()
      from ${jsonRows(transfers, {
        from_account_id: 'bigint',
        to_account_id: 'bigint',
        amount: 'bigint',
        from_balance_after: 'bigint',
        to_balance_after: 'bigint',
        idempotency_key: 'text',
      })}`);
    await tx.execute(sql`
      update ${ledgerAccounts} set balance = v.balance
      from ${jsonRows([...account.values()], { id: 'bigint', balance: 'bigint' })}
      where ${ledgerAccounts.id} = v.id`);
    // The stored call keeps the request and the reply, as the wallet's reconciliation needs.
    const calls = outcomes.map((o) => ({
      id: o.id,
      member_id: o.member_id,
      payout: o.payout,
      request: {
        playerId: String(o.member_id),
        txId: `lot-${o.id}:win`,
        roundId: `lot-${o.id}`,
        gameCode: game.gameCode,
        amount: o.payout / 100,
        currency: 'CNY',
      },
      response: { status: 'OK', balance: (account.get(o.member_id)?.balance ?? 0) / 100, currency: 'CNY' },
    }));
    await tx.execute(sql`
      insert into vendor_transactions (merchant_id, vendor_id, tx_id, action, round_id, member_id, amount, currency,
        fingerprint, status, request, response, created_at)
      select 1, ${game.vendorId}, 'lot-' || v.id || ':win', 'credit', 'lot-' || v.id, v.member_id, v.payout, 'CNY',
        'lot-' || v.id, 'OK', v.request, v.response, now()
      from ${jsonRows(calls, { id: 'bigint', member_id: 'bigint', payout: 'bigint', request: 'jsonb', response: 'jsonb' })}`);
  });
  return performance.now() - started - computed;
}

async function lotusSettlement(t: BenchApp, game: LotteryGameRow, period: PeriodRow) {
  const deps = { db: t.db, clock, transport: injectTransport(() => t.app), log: t.app.log };
  const started = performance.now();
  const outcome = await settlePeriod(deps, period, game);
  const ms = performance.now() - started;
  if (!outcome.done || outcome.waiting > 0) throw new Error(`settlement left ${outcome.waiting} bets waiting`);
  return ms;
}

async function payoutsOf(orm: Orm, periodId: number) {
  const [row] = rowsOf<{ won: unknown; paid: unknown; open: unknown }>(
    await orm.execute(sql`
      select count(*) filter (where status = 'won') as won, coalesce(sum(payout), 0) as paid,
        count(*) filter (where status = 'open') as open
      from ${lotteryBets} where period_id = ${periodId}`),
  );
  return { won: Number(row?.won), paid: Number(row?.paid), open: Number(row?.open) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

for (const target of targets) {
  const bare: number[] = [];
  const lotus: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t = await openBenchApp(target === 'postgres' ? databaseUrl : undefined, clock);
    try {
      const setUpStarted = performance.now();
      const { game, periods } = await setUp(t);
      const setUpMs = performance.now() - setUpStarted;
      // Interleaved: the first of the pair alternates from round to round.
      const [bareFirst, bareSecond] = round % 2 === 0 ? periods : [periods[1], periods[0]];
      bare.push(await bareSettlement(t.db.orm, game, bareFirst));
      lotus.push(await lotusSettlement(t, game, bareSecond));
      const [a, b] = [await payoutsOf(t.db.orm, bareFirst.id), await payoutsOf(t.db.orm, bareSecond.id)];
      if (a.open + b.open > 0 || a.won !== b.won || a.paid !== b.paid) {
        throw new Error(`the two settlements disagree: ${JSON.stringify({ bare: a, lotus: b })}`);
      }
      const ledger = await verifyLedger(t.db.orm, 1);
      if (!ledger.ok) throw new Error('the ledger does not verify after the settlements');
      console.log(
        `${target} round ${round + 1}: set-up ${(setUpMs / 1000).toFixed(1)} s, ${b.won} of ${BETS} bets won, ` +
          `bare SQL ${(bare.at(-1) ?? 0).toFixed(0)} ms, lottery settlement ${(lotus.at(-1) ?? 0).toFixed(0)} ms`,
      );
    } finally {
      await t.close();
    }
  }
  const ratio = median(bare.map((b, i) => b / (lotus[i] ?? NaN)));
  console.log(
    `${target}: ${BETS} bets of ${MEMBERS} members — settlement ${(median(lotus) / 1000).toFixed(2)} s ` +
      `(target ≤ 3 s), ratio to the bare SQL ${ratio.toFixed(2)} (target ≥ 0.5)`,
  );
}
