import type { MemberStatus } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { reactivateMember, suspendMember } from '../../member/suspension.ts';
import type { AuthDeps } from '../../session/auth-deps.ts';
import { findMemberStatus } from './queries.ts';

/**
 * Suspends or reactivates a member of the operator's merchant, with the operator's reason in the audit log. A
 * suspension ends the member's sessions at once (their open pages become guests). Asking for the state the member
 * is already in is a conflict, so a second operator's click never records a change that did not happen.
 */
export async function changeMemberStatus(
  deps: AuthDeps,
  ctx: RequestContext,
  operatorId: number,
  memberId: number,
  status: MemberStatus,
  reason: string,
) {
  const member = await findMemberStatus(deps.db.orm, ctx.merchant.id, memberId);
  if (!member) throw new AppError('not.found');
  if (member.status === status) throw new AppError('request.conflict');
  if (status === 'suspended') await suspendMember(deps, ctx, member.id, operatorId, reason);
  else await reactivateMember(deps, ctx, member.id, operatorId, reason);
  return { id: member.id, status };
}
