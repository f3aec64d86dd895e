import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session-guard.ts';
import type { AuthDeps } from './auth-deps.ts';
import { revokeSessionById } from './queries.ts';
import { forgetRememberToken } from './remember.ts';
import type { RevokedSession } from './sessions.ts';

/** DELETE /wps/session/logout: ends this session (the token stops working at once) and forgets the remember-me token. */
export async function logout(
  deps: AuthDeps,
  ctx: RequestContext,
  session: Session,
  rememberToken: string | undefined,
): Promise<RevokedSession[]> {
  return deps.db.orm.transaction(async (tx) => {
    const rows = await revokeSessionById(tx, session.sessionId, 'logout', ctx.now);
    await forgetRememberToken(tx, ctx.merchant.id, rememberToken);
    await recordAudit(tx, ctx, {
      event: 'logout',
      memberId: session.memberId,
      detail: { sessionId: session.sessionId },
    });
    return rows.map((r) => ({
      merchantId: ctx.merchant.id,
      memberId: r.memberId,
      sessionId: r.id,
      reason: 'logout' as const,
    }));
  });
}
