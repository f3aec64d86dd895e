import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type AuditSource, recordAudit } from '../../platform/audit.ts';
import { findPayout, lockPayout, lockPeriod, type PayoutRow, refreshRunTotals } from './queries.ts';

/** The operator acting on a payout, for the audit log. */
export interface PayoutAuthor {
  source: AuditSource;
  operatorId: number | null;
  /** Why, in the operator's words (a hold, a reversal): kept in the audit entry. */
  reason?: string;
}

/**
 * Runs an operator's change of one payout in a transaction that holds its period (runs and retries of it wait) and
 * its row, then audits it as `earnings.payout.<action>` and brings the run's totals up to date.
 */
export async function payoutAction<T extends Record<string, unknown>>(
  db: Database,
  merchantId: number,
  payoutId: number,
  author: PayoutAuthor,
  action: string,
  change: (tx: Orm, row: PayoutRow) => Promise<T>,
): Promise<T> {
  return db.orm.transaction(async (tx) => {
    // The period first, as runs take it, then the row.
    const seen = await findPayout(tx, merchantId, payoutId);
    if (!seen) throw new AppError('earnings.payout.not.found');
    await lockPeriod(tx, merchantId, seen.kind, seen.periodKey);
    const row = (await lockPayout(tx, merchantId, payoutId)) as PayoutRow;
    const outcome = await change(tx, row);
    await refreshRunTotals(tx, row.runId);
    await recordAudit(tx, author.source, {
      event: `earnings.payout.${action}`,
      operatorId: author.operatorId,
      memberId: row.memberId,
      detail: {
        payoutId,
        contractId: row.contractId,
        periodKey: row.periodKey,
        statusBefore: row.status,
        ...(author.reason ? { reason: author.reason } : {}),
        ...outcome,
      },
    });
    return outcome;
  });
}
