import {
  authLimits,
  type ChangePasswordRequest,
  isEmailAddress,
  type ResetByPhoneRequest,
  type resetByEmailRequestSchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session-guard.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { liftLocks, recordLoginSuccess, usernameKey, withLoginAttempt } from '../session/login-limits.ts';
import { deleteRememberTokens, findMemberById, findMemberByMobile, type MemberRow } from '../session/queries.ts';
import { type LoginOutcome, loginResult, openSession, type RevokedSession, revokeAll } from '../session/sessions.ts';
import { sendCode, verifyCode } from '../verification/codes.ts';
import { storeSecret, useSecret } from '../verification/one-time-secrets.ts';
import { parsePhone } from '../verification/phone.ts';
import { checkNewPassword } from './new-password.ts';
import { findMemberByUsernameAndEmail, updateMember } from './queries.ts';

const MINUTE = 60_000;
const passwordKey = (memberId: number) => `pw:${memberId}`;

/**
 * Stores the new password and ends every session and remember-me token of the member, in the caller's
 * transaction. Returns the ended sessions for their sockets.
 */
async function replacePassword(
  tx: Orm,
  ctx: RequestContext,
  member: MemberRow,
  passwordHash: string,
  event: string,
): Promise<RevokedSession[]> {
  await updateMember(tx, member.id, { passwordHash, passwordChangedAt: ctx.now });
  // Whoever proved the account is theirs is out of any lock an attacker's guesses caused.
  await liftLocks(tx, ctx.merchant.id, usernameKey(member.username));
  await deleteRememberTokens(tx, member.id);
  const revoked = await revokeAll(tx, ctx, member.id, 'password');
  await recordAudit(tx, ctx, { event, memberId: member.id });
  return revoked;
}

/**
 * POST /wps/member/password: needs the old password when the account has one (wrong answers count like failed
 * logins, so a stolen session cannot guess it), then revokes every session: the client logs in again.
 */
export async function changePassword(
  deps: AuthDeps,
  ctx: RequestContext,
  session: Session,
  body: ChangePasswordRequest,
) {
  const orm = deps.db.orm;
  const member = await findMemberById(orm, session.memberId);
  if (!member) throw new AppError('login.not.session');
  const key = passwordKey(member.id);
  const oldHash = member.passwordHash;
  return withLoginAttempt(orm, ctx, key, {}, async (attempt) => {
    if (oldHash && (!body.oldPassword || !(await verifyPassword(oldHash, body.oldPassword)))) {
      await attempt.failed();
      await recordAudit(orm, ctx, { event: 'password.change.failed', memberId: member.id });
      throw new AppError('password.old.wrong');
    }
    checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
    if (body.oldPassword === body.newPassword) {
      throw new AppError('password.invalid', { fields: { newPassword: 'same as the old password' } });
    }
    const hash = await hashPassword(body.newPassword);
    return orm.transaction(async (tx) => {
      await recordLoginSuccess(tx, ctx, key);
      return replacePassword(tx, ctx, member, hash, 'password.changed');
    });
  });
}

/** On the brand's configured site only: a link to a host the request named would hand the token to that host. */
function resetLink(ctx: RequestContext, token: string) {
  return `${ctx.baseUrl}/?resetPasswordToken=${encodeURIComponent(token)}`;
}

/**
 * POST /wps/member/password/email (form body). When username and email belong to one member, emails a single-use
 * reset link (30 minutes). The answer is the same whether or not they do — unless the merchant reveals unknown
 * accounts — and sends are limited per username like SMS codes.
 */
export async function forgotByEmail(deps: AuthDeps, ctx: RequestContext, input: { username: string; email: string }) {
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  const fields: Record<string, string> = {};
  if (!/^[^\s@]{1,64}$/.test(username) || username.length > 64) fields.username = 'invalid';
  if (!isEmailAddress(email)) fields.email = 'invalid';
  if (Object.keys(fields).length > 0) throw new AppError('request.invalid', { fields });
  const orm = deps.db.orm;
  const member = await findMemberByUsernameAndEmail(orm, ctx.merchant.id, username, email);
  if (!member && ctx.merchant.auth.revealUnknownAccount) throw new AppError('account.not.found');
  // The code row only carries the send limits; the link itself is a separate single-use secret.
  await sendCode(orm, deps.sender, ctx, {
    purpose: 'reset',
    channel: 'email',
    target: `user:${username.toLowerCase()}`,
    memberId: member?.id ?? null,
    deliver: false,
  });
  if (member) {
    const token = await storeSecret(orm, {
      merchantId: ctx.merchant.id,
      purpose: 'reset-email',
      memberId: member.id,
      ip: ctx.ip,
      now: ctx.now,
      ttlMs: authLimits.resetLinkMinutes * MINUTE,
    });
    const body =
      ctx.language === 'CN'
        ? `${ctx.merchant.name}：请在 ${authLimits.resetLinkMinutes} 分钟内打开此链接重设密码：${resetLink(ctx, token)}`
        : `${ctx.merchant.name}: open this link within ${authLimits.resetLinkMinutes} minutes to reset your password: ${resetLink(ctx, token)}`;
    const subject =
      ctx.language === 'CN' ? `${ctx.merchant.name}：重设密码` : `${ctx.merchant.name}: reset your password`;
    await deps.sender.send({ merchantId: ctx.merchant.id, channel: 'email', to: email, subject, body });
  }
  await recordAudit(orm, ctx, {
    event: 'password.reset.requested',
    memberId: member?.id ?? null,
    detail: { channel: 'email', username },
  });
  return { sent: true as const };
}

/** POST /wps/member/password/email/reset: the emailed token sets the new password and logs in. */
export async function resetByEmail(
  deps: AuthDeps,
  ctx: RequestContext,
  body: z.output<typeof resetByEmailRequestSchema>,
): Promise<LoginOutcome> {
  checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
  const hash = await hashPassword(body.newPassword);
  return deps.db.orm.transaction(async (tx) => {
    const secret = await useSecret(tx, ctx.merchant.id, 'reset-email', body.token, ctx.now);
    const member = secret?.memberId ? await findMemberById(tx, secret.memberId) : null;
    if (member === null || member.status !== 'active') throw new AppError('password.reset.invalid');
    const revoked = await replacePassword(tx, ctx, member, hash, 'password.reset');
    const opened = await openSession(tx, ctx, member, 'reset', { deviceId: body.loginDeviceId });
    return { value: loginResult(member, opened), revoked: [...revoked, ...opened.revoked] };
  });
}

/**
 * POST /wps/member/password/verification: the number, the code sent by `/wps/verification/sms/noLogin` with
 * `purpose: 'reset'`, and the new password; logs in (never a forced change afterwards).
 */
export async function resetByPhone(
  deps: AuthDeps,
  ctx: RequestContext,
  body: ResetByPhoneRequest,
): Promise<LoginOutcome> {
  const phone = parsePhone(body.mobileNum, body.countryDialingCode);
  if (!body.verificationCode) throw new AppError('code.invalid');
  checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
  const orm = deps.db.orm;
  const { memberId } = await verifyCode(orm, ctx, {
    purpose: 'reset',
    target: phone.full,
    code: body.verificationCode,
  });
  const member = await findMemberByMobile(orm, ctx.merchant.id, phone.dialingCode, phone.mobile);
  if (!member || member.id !== memberId || member.status !== 'active') throw new AppError('code.invalid');
  const hash = await hashPassword(body.newPassword);
  return orm.transaction(async (tx) => {
    const revoked = await replacePassword(tx, ctx, member, hash, 'password.reset');
    const opened = await openSession(tx, ctx, member, 'reset', { deviceId: body.loginDeviceId });
    return { value: loginResult(member, opened), revoked: [...revoked, ...opened.revoked] };
  });
}
