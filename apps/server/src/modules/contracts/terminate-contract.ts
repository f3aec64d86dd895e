import type { ContractDecisionResult, ContractIdRequest } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ContractDeps } from './deps.ts';
import { announce, noNotices, writeTerminatedMessages } from './notify.ts';
import { activeContractsBelow, contractView, findContract, setStatus } from './queries.ts';
import { confirmTerminationsError, contractTransaction, lockedPlan } from './rules.ts';
import { cascadeTerminations } from './terminations.ts';

/**
 * `MCS2_terminateContract`: the upline ends a downline's active contract. Its holder is then left without a bound, so
 * the contracts of the kind below the holder end with it (`uplineContractEnded`), once the upline has confirmed them.
 */
export async function terminateContract(
  deps: ContractDeps,
  ctx: RequestContext,
  memberId: number,
  input: ContractIdRequest,
): Promise<ContractDecisionResult> {
  const { merchant } = ctx;
  const notices = noNotices(merchant.id);
  const terminated = await contractTransaction(deps.db, async (tx) => {
    notices.terminated = [];
    notices.inbox = [];
    const { contract, ended } = await lockedPlan(tx, merchant.id, async () => {
      const contract = await findContract(tx, merchant.id, input.id);
      if (!contract || contract.uplineId !== memberId) throw new AppError('contract.not.found');
      if (contract.status !== 'active') throw new AppError('contract.not.active');
      const below = await activeContractsBelow(tx, merchant.id, contract.downlineId, contract.kind);
      const ended = cascadeTerminations(contract.downlineId, null, below);
      return { contract, ended, lock: [contract.id, ...below.map((c) => c.id)] };
    });
    if (ended.length > 0 && input.confirmTerminations !== true) {
      throw await confirmTerminationsError(tx, merchant.id, ended);
    }
    const own = { id: contract.id, kind: contract.kind, downlineId: contract.downlineId, reason: 'upline' as const };
    await setStatus(tx, contract.id, 'active', { status: 'terminated', at: ctx.now, endReason: 'upline' });
    for (const t of ended)
      await setStatus(tx, t.id, 'active', { status: 'terminated', at: ctx.now, endReason: t.reason });
    await writeTerminatedMessages(tx, notices, [own, ...ended], ctx.now);
    await recordAudit(tx, ctx, {
      event: 'contract.terminated',
      memberId,
      detail: { id: contract.id, kind: contract.kind, terminated: ended.map((t) => t.id) },
    });
    return ended.length;
  });
  await announce(deps.db.orm, deps.events, notices);
  return { contract: await contractView(deps.db.orm, merchant.id, input.id), terminated };
}
