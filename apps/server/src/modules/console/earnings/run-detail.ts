import type { ConsoleEarningRunDetail } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findRunView, payoutsWithNames } from './queries.ts';
import { consolePayoutView, runView } from './views.ts';

/** A run with every payout of it; another brand's run is not found. */
export async function earningRunDetail(orm: Orm, merchantId: number, runId: number): Promise<ConsoleEarningRunDetail> {
  const found = await findRunView(orm, merchantId, runId);
  if (!found) throw new AppError('earnings.run.not.found');
  const payouts = await payoutsWithNames(orm, merchantId, { runId });
  return { run: runView(found.run, found.held), payouts: payouts.map(consolePayoutView) };
}
