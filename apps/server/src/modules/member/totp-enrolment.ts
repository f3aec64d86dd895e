import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { findMemberById } from '../session/queries.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../session/totp.ts';
import { updateMember } from './queries.ts';

/** POST /wps/member/totp: a new authenticator secret, not yet in use until confirmed with a code. */
export async function startTotpEnrolment(deps: AuthDeps, ctx: RequestContext, memberId: number) {
  const member = await findMemberById(deps.db.orm, memberId);
  if (!member) throw new AppError('login.not.session');
  const secret = newTotpSecret();
  await updateMember(deps.db.orm, memberId, { totpSecret: secret, totpEnabledAt: null });
  return { secret, otpauthUrl: otpauthUrl(ctx.merchant.name, member.username, secret) };
}

/** POST /wps/member/totp/confirm: the first code from the app turns the authenticator on. */
export async function confirmTotpEnrolment(deps: AuthDeps, ctx: RequestContext, memberId: number, code: string) {
  const member = await findMemberById(deps.db.orm, memberId);
  if (!member?.totpSecret || verifyTotp(member.totpSecret, code, ctx.now) === null) throw new AppError('code.invalid');
  await deps.db.orm.transaction(async (tx) => {
    await updateMember(tx, memberId, { totpEnabledAt: ctx.now });
    await recordAudit(tx, ctx, { event: 'totp.enabled', memberId });
  });
  return null;
}
