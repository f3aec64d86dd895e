import { authLimits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MessageSender } from '../../platform/messages/message-sender.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { newToken, randomDigits, sameDigest, sha256 } from '../../platform/secrets.ts';
import { consumeCode, countIpSends, insertCode, latestCode, lockCodeSends, sendsSince, takeTry } from './queries.ts';

/**
 * What a code proves: SMS login, reset by phone, a number at registration, the second step of a login, or a number
 * or address a logged-in member binds.
 */
export type CodePurpose = 'login' | 'reset' | 'register' | '2fa' | 'bind';
const codePurposes: CodePurpose[] = ['login', 'reset', 'register', '2fa', 'bind'];

const MINUTE = 60_000;
/** Code sends per client address and hour, whatever the numbers (SMS pumping). */
const SENDS_PER_IP_HOUR = 20;

const codeHash = (target: string, code: string) => sha256(`${target}:${code}`);

type Channel = 'sms' | 'email';

/**
 * The messages state the real wait (seconds before a resend, minutes once the number or address is locked out), each
 * channel under its own error id, so that an email is never answered as a text message.
 */
const resendWait = (channel: Channel, seconds: number) =>
  new AppError(`${channel}.resend.wait`, { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
const tooMany = (channel: Channel, seconds: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return new AppError(`${channel}.too.many`, {
    retryAfterSeconds,
    retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
  });
};

/**
 * Refuses a send when the number had one within the last minute, five within the hour (then it waits at least the
 * 5-minute lockout of spec §9), or the address sent too many.
 */
async function checkSendLimits(orm: Orm, ctx: RequestContext, target: string, channel: Channel) {
  const now = ctx.now.getTime();
  const sends = await sendsSince(orm, ctx.merchant.id, codePurposes, target, new Date(now - 60 * MINUTE));
  const last = sends.at(-1);
  if (last && now - last.createdAt.getTime() < authLimits.codeResendSeconds * 1000) {
    throw resendWait(channel, (last.createdAt.getTime() + authLimits.codeResendSeconds * 1000 - now) / 1000);
  }
  if (sends.length >= authLimits.codeSendsPerHour) {
    const first = sends[sends.length - authLimits.codeSendsPerHour];
    const untilWindow = first ? (first.createdAt.getTime() + 60 * MINUTE - now) / 1000 : 0;
    throw tooMany(channel, Math.max(authLimits.smsLockoutMinutes * 60, untilWindow));
  }
  const ipSends = await countIpSends(orm, ctx.merchant.id, codePurposes, ctx.ip, new Date(now - 60 * MINUTE));
  if (ipSends >= SENDS_PER_IP_HOUR) throw tooMany(channel, authLimits.smsLockoutMinutes * 60);
}

function codeMessage(ctx: RequestContext, code: string, minutes: number) {
  const brand = ctx.merchant.name;
  return ctx.language === 'CN'
    ? `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人。`
    : `[${brand}] Your verification code is ${code}. It is valid for ${minutes} minutes. Do not share it.`;
}

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: Channel;
  /** `+86 13800000001` or a lower-cased email address. */
  target: string;
  memberId?: number | null;
  /**
   * False when no account matches a login or reset request: the same limits apply and the same answer goes back,
   * but nothing is sent, so the answer never tells whether the number has an account.
   */
  deliver: boolean;
}

/**
 * Creates a 6-digit single-use code, sends it and answers `{expiredMinutes}`. The limits are checked and the send
 * recorded in one transaction holding the number's and the address's locks, so concurrent requests never all pass.
 */
export async function sendCode(orm: Orm, sender: MessageSender, ctx: RequestContext, input: SendCodeInput) {
  const minutes = ctx.merchant.auth.codeExpiredMinutes;
  const code = randomDigits(authLimits.codeDigits);
  await orm.transaction(async (tx) => {
    await lockCodeSends(tx, ctx.merchant.id, ctx.ip, input.target);
    await checkSendLimits(tx, ctx, input.target, input.channel);
    await insertCode(tx, {
      merchantId: ctx.merchant.id,
      purpose: input.purpose,
      target: input.target,
      // An undeliverable request stores a hash nobody can match.
      codeHash: input.deliver ? codeHash(input.target, code) : sha256(`unsent:${newToken()}`),
      memberId: input.memberId ?? null,
      ip: ctx.ip,
      data: { channel: input.channel, delivered: input.deliver },
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + minutes * MINUTE),
    });
  });
  if (input.deliver) {
    const body = codeMessage(ctx, code, minutes);
    const subject = ctx.language === 'CN' ? `${ctx.merchant.name}：验证码` : `${ctx.merchant.name}: verification code`;
    await sender.send({ merchantId: ctx.merchant.id, channel: input.channel, to: input.target, subject, body });
  }
  return { expiredMinutes: minutes };
}

/**
 * Checks a code: the newest one for the purpose and target, unused, unexpired, with fewer than five tries. A try is
 * taken before the code is compared, so the right code works only while tries are left, however many arrive at once;
 * a right code is used up at once (a replay fails). Throws 400 `code.invalid` or
 * `code.expired`; returns the member the code was sent for, if any. Call it outside the use case's transaction, so
 * that a wrong try stays counted when the use case fails.
 */
export async function verifyCode(
  orm: Orm,
  ctx: RequestContext,
  input: {
    purpose: CodePurpose;
    target: string;
    code: string | undefined;
    /** Only a code sent for this member counts (codes a logged-in member asked for). */
    memberId?: number;
  },
) {
  const code = (input.code ?? '').trim();
  if (!/^\d{6}$/.test(code)) throw new AppError('code.invalid');
  const row = await latestCode(orm, ctx.merchant.id, input.purpose, input.target, input.memberId);
  if (!row || row.consumedAt || row.attempts >= authLimits.codeMaxAttempts) throw new AppError('code.invalid');
  if (row.expiresAt.getTime() <= ctx.now.getTime()) throw new AppError('code.expired');
  if (!(await takeTry(orm, row.id, authLimits.codeMaxAttempts, ctx.now))) throw new AppError('code.invalid');
  if (!sameDigest(row.codeHash, codeHash(input.target, code))) throw new AppError('code.invalid');
  if (!(await consumeCode(orm, row.id, ctx.now))) throw new AppError('code.invalid');
  return { memberId: row.memberId };
}
