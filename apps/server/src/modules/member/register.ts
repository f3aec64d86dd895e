import {
  isAgentType,
  isFieldShown,
  type RegisterErrors,
  type RegisterField,
  type RegisterFlags,
  type RegisterMode,
  type RegisterRequest,
  registerErrorMessage,
  validateRegistration,
} from '@lotus/contract';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { randomChars } from '../../platform/secrets.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { checkCaptcha } from '../session/captcha/captcha.ts';
import { findMemberByMobile, insertMember } from '../session/queries.ts';
import { type LoginOutcome, loginResult, openSession } from '../session/sessions.ts';
import { verifyCode } from '../verification/codes.ts';
import { type Phone, parsePhone } from '../verification/phone.ts';
import { findMemberByReferralCode, usernameTaken } from './queries.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The merchant's switches for this form, as the client reads them from the whitelabel tree. */
export function registerFlags(ctx: RequestContext, mode: RegisterMode): RegisterFlags {
  const f = ctx.merchant.features;
  return {
    mode,
    smsVerification: f.REGMOBVERF3 === true,
    mobilePassword: f.MOBILENUMPASSREG3 === true,
    captcha: f.CAPTCHA3 === true,
  };
}

export function fieldMessages(errors: RegisterErrors, ctx: RequestContext) {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, registerErrorMessage(error, ctx.language)]),
  );
}

/**
 * PUT /wps/member/register (by username, `USERNAMEREG3`) and /register/mobile (`MOBILENUMREG3`). Runs the same
 * `validateRegistration` as the client over the merchant's rules, then the captcha, the SMS code (`REGMOBVERF3`),
 * the affiliate code (an agent's code: the new member's upline) and the referral code (who invited them). A
 * successful registration logs in.
 */
export async function register(
  deps: AuthDeps,
  ctx: RequestContext,
  body: RegisterRequest,
  mode: RegisterMode,
  captchaId: string | undefined,
): Promise<LoginOutcome> {
  const features = ctx.merchant.features;
  if (mode === 'username' && !features.USERNAMEREG3) throw new AppError('function.not.available');
  const rules = ctx.merchant.registerRules;
  const flags = registerFlags(ctx, mode);
  const errors = validateRegistration(rules, body, flags);
  if (Object.keys(errors).length > 0) throw new AppError('request.invalid', { fields: fieldMessages(errors, ctx) });
  const shown = (name: RegisterField) => isFieldShown(rules, name, flags);
  // Values of fields the form does not show are ignored, never stored.
  const value = (name: RegisterField) => (shown(name) && body[name] ? body[name] : null);
  const orm = deps.db.orm;

  if (shown('captcha') && !(await checkCaptcha(orm, ctx.merchant.id, captchaId, body.captcha, ctx.now))) {
    throw new AppError('captcha.invalid', { fields: { captcha: 'captcha.invalid' } });
  }
  const phone: Phone | null =
    body.mobileNum && shown('mobileNum') ? parsePhone(body.mobileNum, body.countryDialingCode) : null;

  let parentId: number | null = null;
  if (body.affiliateCode && features.AFFMAN3) {
    const agent = await findMemberByReferralCode(orm, ctx.merchant.id, body.affiliateCode);
    if (!agent || !isAgentType(agent.type) || agent.status !== 'active') throw new AppError('invitation_code_error');
    parentId = agent.id;
  }
  let referredBy: number | null = null;
  if (body.referralCode) {
    const referrer = await findMemberByReferralCode(orm, ctx.merchant.id, body.referralCode);
    if (!referrer) throw new AppError('invitation_code_error');
    referredBy = referrer.id;
  }
  const username = mode === 'mobile' && phone ? phone.mobile : (body.username ?? '').trim();
  // A taken username is told before the code is used up; a taken number only after the code proved it is the
  // caller's, so that nobody learns which numbers are registered.
  if (mode === 'username' && (await usernameTaken(orm, ctx.merchant.id, username))) {
    throw new AppError('register.username.taken');
  }
  if (phone && flags.smsVerification) {
    await verifyCode(orm, ctx, { purpose: 'register', target: phone.full, code: body.verificationCode });
  }
  if (
    phone &&
    ((await findMemberByMobile(orm, ctx.merchant.id, phone.dialingCode, phone.mobile)) ||
      (mode === 'mobile' && (await usernameTaken(orm, ctx.merchant.id, username))))
  ) {
    throw new AppError('register.mobile.taken');
  }

  const password = value('password');
  const paymentPassword = value('paymentPassword');
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    password ? hashPassword(password) : null,
    paymentPassword ? hashPassword(paymentPassword) : null,
  ]);

  try {
    return await orm.transaction(async (tx) => {
      const member = await insertMember(tx, {
        merchantId: ctx.merchant.id,
        username,
        passwordHash,
        paymentPasswordHash,
        type: 0,
        parentId,
        referredBy,
        nickname: null,
        countryDialingCode: phone?.dialingCode ?? null,
        mobile: phone?.mobile ?? null,
        // The registration code proved the number.
        mobileVerifiedAt: phone && flags.smsVerification ? ctx.now : null,
        email: value('email')?.toLowerCase() ?? null,
        realName: value('payeeName'),
        qq: value('qqNum'),
        line: value('line'),
        whatsapp: value('whatsapp'),
        facebook: value('facebook'),
        wechat: value('wechat'),
        idNumber: value('idNumber'),
        recommenderId: value('recommenderId'),
        referralCode: randomChars(REFERRAL_ALPHABET, 8),
        passwordChangedAt: ctx.now,
      });
      await recordAudit(tx, ctx, {
        event: 'member.registered',
        memberId: member.id,
        // The consent record: whether the client said the terms were accepted (clients of the original product
        // check the box themselves and do not say), with the entry's time, address and user agent.
        detail: { mode, parentId, referredBy, mobile: phone?.full ?? null, termsAccepted: body.termsAccepted === true },
      });
      const opened = await openSession(tx, ctx, member, 'register', { deviceId: body.loginDeviceId });
      return { value: loginResult(member, opened), revoked: opened.revoked };
    });
  } catch (error) {
    // Another registration took the name or number between the checks and the insert.
    if (isUniqueViolation(error)) {
      throw new AppError(mode === 'mobile' ? 'register.mobile.taken' : 'register.username.taken');
    }
    throw error;
  }
}
