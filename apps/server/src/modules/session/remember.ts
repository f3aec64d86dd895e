import { authLimits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findMemberById, insertRememberToken, type MemberRow, takeRememberToken } from './queries.ts';
import { checkMayLogIn, type LoginOutcome, loginResult, openSession } from './sessions.ts';

const HOUR = 3_600_000;

/** A remember-me token for 24 hours, bound to the device id when the client sends one; only its hash is kept. */
export async function issueRememberToken(
  tx: Orm,
  ctx: RequestContext,
  member: MemberRow,
  deviceId: string | null,
  expiresAt = new Date(ctx.now.getTime() + authLimits.rememberHours * HOUR),
) {
  const token = newToken();
  await insertRememberToken(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    tokenHash: sha256(token),
    deviceId,
    expiresAt,
  });
  return token;
}

/** Deletes the token of a cookie (logout, remember-me unticked). */
export async function forgetRememberToken(orm: Orm, merchantId: number, token: string | undefined) {
  if (token && token.length <= 128) await takeRememberToken(orm, merchantId, sha256(token));
}

/**
 * POST /wps/session/login/remember: the cookies' username and token. The token is used up and replaced by a new
 * one with the same end (24 hours after the password login, never longer); a token of another user, another
 * device, or past its end answers 400 `login.remember.invalid`.
 */
export async function rememberLogin(
  deps: AuthDeps,
  ctx: RequestContext,
  input: { username: string | undefined; token: string | undefined; deviceId: string | undefined },
): Promise<LoginOutcome> {
  const { username, token } = input;
  if (!username || !token || token.length > 128) throw new AppError('login.remember.invalid');
  const orm = deps.db.orm;
  // Used up whatever follows: a token shown with the wrong username or device is burnt too.
  const row = await takeRememberToken(orm, ctx.merchant.id, sha256(token));
  const member = row ? await findMemberById(orm, row.memberId) : null;
  if (
    !row ||
    !member ||
    row.expiresAt.getTime() <= ctx.now.getTime() ||
    member.username.toLowerCase() !== username.toLowerCase() ||
    (row.deviceId !== null && row.deviceId !== input.deviceId)
  ) {
    await recordAudit(orm, ctx, { event: 'login.failed', detail: { method: 'remember', username } });
    throw new AppError('login.remember.invalid');
  }
  await checkMayLogIn(orm, ctx, member, false);
  return orm.transaction(async (tx) => {
    const opened = await openSession(tx, ctx, member, 'remember', { deviceId: input.deviceId });
    const next = await issueRememberToken(tx, ctx, member, row.deviceId, row.expiresAt);
    return {
      value: loginResult(member, opened),
      revoked: opened.revoked,
      remember: { username: member.username, token: next },
    };
  });
}
