import {
  type ContractDecision,
  type ContractDecisionResult,
  type ContractKind,
  contractRates,
  isAgentType,
  ratesExceed,
} from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ContractDeps } from './deps.ts';
import { isPastDeadline } from './expire-offers.ts';
import { announce, noNotices, writeTerminatedMessages } from './notify.ts';
import { activeContractsBelow, contractView, findContract, findMember, heldContract, setStatus } from './queries.ts';
import { boundOf, confirmTerminationsError, contractTransaction, lockedPlan, requireEnabled } from './rules.ts';
import { cascadeTerminations } from './terminations.ts';

/**
 * The four process calls: the downline accepts or rejects a pending offer of the endpoint's kind. Accepting checks the
 * upline's bound again (it may have changed since the offer), replaces the member's active contract of the kind, and
 * ends the contracts below that the new rates no longer cover, once the member has confirmed them (else 409
 * `contract.confirm.terminations` with the list, and nothing changes).
 */
export async function answerContract(
  deps: ContractDeps,
  ctx: RequestContext,
  memberId: number,
  kind: ContractKind,
  input: ContractDecision,
): Promise<ContractDecisionResult> {
  const { merchant } = ctx;
  requireEnabled(merchant, kind);
  const notices = noNotices(merchant.id);

  const terminated = await contractTransaction(deps.db, async (tx) => {
    notices.terminated = [];
    notices.inbox = [];
    const plan = await lockedPlan(tx, merchant.id, async () => {
      const offer = await findContract(tx, merchant.id, input.id);
      // Someone else's offer, or another kind's, is not there for this member.
      if (!offer || offer.downlineId !== memberId || offer.kind !== kind) throw new AppError('contract.not.found');
      if (offer.status === 'expired' || isPastDeadline(merchant.contractSettings, offer, ctx.now)) {
        throw new AppError('contract.offer.expired');
      }
      if (offer.status !== 'pending') throw new AppError('contract.not.pending');
      if (!input.accept) return { offer, old: null, ended: [], lock: [offer.id] };

      const me = await findMember(tx, merchant.id, memberId);
      const upline = await findMember(tx, merchant.id, offer.uplineId);
      // The member has moved to another upline since the offer, or the upline is no longer an agent.
      if (!me || !upline || me.parentId !== upline.id || !isAgentType(upline.type)) {
        throw new AppError('contract.not.pending');
      }
      const rates = contractRates(offer.terms);
      const bound = await boundOf(tx, merchant, upline, kind);
      if (!bound.rates || ratesExceed(rates, bound.rates)) throw new AppError('contract.rate.exceeds');
      const old = await heldContract(tx, merchant.id, memberId, kind, 'active');
      const below = await activeContractsBelow(tx, merchant.id, memberId, kind);
      const ended = cascadeTerminations(memberId, rates, below);
      return { offer, old, ended, lock: [offer.id, bound.contractId, old?.id, ...below.map((c) => c.id)] };
    });

    const { offer, old, ended } = plan;
    if (!input.accept) {
      await setStatus(tx, offer.id, 'pending', { status: 'rejected', at: ctx.now });
      await recordAudit(tx, ctx, { event: 'contract.rejected', memberId, detail: { id: offer.id, kind } });
      return 0;
    }
    if (ended.length > 0 && input.confirmTerminations !== true) {
      throw await confirmTerminationsError(tx, merchant.id, ended);
    }
    // The old one first: the partial unique index allows one active contract per member and kind.
    if (old) await setStatus(tx, old.id, 'active', { status: 'terminated', at: ctx.now, endReason: 'replaced' });
    await setStatus(tx, offer.id, 'pending', { status: 'active', at: ctx.now });
    for (const t of ended)
      await setStatus(tx, t.id, 'active', { status: 'terminated', at: ctx.now, endReason: t.reason });
    await writeTerminatedMessages(tx, notices, ended, ctx.now);
    await recordAudit(tx, ctx, {
      event: 'contract.accepted',
      memberId,
      detail: { id: offer.id, kind, replaced: old?.id ?? null, terminated: ended.map((t) => t.id) },
    });
    return ended.length;
  });

  await announce(deps.db.orm, deps.events, notices);
  return { contract: await contractView(deps.db.orm, merchant.id, input.id), terminated };
}
