import {
  authLimits,
  type LoginVerificationRequest,
  type VerificationMethod,
  type VerificationPending,
} from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { samePersonName } from '../../platform/person-name.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { sendCode, verifyCode } from '../verification/codes.ts';
import { readSecret, storeSecret, useSecret } from '../verification/one-time-secrets.ts';
import { maskEmail, maskPhone } from '../verification/phone.ts';
import { takeTry } from '../verification/queries.ts';
import type { AuthDeps } from './auth-deps.ts';
import { finishLogin } from './finish-login.ts';
import { type LoginAttempt, secondFactorKey, withLoginAttempt } from './login-limits.ts';
import { findMemberById, isKnownIp, knownIpCount, lockMember, type MemberRow } from './queries.ts';
import type { LoginOutcome } from './sessions.ts';
import { verifyTotp } from './totp.ts';

const MINUTE = 60_000;

/** What the password step decided, carried to the second step. */
interface PendingLogin {
  forcePasswordChange: boolean;
  passwordExpired: boolean;
  rememberMe: boolean;
  deviceId: string | null;
}

export function secondFactorMethods(member: MemberRow): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (member.mobile && member.countryDialingCode) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.realName) methods.push('bankName');
  if (member.totpSecret && member.totpEnabledAt) methods.push('totp');
  return methods;
}

const phoneOf = (member: MemberRow) => `${member.countryDialingCode} ${member.mobile}`;
const emailOf = (member: MemberRow) => (member.email ?? '').toLowerCase();
/**
 * With `LOGINIPVERF3` on, a login from an address the member never used (the very first login excepted) needs a
 * second factor: answers the pending step, or null when none is needed (or the member has no method at all).
 */
export async function startSecondStep(
  orm: Orm,
  ctx: RequestContext,
  member: MemberRow,
  pending: PendingLogin,
): Promise<VerificationPending | null> {
  if (!ctx.merchant.features.LOGINIPVERF3) return null;
  if ((await knownIpCount(orm, member.id)) === 0 || (await isKnownIp(orm, member.id, ctx.ip))) return null;
  const methods = secondFactorMethods(member);
  if (methods.length === 0) return null;
  const verificationToken = await storeSecret(orm, {
    merchantId: ctx.merchant.id,
    purpose: 'login-2fa',
    memberId: member.id,
    ip: ctx.ip,
    data: { ...pending, methods },
    now: ctx.now,
    ttlMs: authLimits.verificationMinutes * MINUTE,
  });
  await recordAudit(orm, ctx, { event: 'login.verification.required', memberId: member.id, detail: { methods } });
  const targets: VerificationPending['targets'] = {};
  if (methods.includes('sms')) targets.sms = maskPhone(member.countryDialingCode, member.mobile) ?? undefined;
  if (methods.includes('email')) targets.email = maskEmail(member.email) ?? undefined;
  return { verificationRequired: true, methods, verificationToken, targets };
}

/** The pending step of the token, from the address that started it; 400 `login.verification.expired` otherwise. */
async function pendingStep(orm: Orm, ctx: RequestContext, token: string) {
  const row = await readSecret(orm, ctx.merchant.id, 'login-2fa', token, ctx.now);
  const member = row?.memberId ? await findMemberById(orm, row.memberId) : null;
  if (!row || !member || row.ip !== ctx.ip) throw new AppError('login.verification.expired');
  const data = row.data as unknown as PendingLogin & { methods: VerificationMethod[] };
  return { row, member, data };
}

/** POST /wps/session/login/verification/code: sends the SMS or email code of the pending step. */
export async function sendSecondStepCode(
  deps: AuthDeps,
  ctx: RequestContext,
  input: { verificationToken: string; method: 'sms' | 'email' },
) {
  const orm = deps.db.orm;
  const { member, data } = await pendingStep(orm, ctx, input.verificationToken);
  if (!data.methods.includes(input.method))
    throw new AppError('request.invalid', { fields: { method: 'unavailable' } });
  const target = input.method === 'sms' ? phoneOf(member) : emailOf(member);
  const sent = await sendCode(orm, deps.sender, ctx, {
    purpose: '2fa',
    channel: input.method,
    target,
    memberId: member.id,
    deliver: true,
  });
  await recordAudit(orm, ctx, {
    event: 'code.sent',
    memberId: member.id,
    detail: { purpose: '2fa', channel: input.method },
  });
  return sent;
}

/**
 * POST /wps/session/login/verification: checks the second factor (an SMS or email code, the bank-account holder
 * name, or an authenticator code), then opens the session the password step decided. Wrong answers count per member
 * like wrong passwords, whichever pending step they were given to: ten in 15 minutes lock the second step for 15
 * minutes, then longer. Five wrong answers also end the pending step.
 */
export async function completeSecondStep(
  deps: AuthDeps,
  ctx: RequestContext,
  input: LoginVerificationRequest,
): Promise<LoginOutcome> {
  const orm = deps.db.orm;
  const { row, member, data } = await pendingStep(orm, ctx, input.verificationToken);
  const key = secondFactorKey(member.id);
  return withLoginAttempt(orm, ctx, key, {}, async (attempt) => {
    // The step's own tries, taken before the answer is judged like the account's.
    if (!(await takeTry(orm, row.id, authLimits.codeMaxAttempts, ctx.now))) {
      throw new AppError('login.verification.expired');
    }
    await judgeAnswer(orm, ctx, member, data.methods, input, attempt);
    if (!(await useSecret(orm, ctx.merchant.id, 'login-2fa', input.verificationToken, ctx.now))) {
      throw new AppError('login.verification.expired');
    }
    await recordAudit(orm, ctx, {
      event: 'login.verification.succeeded',
      memberId: member.id,
      detail: { method: input.method },
    });
    return finishLogin(deps, ctx, member, 'verification', {
      accountKey: key,
      passwordExpired: data.passwordExpired,
      forcePasswordChange: data.forcePasswordChange,
      rememberMe: data.rememberMe,
      deviceId: data.deviceId ?? undefined,
    });
  });
}

/** Throws 400 `code.invalid` (or `code.expired`) for a wrong answer, after counting it against the member. */
async function judgeAnswer(
  orm: Orm,
  ctx: RequestContext,
  member: MemberRow,
  methods: VerificationMethod[],
  input: LoginVerificationRequest,
  attempt: LoginAttempt,
) {
  const wrong = async (error = new AppError('code.invalid')): Promise<never> => {
    await attempt.failed();
    await recordAudit(orm, ctx, {
      event: 'login.verification.failed',
      memberId: member.id,
      detail: { method: input.method },
    });
    throw error;
  };
  if (!methods.includes(input.method)) return wrong();
  switch (input.method) {
    case 'sms':
    case 'email': {
      const target = input.method === 'sms' ? phoneOf(member) : emailOf(member);
      try {
        await verifyCode(orm, ctx, { purpose: '2fa', target, code: input.code });
      } catch (error) {
        if (error instanceof AppError) return wrong(error);
        throw error;
      }
      return;
    }
    case 'bankName':
      if (!input.bankName || !samePersonName(input.bankName, member.realName ?? '')) return wrong();
      return;
    case 'totp': {
      const step = member.totpSecret ? verifyTotp(member.totpSecret, input.code ?? '', ctx.now) : null;
      if (step === null || !(await useTotpStep(orm, ctx, member.id, step))) return wrong();
      return;
    }
  }
}

/**
 * A code works once: its step is remembered for longer than it stays valid. The member's row is held while the step
 * is checked and remembered, so two logins presenting the same code at once cannot both use it.
 */
function useTotpStep(orm: Orm, ctx: RequestContext, memberId: number, step: number) {
  const handle = `${memberId}:${step}`;
  return orm.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if (await readSecret(tx, ctx.merchant.id, 'totp-step', handle, ctx.now)) return false;
    await storeSecret(tx, {
      merchantId: ctx.merchant.id,
      purpose: 'totp-step',
      memberId,
      handle,
      now: ctx.now,
      ttlMs: 3 * MINUTE,
    });
    return true;
  });
}
