import type { ContractDecisionResult, ContractIdRequest } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ContractDeps } from './deps.ts';
import { contractView, findContract, setStatus } from './queries.ts';
import { contractTransaction, lockedPlan } from './rules.ts';

/** `MCS2_cancelContract`: the upline withdraws a pending offer it made. */
export async function cancelContract(
  deps: ContractDeps,
  ctx: RequestContext,
  memberId: number,
  input: Pick<ContractIdRequest, 'id'>,
): Promise<ContractDecisionResult> {
  const { merchant } = ctx;
  await contractTransaction(deps.db, async (tx) => {
    const { offer } = await lockedPlan(tx, merchant.id, async () => {
      const offer = await findContract(tx, merchant.id, input.id);
      if (!offer || offer.uplineId !== memberId) throw new AppError('contract.not.found');
      if (offer.status !== 'pending') throw new AppError('contract.not.pending');
      return { offer, lock: [offer.id] };
    });
    await setStatus(tx, offer.id, 'pending', { status: 'cancelled', at: ctx.now });
    await recordAudit(tx, ctx, { event: 'contract.cancelled', memberId, detail: { id: offer.id, kind: offer.kind } });
  });
  return { contract: await contractView(deps.db.orm, merchant.id, input.id), terminated: 0 };
}
