import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { type RevokedSession, revokeAll } from '../session/sessions.ts';
import { updateMember } from './queries.ts';

/**
 * Suspends a member (the operator console calls this): every session ends at once and logins are refused with
 * `account.suspended` until the account is active again.
 */
export async function suspendMember(
  deps: AuthDeps,
  ctx: RequestContext,
  memberId: number,
  operatorId: number | null,
): Promise<RevokedSession[]> {
  const revoked = await deps.db.orm.transaction(async (tx) => {
    await updateMember(tx, memberId, { status: 'suspended' });
    await recordAudit(tx, ctx, { event: 'member.suspended', memberId, operatorId });
    return revokeAll(tx, ctx, memberId, 'suspended');
  });
  deps.notifyRevoked(revoked);
  return revoked;
}
