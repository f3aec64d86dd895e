import { fromMinorUnits, type RecomputeEarningRunResult } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { recomputePeriod } from '../../earnings/recompute-period.ts';
import { findRunView } from './queries.ts';
import { runView } from './views.ts';

/** An operator recomputes a run's period (audited by the engine): only the difference moves. Returns the run afresh. */
export async function recomputeEarningRun(
  db: Database,
  clock: Clock,
  ctx: RequestContext,
  operatorId: number,
  runId: number,
): Promise<RecomputeEarningRunResult> {
  const outcome = await recomputePeriod(db, clock, ctx.merchant.id, runId, {
    source: ctx,
    operatorId,
  });
  const found = await findRunView(db.orm, ctx.merchant.id, runId);
  if (!found) throw new AppError('earnings.run.not.found');
  return { run: runView(found.run, found.held), moved: fromMinorUnits(outcome.moved) };
}
