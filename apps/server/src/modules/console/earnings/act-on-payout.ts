import type { ConsoleEarningPayout } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { approvePayout } from '../../earnings/approve-payout.ts';
import { holdPayout } from '../../earnings/hold-payout.ts';
import type { PayoutAuthor } from '../../earnings/payout-action.ts';
import { reversePayout } from '../../earnings/reverse-payout.ts';
import { payoutsWithNames } from './queries.ts';
import { consolePayoutView } from './views.ts';

export type PayoutActionName = 'hold' | 'approve' | 'reverse';

/**
 * An operator holds, approves or reverses a payout through the engine's use cases (each audited in its own
 * transaction, with the reason when one is given), then gets the payout as it now stands.
 */
export async function actOnPayout(
  db: Database,
  clock: Clock,
  ctx: RequestContext,
  operatorId: number,
  payoutId: number,
  action: PayoutActionName,
  reason?: string,
): Promise<ConsoleEarningPayout> {
  const merchantId = ctx.merchant.id;
  const author: PayoutAuthor = { source: ctx, operatorId, ...(reason ? { reason } : {}) };
  if (action === 'hold') await holdPayout(db, merchantId, payoutId, author);
  else if (action === 'approve') await approvePayout(db, clock, merchantId, payoutId, author);
  else await reversePayout(db, clock, merchantId, payoutId, author);
  const [row] = await payoutsWithNames(db.orm, merchantId, { payoutId });
  if (!row) throw new AppError('earnings.payout.not.found');
  return consolePayoutView(row);
}
