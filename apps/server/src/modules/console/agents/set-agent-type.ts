import { type AgentChangeResult, type AgentTypeRequest, isAgentType, isTrialType } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditSource } from '../../../platform/audit.ts';
import { auditedUpdate } from '../../../platform/audited-change.ts';
import {
  AGENT_EVENTS,
  hasDownlines,
  lockAgentTree,
  lockMemberByUsername,
  setMemberType,
  usernameOf,
} from './queries.ts';

/**
 * Makes a member an agent of the type (spec §4: 1, 2, 41, 42), another agent type, or an ordinary member again, which
 * only a member without downlines can be (its team would be left under a non-agent). Audited with the type before
 * and after under the member; asking for the type it already has is a conflict and changes nothing.
 */
export async function setAgentType(
  db: Database,
  source: AuditSource,
  operatorId: number,
  input: AgentTypeRequest,
): Promise<AgentChangeResult> {
  return db.orm.transaction(async (tx) => {
    await lockAgentTree(tx, source.merchantId);
    const member = await lockMemberByUsername(tx, source.merchantId, input.member);
    if (!member) throw new AppError('console.agent.member.unknown');
    if (isTrialType(member.type)) throw new AppError('console.agent.trial');
    if (member.type === input.type) throw new AppError('request.conflict');
    if (!isAgentType(input.type) && (await hasDownlines(tx, member.id))) {
      throw new AppError('console.agent.has.downlines');
    }
    await auditedUpdate(tx, source, {
      event: AGENT_EVENTS.type,
      operatorId,
      memberId: member.id,
      subject: { member: member.username, reason: input.reason },
      before: { type: member.type },
      after: { type: input.type },
      write: () => setMemberType(tx, member.id, input.type),
    });
    return {
      id: member.id,
      username: member.username,
      type: input.type,
      upline: await usernameOf(tx, member.parentId),
      contractsEnded: 0,
    };
  });
}
