import { type ContractKind, defaultEarningsSettings, type EarningsSettings } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { computePayouts } from './compute-payouts.ts';
import { payPayouts, statusOf } from './fund-payouts.ts';
import {
  drawPayoutIds,
  findRun,
  finishRun,
  insertPayouts,
  insertRun,
  lockPeriod,
  type MerchantEarnings,
  type PayoutDraft,
  payoutsOfRun,
  saveCarry,
  updatePaidPayouts,
  updatePayout,
} from './queries.ts';
import type { Period } from './rules/periods.ts';
import { recomputeDifference } from './rules/recompute.ts';
import { thresholdMinor } from './rules/share.ts';

export const earningsSettingsOf = (merchant: MerchantEarnings): EarningsSettings => ({
  ...defaultEarningsSettings,
  ...merchant.settings,
});

export interface RunOutcome {
  /** False when the period had already run (nothing was done). */
  ran: boolean;
  payouts: number;
  /** Minor units moved by this call. */
  moved: number;
}

/**
 * Runs (merchant, kind, period) once: computes every holder's payout, stores it with its computation, and pays it in
 * the same transaction, so a crash leaves either nothing or the whole run. A period already run is a no-op; two runs
 * at once take turns on the period's lock and the second finds it done.
 *
 * `recompute` runs a period again after a late bet or a void: only the difference moves. A payout that went up gets
 * the increase; one that went down keeps what was already paid and pays nothing more (`recomputeDifference`).
 */
export async function runPeriod(
  db: Database,
  merchant: MerchantEarnings,
  kind: ContractKind,
  period: Period,
  at: Date,
  options: { recompute?: boolean; audit?: (tx: Orm, outcome: RunOutcome) => Promise<void> } = {},
): Promise<RunOutcome> {
  const recompute = options.recompute ?? false;
  const settings = earningsSettingsOf(merchant);
  return db.orm.transaction(async (tx) => {
    await lockPeriod(tx, merchant.id, kind, period.key);
    const found = await findRun(tx, merchant.id, kind, period.key);
    if (recompute && !found) throw new AppError('earnings.run.not.found');
    if (found?.status === 'done' && !recompute) return { ran: false, payouts: found.payouts, moved: 0 };
    const run = found ?? (await insertRun(tx, merchant.id, kind, period));
    const stored = await payoutsOfRun(tx, run.id);
    const existing = new Map(stored.map((r) => [r.contractId, r]));
    // The run's stored payouts as this call leaves them, for funding.
    const current = new Map<number, PayoutDraft>(stored.map((r) => [r.id, r]));
    const threshold = settings.approvalAbove === null ? null : thresholdMinor(settings.approvalAbove);
    const fresh: Omit<PayoutDraft, 'id'>[] = [];
    for (const p of await computePayouts(tx, merchant.id, kind, period)) {
      // A recompute of an older period leaves the carry a later period has moved since.
      if (p.carry && (!recompute || p.carry.storedFor === null || p.carry.storedFor === period.key))
        await saveCarry(tx, p.contractId, p.carry.in, p.carry.out, period.key);
      const row = existing.get(p.contractId);
      if (row) {
        if (row.status === 'reversed') continue;
        // A stored payout keeps the funding it was made under, whatever the brand has switched to since.
        const funding = row.computation.funding === 'upline' ? 'upline' : 'platform';
        const due = funding === 'upline' ? p.team : p.amount;
        const newDue = row.paid + recomputeDifference(row.paid, due).pay;
        const status = row.status === 'held' ? 'held' : statusOf(row.paid, newDue);
        const changes = { due: newDue, status, computation: { ...p.computation, funding } };
        await updatePayout(tx, row.id, changes);
        current.set(row.id, { ...row, ...changes });
        continue;
      }
      const upline = settings.funding === 'upline';
      const due = upline ? p.team : p.amount;
      if (due <= 0) continue;
      const held = threshold !== null && due > threshold;
      fresh.push({
        merchantId: merchant.id,
        runId: run.id,
        contractId: p.contractId,
        memberId: p.memberId,
        kind,
        periodKey: period.key,
        periodStart: new Date(period.start),
        periodEnd: new Date(period.end),
        payerId: upline ? p.upline : null,
        due,
        paid: 0,
        status: held ? 'held' : 'pending',
        holdReason: held ? 'approval' : null,
        approvedAt: null,
        computation: { ...p.computation, funding: settings.funding },
        transferKeys: [],
      });
    }
    // New payouts are paid before they are stored (their ids drawn first, for the transfers to name them), so each
    // is written once, as funding left it; stored ones are updated.
    const ids = await drawPayoutIds(tx, fresh.length);
    const drafts = fresh.map((f, i) => ({ ...f, id: ids[i] as number }));
    const { moved, changes } = await payPayouts(
      tx,
      merchant.id,
      [...current.values(), ...drafts],
      settings.shortfall,
      at,
    );
    const paid = new Map(changes.map((c) => [c.id, c]));
    await updatePaidPayouts(
      tx,
      changes.filter((c) => current.has(c.id)),
    );
    await insertPayouts(
      tx,
      drafts.map((d) => ({ ...d, ...paid.get(d.id) })),
    );
    await finishRun(tx, run.id, at, recompute);
    const outcome = { ran: true, payouts: current.size + drafts.length, moved };
    await options.audit?.(tx, outcome);
    return outcome;
  });
}
