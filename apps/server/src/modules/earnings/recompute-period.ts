import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PayoutAuthor } from './payout-action.ts';
import { findRunById, merchantForEarnings } from './queries.ts';
import type { PeriodKind } from './rules/periods.ts';
import { runPeriod } from './run-period.ts';

/**
 * Runs a period again after a late bet or a void (an operator's call): the figures are read afresh and only the
 * difference to what was paid moves (`runPeriod` with `recompute`). Running it twice moves nothing the second time.
 * Audited.
 */
export async function recomputePeriod(
  db: Database,
  clock: Clock,
  merchantId: number,
  runId: number,
  author: PayoutAuthor,
) {
  const [run, merchant] = [await findRunById(db.orm, merchantId, runId), await merchantForEarnings(db.orm, merchantId)];
  if (!run || !merchant) throw new AppError('earnings.run.not.found');
  const period = {
    kind: run.periodKind as PeriodKind,
    key: run.periodKey,
    start: run.periodStart.getTime(),
    end: run.periodEnd.getTime(),
  };
  return runPeriod(db, merchant, run.kind, period, clock.now(), {
    recompute: true,
    audit: (tx, outcome) =>
      recordAudit(tx, author.source, {
        event: 'earnings.run.recompute',
        operatorId: author.operatorId,
        detail: { runId, kind: run.kind, periodKey: run.periodKey, payouts: outcome.payouts, moved: outcome.moved },
      }),
  });
}
