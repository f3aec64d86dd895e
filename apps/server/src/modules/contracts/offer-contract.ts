import {
  type Contract,
  type ContractOffer,
  contractRates,
  isAgentType,
  isTrialType,
  ratesExceed,
} from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ContractDeps } from './deps.ts';
import { announce, noNotices, writeOfferedMessage } from './notify.ts';
import { contractView, findMember, findMemberByUsername, heldContract, insertOffer, setStatus } from './queries.ts';
import { boundOf, contractTransaction, lockedPlan, requireEnabled } from './rules.ts';

/**
 * `MCS2_offerContract`: an agent offers a direct downline a contract no richer than its own bound. A pending offer of
 * the kind is withdrawn (cancelled) in the same commit; an active contract stays until the new offer is accepted.
 */
export async function offerContract(
  deps: ContractDeps,
  ctx: RequestContext,
  memberId: number,
  input: ContractOffer,
): Promise<Contract> {
  const { merchant } = ctx;
  const kind = input.terms.kind;
  requireEnabled(merchant, kind);
  const rates = contractRates(input.terms);
  const notices = noNotices(merchant.id);

  const id = await contractTransaction(deps.db, async (tx) => {
    notices.offered = [];
    notices.inbox = [];
    const plan = await lockedPlan(tx, merchant.id, async () => {
      const me = await findMember(tx, merchant.id, memberId);
      if (!me || !isAgentType(me.type)) throw new AppError('contract.not.agent');
      const downline = await findMemberByUsername(tx, merchant.id, input.downline);
      if (!downline || downline.parentId !== me.id || downline.status !== 'active' || isTrialType(downline.type)) {
        throw new AppError('contract.downline.invalid');
      }
      const bound = await boundOf(tx, merchant, me, kind);
      if (!bound.rates || ratesExceed(rates, bound.rates)) throw new AppError('contract.rate.exceeds');
      const pending = await heldContract(tx, merchant.id, downline.id, kind, 'pending');
      return { me, downline, pending, lock: [bound.contractId, pending?.id] };
    });
    if (plan.pending) await setStatus(tx, plan.pending.id, 'pending', { status: 'cancelled', at: ctx.now });
    const created = await insertOffer(tx, {
      merchantId: merchant.id,
      uplineId: plan.me.id,
      downlineId: plan.downline.id,
      terms: input.terms,
      at: ctx.now,
    });
    await recordAudit(tx, ctx, {
      event: 'contract.offered',
      memberId: plan.me.id,
      detail: { id: created, kind, downline: plan.downline.username, replaced: plan.pending?.id ?? null },
    });
    await writeOfferedMessage(
      tx,
      notices,
      { id: created, kind, downlineId: plan.downline.id, upline: plan.me.username },
      ctx.now,
    );
    return created;
  });

  await announce(deps.db.orm, deps.events, notices);
  return contractView(deps.db.orm, merchant.id, id);
}
