// The automatic rebate bench: the run's evaluation (every member's window and what its bets earn at their level's
// rates, one aggregate statement: `evaluateBrand`) against the bare aggregate of the same bets
// (`select member_id, sum(valid_bet) … group by member_id`), interleaved over ROUNDS rounds; then the payment phase
// over PAY members (a batch of members per transaction, each under its lock with its own rebate row, ledger transfer
// and turnover). MEMBERS members at VIP levels 0–5, each with an earlier rebate ending a day ago, and BETS bets settled
// since then over the demo catalogue's games of every category (plus OLD bets settled before, already rebated).
// See bench/README.md ("rebate").
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -- rebate
//   MEMBERS=10000 BETS=100000 node bench/rebate/main.ts          # PGlite, smaller
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows-of.ts';
import { evaluateBrand, payEvaluated } from '../../apps/server/src/modules/rebate/auto-rebate.ts';
import { findSettings } from '../../apps/server/src/modules/rebate/queries.ts';
import { SETTLE_MARGIN_MS } from '../../apps/server/src/modules/rebate/rules.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import type { Clock } from '../../apps/server/src/platform/clock.ts';
import { openBenchApp } from '../lib/bench-app.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const setting = (name: string, env: string, fallback: string) => flag(name) ?? process.env[env] ?? fallback;
const MEMBERS = Number(setting('members', 'MEMBERS', '100000'));
const BETS = Number(setting('bets', 'BETS', '1000000'));
const OLD = Number(setting('old', 'OLD', String(Math.round(BETS / 5))));
const ROUNDS = Number(setting('rounds', 'ROUNDS', '5'));
const PAY = Number(setting('pay', 'PAY', '10000'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = setting('targets', 'TARGETS', databaseUrl ? 'postgres' : 'pglite')
  .split(',')
  .filter((t) => t === 'pglite' || (t === 'postgres' && databaseUrl !== undefined));

const DAY = 86_400_000;
const nowMs = Date.parse('2026-12-07T04:00:00Z');
const clock: Clock = { now: () => new Date(nowMs) };
/** Every member's last rebate ended here: the bets since are what the run evaluates. */
const lastEnd = nowMs - DAY;
const to = new Date(nowMs - SETTLE_MARGIN_MS);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

for (const target of targets) {
  const t = await openBenchApp(target === 'postgres' ? databaseUrl : undefined, clock);
  try {
    const orm = t.db.orm;
    const setUpStarted = performance.now();
    // The brand counts from two days ago; the demo seed's rates cover levels 0–5 in eight categories.
    await orm.execute(sql`update rebate_settings set since = ${new Date(nowMs - 2 * DAY).toISOString()}::timestamptz,
      min_claim = 100 where merchant_id = 1`);
    await orm.execute(sql`
      insert into members (merchant_id, username, vip_level, password_hash)
      select 1, 'rbench' || g, g % 6, null from generate_series(1, ${MEMBERS}) g`);
    const [range] = rowsOf<{ first: string; last: string }>(
      await orm.execute(sql`select min(id) as first, max(id) as last from members where username like 'rbench%'`),
    );
    const first = Number(range?.first);
    // Each member's earlier rebate, so each window starts where a real one would: a day ago.
    await orm.execute(sql`
      insert into rebates (merchant_id, member_id, source, from_at, to_at, valid_bet, amount, rank_level, lines,
        created_at)
      select 1, id, 'auto', ${new Date(nowMs - 2 * DAY).toISOString()}::timestamptz,
        ${new Date(lastEnd).toISOString()}::timestamptz, 100, 1, vip_level, '[]'::jsonb,
        ${new Date(lastEnd).toISOString()}::timestamptz
      from members where username like 'rbench%'`);
    // Bets on the catalogue's games of every category: BETS settled since the last rebates, OLD before them.
    const insertBets = (count: number, from: number, span: number, prefix: string) =>
      orm.execute(sql`
        with g as (
          select id, vendor_id, row_number() over (order by id) - 1 as i, count(*) over () as n
          from games where merchant_id = 1
        )
        insert into bets (merchant_id, member_id, vendor_id, game_id, round_id, stake, valid_bet, payout, status,
          placed_at, settled_at)
        select 1, ${first}::bigint + (s * 7919) % ${MEMBERS}, g.vendor_id, g.id, ${prefix}::text || s,
          100 * (1 + s % 50), 100 * (1 + s % 50), 0, 'settled',
          to_timestamp((${from}::bigint + (s * 104729) % ${span}) / 1000.0) - interval '1 minute',
          to_timestamp((${from}::bigint + (s * 104729) % ${span}) / 1000.0)
        from generate_series(1::bigint, ${count}::bigint) s
        join g on g.i = s % g.n`);
    await insertBets(BETS, lastEnd, to.getTime() - lastEnd, 'rb');
    await insertBets(OLD, nowMs - 2 * DAY, DAY, 'rbold');
    // A live database has statistics and visibility maps; freshly loaded tables have neither until autovacuum runs.
    await orm.execute(sql`vacuum analyze`);
    const setUpMs = performance.now() - setUpStarted;
    const [categories] = rowsOf<{ n: string }>(
      await orm.execute(sql`select count(distinct game_type) as n from games where merchant_id = 1`),
    );

    const bare = async () => {
      const started = performance.now();
      const result = await orm.execute(sql`
        select member_id, sum(valid_bet) from bets
        where merchant_id = 1 and status = 'settled'
          and settled_at >= ${new Date(lastEnd).toISOString()}::timestamptz and settled_at < ${to.toISOString()}::timestamptz
        group by member_id`);
      return { ms: performance.now() - started, groups: rowsOf(result).length };
    };
    const evaluate = async () => {
      const started = performance.now();
      const evaluated = await evaluateBrand(orm, 1, to);
      return { ms: performance.now() - started, evaluated };
    };

    const rounds: { bareMs: number; evalMs: number }[] = [];
    let evaluated: Awaited<ReturnType<typeof evaluateBrand>> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first, so neither always meets the cache the other warmed.
      const b = round % 2 === 1 ? await bare() : null;
      const e = await evaluate();
      const bareRun = b ?? (await bare());
      evaluated = e.evaluated;
      rounds.push({ bareMs: bareRun.ms, evalMs: e.ms });
      console.log(
        `${target} round ${round}: bare aggregate ${bareRun.ms.toFixed(0)} ms (${bareRun.groups} members); ` +
          `evaluation ${e.ms.toFixed(0)} ms (${e.evaluated.length} members) = ${(e.ms / bareRun.ms).toFixed(2)}×`,
      );
    }

    const settings = await findSettings(orm, 1);
    const due = evaluated.filter((e) => e.amount >= (settings?.minClaim ?? 0) && e.amount > 0).slice(0, PAY);
    const paying = performance.now();
    const paid = await payEvaluated({ db: t.db, events: t.app.events }, 1, due, clock.now());
    const payMs = performance.now() - paying;
    if (paid !== due.length) throw new Error(`paid ${paid} of ${due.length}`);
    const ledger = await verifyLedger(orm, 1);
    if (!ledger.ok) throw new Error('the ledger does not verify after the payments');

    const ratios = rounds.map((r) => r.evalMs / r.bareMs);
    console.log(
      `${target}: set-up ${(setUpMs / 1000).toFixed(1)} s; ${MEMBERS} members, ${BETS} bets in the window ` +
        `(${OLD} before it) over ${categories?.n} categories; median of ${ROUNDS} rounds: bare aggregate ` +
        `${median(rounds.map((r) => r.bareMs)).toFixed(0)} ms, evaluation ${median(rounds.map((r) => r.evalMs)).toFixed(0)} ms, ` +
        `ratio ${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; ` +
        `target ≤ 3×); payments: ${paid} members in ${(payMs / 1000).toFixed(1)} s = ` +
        `${Math.round(paid / (payMs / 1000))} members/s`,
    );
  } finally {
    await t.close();
  }
}
