import type { VoidLotteryPeriodResult } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import type { LotteryDeps } from '../../lottery/lottery-deps.ts';
import { findLotteryGame } from '../../lottery/queries.ts';
import { voidPeriod } from '../../lottery/void-period.ts';
import { findMerchantPeriod } from './queries.ts';
import { periodView } from './views.ts';

const refusal = (status: string) =>
  status === 'void' ? new AppError('request.conflict') : new AppError('console.lottery.period.drawn');

/**
 * An operator voids a period not drawn yet: no result will stand and every stake still held goes back through the
 * wallet, each exactly once (the lottery's own `voidPeriod`). Recorded in the audit log with the reason and how many
 * bets were refunded; bets the wallet did not answer for are refunded by the keeper's next runs. A drawn period (its
 * result public, its bets being paid) is refused, and so is one already void.
 */
export async function voidLotteryPeriod(
  deps: LotteryDeps,
  ctx: RequestContext,
  operatorId: number,
  periodId: number,
  reason: string,
): Promise<VoidLotteryPeriodResult> {
  const orm = deps.db.orm;
  const found = await findMerchantPeriod(orm, ctx.merchant.id, periodId);
  const game = found && (await findLotteryGame(orm, found.period.gameId));
  if (!found || !game) throw new AppError('not.found');
  if (found.period.status !== 'open') throw refusal(found.period.status);
  const voided = await voidPeriod(deps, found.period, game, reason);
  if (!voided) {
    // Drawn or voided by another run between the read and the update.
    const now = await findMerchantPeriod(orm, ctx.merchant.id, periodId);
    throw refusal(now?.period.status ?? 'void');
  }
  await recordAudit(orm, ctx, {
    event: 'console.lotteryPeriod.voided',
    operatorId,
    detail: {
      periodId,
      gameId: game.gameId,
      gameCode: game.gameCode,
      numero: found.period.numero,
      statusBefore: found.period.status,
      reason,
      refunded: voided.refunded,
      waiting: voided.waiting,
    },
  });
  const after = await findMerchantPeriod(orm, ctx.merchant.id, periodId);
  return {
    period: periodView(after ?? { ...found, period: voided.period }),
    refunded: voided.refunded,
    waiting: voided.waiting,
  };
}
