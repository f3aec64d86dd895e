import { type LoginResponse, limits, type loginRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { timingHash, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { verifyCode } from '../verification/codes.ts';
import { parsePhone } from '../verification/phone.ts';
import type { AuthDeps } from './auth-deps.ts';
import { checkCaptcha } from './captcha/captcha.ts';
import { finishLogin } from './finish-login.ts';
import { type LoginAttempt, phoneKey, recordLoginSuccess, usernameKey, withLoginAttempt } from './login-limits.ts';
import { findMemberByMobile, findMemberByUsername, findOperatorHash, type MemberRow } from './queries.ts';
import { startSecondStep } from './second-factor.ts';
import { checkMayLogIn, isPasswordExpired, type LoginOutcome } from './sessions.ts';

export type LoginBody = z.output<typeof loginRequestSchema>;

/** The captcha, when failures made it required: 400 `captcha.required` or `captcha.invalid`, both with `captcha: true`. */
async function requireCaptcha(
  orm: Orm,
  ctx: RequestContext,
  captchaId: string | undefined,
  answer: string | undefined,
) {
  if (!ctx.merchant.features.CAPTCHA3) return;
  if (!answer) throw new AppError('captcha.required', { captcha: true });
  if (!(await checkCaptcha(orm, ctx.merchant.id, captchaId, answer, ctx.now))) {
    throw new AppError('captcha.invalid', { captcha: true });
  }
}

async function failed(
  deps: AuthDeps,
  ctx: RequestContext,
  attempt: LoginAttempt,
  detail: Record<string, unknown>,
): Promise<never> {
  const { captchaRequired, locked } = await attempt.failed();
  await recordAudit(deps.db.orm, ctx, { event: locked ? 'login.locked' : 'login.failed', detail });
  throw new AppError('login.failed', { captcha: captchaRequired });
}

/**
 * POST /wps/session/login. Username mode checks the password (argon2id; unknown accounts against a dummy hash),
 * SMS mode the code sent by `/wps/verification/sms/noLogin` (only with `MOBILEVERCODELOGIN3`). Both count failures
 * per account key: captcha after 3, lock after 10 in 15 minutes; an address that failed too often needs the captcha
 * for every account. Wrong password and unknown account answer alike. A login from a new address with `LOGINIPVERF3`
 * on answers a pending second step instead.
 */
export async function login(
  deps: AuthDeps,
  ctx: RequestContext,
  body: LoginBody,
  captchaId?: string,
): Promise<LoginOutcome<LoginResponse>> {
  if (body.type === 'sms') return smsLogin(deps, ctx, body, captchaId);
  const username = body.username?.trim() ?? '';
  const password = body.password ?? '';
  if (!username || !password) throw new AppError('login.required.fields');
  const orm = deps.db.orm;
  const key = usernameKey(username);
  // Locks per account and address: a stranger who knows the name cannot lock the owner out.
  return withLoginAttempt(orm, ctx, key, { perAddress: true, lockPerAddress: true }, async (attempt) => {
    if (attempt.captchaRequired) await requireCaptcha(orm, ctx, captchaId, body.captcha);
    const member = await findMemberByUsername(orm, ctx.merchant.id, username);
    if (!member) {
      const operatorHash = await findOperatorHash(orm, ctx.merchant.id, username);
      const ok = await verifyPassword(operatorHash ?? (await timingHash()), password);
      if (operatorHash && ok) {
        await recordAudit(orm, ctx, { event: 'login.refused', detail: { reason: 'non-member', username } });
        throw new AppError('login.non.member');
      }
      return failed(deps, ctx, attempt, { username, reason: 'password' });
    }
    const ok = await verifyPassword(member.passwordHash ?? (await timingHash()), password);
    if (!ok || !member.passwordHash) return failed(deps, ctx, attempt, { username, reason: 'password' });
    return passwordAccepted(deps, ctx, member, key, body, password);
  });
}

/** The password was right: opens the session, or starts the second step. */
async function passwordAccepted(
  deps: AuthDeps,
  ctx: RequestContext,
  member: MemberRow,
  key: string,
  body: LoginBody,
  password: string,
): Promise<LoginOutcome<LoginResponse>> {
  const orm = deps.db.orm;
  await checkMayLogIn(orm, ctx, member, body.agentLogin === true);
  const passwordExpired = isPasswordExpired(member, ctx.merchant.auth.passwordMaxAgeDays, ctx.now);
  const forcePasswordChange =
    password === limits.defaultPassword || (passwordExpired && ctx.merchant.features.PWDEXPFORCECHANGE3 === true);
  const rememberMe = body.rememberMe === true && body.agentLogin !== true;

  const pending = await startSecondStep(orm, ctx, member, {
    forcePasswordChange,
    passwordExpired,
    rememberMe,
    deviceId: body.loginDeviceId ?? null,
  });
  if (pending) {
    await recordLoginSuccess(orm, ctx, key);
    return { value: pending, revoked: [] };
  }
  return finishLogin(deps, ctx, member, 'password', {
    accountKey: key,
    passwordExpired,
    forcePasswordChange,
    rememberMe,
    deviceId: body.loginDeviceId,
  });
}

/** SMS mode: the number and a code sent to it; no password involved, so never a forced password change. */
async function smsLogin(
  deps: AuthDeps,
  ctx: RequestContext,
  body: LoginBody,
  captchaId?: string,
): Promise<LoginOutcome> {
  if (!ctx.merchant.features.MOBILEVERCODELOGIN3) throw new AppError('function.not.available');
  const phone = parsePhone(body.mobileNum, body.countryDialingCode);
  if (!body.verificationCode) throw new AppError('code.invalid');
  const orm = deps.db.orm;
  const key = phoneKey(phone.full);
  const code = body.verificationCode;
  return withLoginAttempt(orm, ctx, key, { perAddress: true }, async (attempt) => {
    if (attempt.captchaRequired) await requireCaptcha(orm, ctx, captchaId, body.captcha);
    try {
      await verifyCode(orm, ctx, { purpose: 'login', target: phone.full, code });
    } catch (error) {
      const { captchaRequired } = await attempt.failed();
      await recordAudit(orm, ctx, { event: 'login.failed', detail: { phone: phone.full, reason: 'code' } });
      if (error instanceof AppError) throw new AppError(error.code, { captcha: captchaRequired });
      throw error;
    }
    const member = await findMemberByMobile(orm, ctx.merchant.id, phone.dialingCode, phone.mobile);
    if (!member) return failed(deps, ctx, attempt, { phone: phone.full, reason: 'unknown' });
    await checkMayLogIn(orm, ctx, member, body.agentLogin === true);
    return finishLogin(deps, ctx, member, 'sms', { accountKey: key, deviceId: body.loginDeviceId });
  });
}
