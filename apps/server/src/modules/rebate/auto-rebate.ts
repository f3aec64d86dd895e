import { buildWhitelabelTree, flattenWhitelabel } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { payRebates } from './pay-rebates.ts';
import {
  autoRebateBrands,
  brandRates,
  findSettings,
  lockMembersRebate,
  type MemberWindow,
  markAutoRan,
  memberStates,
  memberSums,
  memberWindows,
  type NewRebate,
  windowSums,
  withoutJit,
} from './queries.ts';
import { autoRunDue, latestAutoDate, type RatedSum, rebateAmounts, SETTLE_MARGIN_MS, windowOf } from './rules.ts';

/** Members paid per transaction: each under its own lock and key, the ledger moved as one batch. */
const BATCH = 200;

/** What a member's window earns, as the run's evaluation found it. */
export interface EvaluatedMember {
  memberId: number;
  level: number;
  from: Date;
  validBet: number;
  amount: number;
  lines: ReturnType<typeof rebateAmounts>['lines'];
}

/**
 * Where the run reads the brand's bets from in one pass: the window start most members share (the end of the last
 * automatic run), not counting members never paid (whose windows start at `since`, however long ago); `since` when
 * nobody has been paid yet. Never after `to`.
 */
export function splitOf(windows: readonly MemberWindow[], since: Date, to: Date) {
  const counts = new Map<number, number>();
  for (const w of windows) {
    const at = w.from.getTime();
    if (at > since.getTime()) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  let split = since.getTime();
  let most = 0;
  for (const [at, n] of counts) {
    if (n > most || (n === most && at > split)) [split, most] = [at, n];
  }
  return new Date(Math.min(split, to.getTime()));
}

/**
 * The run's evaluation, read in one snapshot: every payable member's window (from the end of their last rebate) and
 * what the bets settled in it up to `to` earn at the rates of the member's level, from one aggregate statement over
 * the brand's bets (`windowSums`). JIT compiling that statement costs PostgreSQL more than it saves.
 */
export async function evaluateBrand(orm: Orm, merchantId: number, to: Date): Promise<EvaluatedMember[]> {
  return orm.transaction(
    async (tx) => {
      const settings = await findSettings(tx, merchantId);
      if (!settings?.enabled || !settings.since) return [];
      await withoutJit(tx);
      const windows = (await memberWindows(tx, merchantId)).filter((w) => w.from.getTime() < to.getTime());
      const split = splitOf(windows, settings.since, to);
      const later = windows.filter((w) => w.from.getTime() > split.getTime());
      const earlier = windows.filter((w) => w.from.getTime() < split.getTime());
      const sums = await windowSums(tx, merchantId, split, to, later, earlier);
      const rates = await brandRates(tx, merchantId);
      const levelRates = new Map<number, Map<string, number>>();
      for (const r of rates) levelRates.set(r.level, (levelRates.get(r.level) ?? new Map()).set(r.category, r.rateBp));
      const byMember = new Map(windows.map((w) => [w.memberId, { window: w, sums: [] as RatedSum[] }]));
      for (const sum of sums) {
        const entry = byMember.get(sum.memberId);
        const rateBp = entry && levelRates.get(entry.window.level)?.get(sum.category);
        if (entry && rateBp) entry.sums.push({ category: sum.category, validBet: sum.validBet, rateBp });
      }
      return [...byMember.values()]
        .filter((e) => e.sums.length > 0)
        .sort((a, b) => a.window.memberId - b.window.memberId)
        .map(({ window, sums: rated }) => ({
          memberId: window.memberId,
          level: window.level,
          from: window.from,
          ...rebateAmounts(rated),
        }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Pays one batch in one transaction, under every member's rebate lock. Each window is read again after the lock:
 * when a claim or a change of level came after the evaluation the member's window is computed afresh (so a claim
 * racing the run pays its window once, and the rate is the level's at payment); below the brand's minimum it waits
 * for the next window. Answers the rebates paid.
 */
async function payBatch(db: Database, merchantId: number, batch: readonly EvaluatedMember[], now: Date) {
  return db.orm.transaction(async (tx) => {
    const ids = batch.map((e) => e.memberId);
    await lockMembersRebate(tx, ids);
    const settings = await findSettings(tx, merchantId);
    if (!settings?.enabled || !settings.since) return [];
    const states = await memberStates(tx, merchantId, ids);
    const payments: NewRebate[] = [];
    for (const evaluated of batch) {
      const state = states.get(evaluated.memberId);
      if (!state?.payable) continue;
      const window = windowOf(settings.since, state.lastTo, now);
      const current =
        state.level === evaluated.level && window.from.getTime() === evaluated.from.getTime()
          ? evaluated
          : rebateAmounts(await memberSums(tx, merchantId, evaluated.memberId, state.level, window));
      if (current.amount === 0 || current.amount < settings.minClaim) continue;
      payments.push({
        memberId: evaluated.memberId,
        source: 'auto',
        from: window.from,
        to: window.to,
        validBet: current.validBet,
        amount: current.amount,
        level: state.level,
        lines: current.lines,
        idempotencyKey: null,
      });
    }
    return payRebates(tx, merchantId, settings.wageringMultiple, payments, now);
  });
}

/**
 * One brand's automatic rebate as of `now`: every member whose window (to the settle margin before now) earns at least
 * the brand's minimum is paid, source `auto`, in batches; below it the window carries to the next. Each paid member
 * hears `balance.changed`. Safe to run twice at once: each payment is decided under the member's lock.
 */
export async function runAutoRebate(deps: { db: Database; events: EventBus }, merchantId: number, now: Date) {
  const settings = await findSettings(deps.db.orm, merchantId);
  if (!settings?.enabled || !settings.since) return { evaluated: 0, paid: 0 };
  const to = new Date(now.getTime() - SETTLE_MARGIN_MS);
  const evaluated = await evaluateBrand(deps.db.orm, merchantId, to);
  const due = evaluated.filter((e) => e.amount > 0 && e.amount >= settings.minClaim);
  return { evaluated: evaluated.length, paid: await payEvaluated(deps, merchantId, due, now) };
}

/** Pays the members evaluated as due, a batch per transaction, and tells each paid member; answers how many. */
export async function payEvaluated(
  deps: { db: Database; events: EventBus },
  merchantId: number,
  due: readonly EvaluatedMember[],
  now: Date,
) {
  let paid = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    const rows = await payBatch(deps.db, merchantId, due.slice(start, start + BATCH), now);
    paid += rows.length;
    for (const row of rows) {
      await deps.events.publish({ merchantId, memberId: row.memberId }, 'balance.changed', { reason: 'rebate' });
    }
  }
  return paid;
}

/** Whether the brand runs rebate (its module and the member centre above it are on). */
const rebateModuleOn = (disabledModules: string[]) =>
  flattenWhitelabel(buildWhitelabelTree(new Set(disabledModules))).REBATE3 === true;

/**
 * `rebate-auto`, every five minutes: for each brand that pays rebate automatically, once the business clock has
 * passed its hour on a business date after the last one run, the brand's run (`runAutoRebate`), then the date is
 * recorded. A brand whose run was missed (every process down) runs at the next tick, once for all the dates missed:
 * windows follow each other, so nothing is lost.
 */
export function autoRebateJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'rebate-auto',
    pattern: '*/5 * * * *',
    async run(now) {
      let brands = 0;
      let paid = 0;
      for (const brand of await autoRebateBrands(deps.db.orm)) {
        if (brand.autoHour === null || !rebateModuleOn(brand.disabledModules)) continue;
        if (!autoRunDue(now.getTime(), brand.gmtOffsetMinutes, brand.autoHour, brand.autoRanOn)) continue;
        const outcome = await runAutoRebate(deps, brand.merchantId, now);
        await markAutoRan(
          deps.db.orm,
          brand.merchantId,
          latestAutoDate(now.getTime(), brand.gmtOffsetMinutes, brand.autoHour),
        );
        brands += 1;
        paid += outcome.paid;
      }
      return `${brands} brands ran, ${paid} rebates paid`;
    },
  };
}
