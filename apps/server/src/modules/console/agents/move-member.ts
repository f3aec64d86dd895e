import {
  type AgentChangeResult,
  type AgentMoveRequest,
  contractKinds,
  isAgentType,
  isTrialType,
} from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditSource } from '../../../platform/audit.ts';
import { auditedUpdate } from '../../../platform/audited-change.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { announce, noNotices, writeTerminatedMessages } from '../../contracts/notify.ts';
import { activeContractsBelow, setStatus } from '../../contracts/queries.ts';
import { contractTransaction, lockedPlan } from '../../contracts/rules.ts';
import { cascadeTerminations, type Termination } from '../../contracts/terminations.ts';
import {
  AGENT_EVENTS,
  heldContracts,
  isSelfOrAbove,
  lockAgentTree,
  lockMemberByUsername,
  setMemberParent,
  usernameOf,
} from './queries.ts';

/**
 * Moves a member, and with it everyone below it, under another agent of the operator's brand. Refused: an upline that
 * is not an agent, the member itself or one of its own team (a cycle), a trial account. The member's contracts with
 * its old upline end (`uplineChanged`; a pending offer is withdrawn), and so do the contracts below it that they
 * bounded (spec §4: its new upline has offered it nothing yet). Audited with the upline before and after under the
 * member; the holders of ended contracts are told as when an upline ends them.
 */
export async function moveMember(
  deps: { db: Database; events: EventBus },
  source: AuditSource & { now: Date },
  operatorId: number,
  input: AgentMoveRequest,
): Promise<AgentChangeResult> {
  const notices = noNotices(source.merchantId);
  const result = await contractTransaction(deps.db, async (tx) => {
    notices.terminated = [];
    notices.inbox = [];
    await lockAgentTree(tx, source.merchantId);
    const member = await lockMemberByUsername(tx, source.merchantId, input.member);
    if (!member) throw new AppError('console.agent.member.unknown');
    if (isTrialType(member.type)) throw new AppError('console.agent.trial');
    // Looked up in the operator's brand only: another brand's agent is not there to move under.
    const upline = await lockMemberByUsername(tx, source.merchantId, input.upline);
    if (!upline) throw new AppError('console.agent.upline.unknown');
    if (upline.id === member.parentId) throw new AppError('request.conflict');
    if (await isSelfOrAbove(tx, member.id, upline.id)) throw new AppError('console.agent.move.cycle');
    if (!isAgentType(upline.type)) throw new AppError('console.agent.upline.not.agent');

    const plan = await lockedPlan(tx, source.merchantId, async () => {
      const held = await heldContracts(tx, source.merchantId, member.id);
      const below = (
        await Promise.all(contractKinds.map((kind) => activeContractsBelow(tx, source.merchantId, member.id, kind)))
      ).flat();
      return { held, below, lock: [...held.map((c) => c.id), ...below.map((c) => c.id)] };
    });
    const own: Termination[] = plan.held
      .filter((c) => c.status === 'active')
      .map((c) => ({ id: c.id, kind: c.kind, downlineId: c.downlineId, reason: 'uplineChanged' }));
    const ended = [...own, ...cascadeTerminations(member.id, null, plan.below)];
    const withdrawn = plan.held.filter((c) => c.status === 'pending');

    for (const c of withdrawn) await setStatus(tx, c.id, 'pending', { status: 'cancelled', at: source.now });
    for (const t of ended) {
      await setStatus(tx, t.id, 'active', { status: 'terminated', at: source.now, endReason: t.reason });
    }
    await writeTerminatedMessages(tx, notices, ended, source.now);
    const oldUpline = await usernameOf(tx, member.parentId);
    await auditedUpdate(tx, source, {
      event: AGENT_EVENTS.upline,
      operatorId,
      memberId: member.id,
      subject: {
        member: member.username,
        reason: input.reason,
        contractsEnded: ended.map((t) => t.id),
        offersWithdrawn: withdrawn.map((c) => c.id),
      },
      before: { upline: oldUpline, uplineId: member.parentId },
      after: { upline: upline.username, uplineId: upline.id },
      write: () => setMemberParent(tx, member.id, upline.id),
    });
    return {
      id: member.id,
      username: member.username,
      type: member.type,
      upline: upline.username,
      contractsEnded: ended.length,
    };
  });
  await announce(deps.db.orm, deps.events, notices);
  return result;
}
