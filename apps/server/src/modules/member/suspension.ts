import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { type RevokedSession, revokeAll } from '../session/sessions.ts';
import { updateMember } from './queries.ts';

/**
 * Suspends a member (the operator console calls this): every session ends at once and logins are refused with
 * `account.suspended` until the account is active again. The reason, when given, is kept in the audit log.
 */
export async function suspendMember(
  deps: AuthDeps,
  ctx: RequestContext,
  memberId: number,
  operatorId: number | null,
  reason?: string,
): Promise<RevokedSession[]> {
  const revoked = await deps.db.orm.transaction(async (tx) => {
    await updateMember(tx, memberId, { status: 'suspended' });
    await recordAudit(tx, ctx, {
      event: 'member.suspended',
      memberId,
      operatorId,
      ...(reason ? { detail: { reason } } : {}),
    });
    return revokeAll(tx, ctx, memberId, 'suspended');
  });
  deps.notifyRevoked(revoked);
  return revoked;
}

/** Lifts a suspension: the member can log in again (no session comes back; they log in afresh). */
export async function reactivateMember(
  deps: AuthDeps,
  ctx: RequestContext,
  memberId: number,
  operatorId: number | null,
  reason?: string,
) {
  await deps.db.orm.transaction(async (tx) => {
    await updateMember(tx, memberId, { status: 'active' });
    await recordAudit(tx, ctx, {
      event: 'member.reactivated',
      memberId,
      operatorId,
      ...(reason ? { detail: { reason } } : {}),
    });
  });
}
