import type { MemberProfile, SmsSent } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError, errorMessage } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { recordLoginSuccess, withLoginAttempt } from '../session/login-limits.ts';
import { sendCode, verifyCode } from '../verification/codes.ts';
import { type Contact, checkContactChange } from './contacts.ts';
import { currentMember, profileView } from './profile-view.ts';
import { lockMember, type MemberRow, mobileTakenByOther, updateProfileColumns } from './queries.ts';

/** Reads the number or address a request is about, against the member's row. */
export type ContactResolver = (row: MemberRow) => Contact;

/** Guesses of the login password here count like failed logins under the key the password change uses. */
const passwordKey = (memberId: number) => `pw:${memberId}`;

/**
 * POST /wps/verification/sms/bind and /wps/verification/email/bind: a code to the new number or address (or to the
 * current one, to verify it). Sent whether or not another member has the number, so that nobody learns which numbers
 * are registered; the usual limits per number and per client address apply.
 */
export async function sendContactCode(
  deps: AuthDeps,
  ctx: RequestContext,
  memberId: number,
  resolve: ContactResolver,
): Promise<SmsSent> {
  const orm = deps.db.orm;
  const contact = resolve(await currentMember(orm, ctx, memberId));
  checkContactChange(ctx, contact);
  const sent = await sendCode(orm, deps.sender, ctx, {
    purpose: 'bind',
    channel: contact.channel,
    target: contact.target,
    memberId,
    deliver: true,
  });
  await recordAudit(orm, ctx, {
    event: 'code.sent',
    memberId,
    detail: { purpose: 'bind', [contact.kind]: contact.target },
  });
  return sent;
}

/**
 * Replacing a number or address the account already has also needs the login password (when the account has one):
 * a borrowed or stolen session alone must not be able to move the account's recovery channel elsewhere.
 */
async function checkLoginPassword(orm: Orm, ctx: RequestContext, row: MemberRow, password: string | undefined) {
  const hash = row.passwordHash;
  if (!hash) return;
  const key = passwordKey(row.id);
  await withLoginAttempt(orm, ctx, key, {}, async (attempt) => {
    if (!password || !(await verifyPassword(hash, password))) {
      await attempt.failed();
      await recordAudit(orm, ctx, { event: 'member.contact.password.failed', memberId: row.id });
      throw new AppError('profile.password.wrong', {
        fields: { password: errorMessage('profile.password.wrong', ctx.language) },
      });
    }
    await recordLoginSuccess(orm, ctx, key);
  });
}

function changeNotice(ctx: RequestContext, contact: Contact) {
  const brand = ctx.merchant.name;
  if (ctx.language === 'CN') {
    const what = contact.kind === 'mobile' ? '手机号码' : '邮箱';
    return `【${brand}】您账户的${what}已更改为 ${contact.masked}。如非本人操作，请立即联系客服。`;
  }
  const what = contact.kind === 'mobile' ? 'mobile number' : 'email address';
  return `[${brand}] The ${what} of your account was changed to ${contact.masked}. If this was not you, contact customer service at once.`;
}

/**
 * PUT /wps/member/info/mobile and /wps/member/info/email: the code sent to the new number or address proves it is
 * the member's; it is stored as verified. The old one need not confirm (people change numbers because they lost the
 * old one); instead replacing it asks for the login password and the old one is told of the change.
 */
export async function bindContact(
  deps: AuthDeps,
  ctx: RequestContext,
  memberId: number,
  resolve: ContactResolver,
  proof: { verificationCode: string; password?: string | undefined },
): Promise<MemberProfile> {
  const orm = deps.db.orm;
  const row = await currentMember(orm, ctx, memberId);
  const contact = resolve(row);
  checkContactChange(ctx, contact);
  const replacing = contact.current !== null && contact.target !== contact.current;
  // Before the code is used up: a wrong password leaves the code for the next try.
  if (replacing) await checkLoginPassword(orm, ctx, row, proof.password);
  await verifyCode(orm, ctx, { purpose: 'bind', target: contact.target, code: proof.verificationCode, memberId });

  let updated: MemberRow;
  try {
    updated = await orm.transaction(async (tx) => {
      const locked = await lockMember(tx, ctx.merchant.id, memberId);
      if (!locked) throw new AppError('login.not.session');
      const columns = contact.columns(ctx.now);
      if (
        contact.kind === 'mobile' &&
        columns.countryDialingCode &&
        columns.mobile &&
        (await mobileTakenByOther(tx, ctx.merchant.id, memberId, columns.countryDialingCode, columns.mobile))
      ) {
        throw new AppError('register.mobile.taken');
      }
      await updateProfileColumns(tx, memberId, columns);
      const event = contact.target === contact.current ? 'verified' : replacing ? 'changed' : 'bound';
      await recordAudit(tx, ctx, {
        event: `member.${contact.kind}.${event}`,
        memberId,
        detail: { from: contact.current, to: contact.target },
      });
      return { ...locked, ...columns };
    });
  } catch (error) {
    // Another member took the number between the check and the update.
    if (isUniqueViolation(error)) throw new AppError('register.mobile.taken');
    throw error;
  }

  if (replacing && contact.current) {
    // Best effort: the change stands whether or not the notice reaches the old number or address.
    await deps.sender
      .send({
        merchantId: ctx.merchant.id,
        channel: contact.channel,
        to: contact.current,
        body: changeNotice(ctx, contact),
      })
      .catch(() => undefined);
  }
  return profileView(updated, ctx.merchant);
}
