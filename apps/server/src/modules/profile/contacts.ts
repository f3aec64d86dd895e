import {
  type BindEmailCodeRequest,
  type BindMobileCodeRequest,
  type ProfileField,
  profileRules,
  profileValueError,
  registerErrorMessage,
} from '@lotus/contract';
import { AppError, errorMessage } from '../../platform/app-error.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { maskEmail, maskPhone, parsePhone } from '../verification/phone.ts';
import type { MemberChanges, MemberRow } from './queries.ts';

export type ContactKind = 'mobile' | 'email';

/** A number or address a member binds or verifies, as codes are keyed and sent. */
export interface Contact {
  kind: ContactKind;
  field: Extract<ProfileField, 'mobileNum' | 'email'>;
  channel: 'sms' | 'email';
  /** `+86 13800000001` or the lower-cased address: the code's target and the message's recipient. */
  target: string;
  /** The member's current number or address in the same form; null when there is none. */
  current: string | null;
  /** Whether the current one was proved by a code. */
  currentVerified: boolean;
  /** The row's columns once the contact is bound and proved. */
  columns: (now: Date) => MemberChanges;
  masked: string | null;
}

const invalid = (field: string, message: string) => new AppError('request.invalid', { fields: { [field]: message } });

function currentMobile(row: MemberRow) {
  return row.mobile && row.countryDialingCode ? `${row.countryDialingCode} ${row.mobile}` : null;
}

/** The number of the request, or the member's own when the request names none (to verify it). */
export function mobileContact(ctx: RequestContext, row: MemberRow, body: BindMobileCodeRequest): Contact {
  const current = currentMobile(row);
  const given = (body.mobileNum ?? '').trim() !== '';
  if (!given && !current) {
    throw new AppError('phone.missing', { fields: { mobileNum: errorMessage('phone.missing', ctx.language) } });
  }
  const phone = given
    ? parsePhone(body.mobileNum, body.countryDialingCode)
    : { dialingCode: row.countryDialingCode ?? '', mobile: row.mobile ?? '', full: current ?? '' };
  if (given) {
    const error = profileValueError(profileRules(ctx.merchant.registerRules), 'mobileNum', phone.mobile);
    if (error) throw invalid('mobileNum', registerErrorMessage(error, ctx.language));
  }
  return {
    kind: 'mobile',
    field: 'mobileNum',
    channel: 'sms',
    target: phone.full,
    current,
    currentVerified: current !== null && row.mobileVerifiedAt !== null,
    columns: (now) => ({ countryDialingCode: phone.dialingCode, mobile: phone.mobile, mobileVerifiedAt: now }),
    masked: maskPhone(phone.dialingCode, phone.mobile),
  };
}

/** The address of the request, or the member's own when the request names none. */
export function emailContact(ctx: RequestContext, row: MemberRow, body: BindEmailCodeRequest): Contact {
  const current = row.email?.toLowerCase() ?? null;
  const given = (body.email ?? '').trim().toLowerCase();
  if (!given && !current) throw invalid('email', registerErrorMessage({ kind: 'required' }, ctx.language));
  const email = given || (current ?? '');
  if (given) {
    const error = profileValueError(profileRules(ctx.merchant.registerRules), 'email', email);
    if (error) throw invalid('email', registerErrorMessage(error, ctx.language));
  }
  return {
    kind: 'email',
    field: 'email',
    channel: 'email',
    target: email,
    current,
    currentVerified: current !== null && row.emailVerifiedAt !== null,
    columns: (now) => ({ email, emailVerifiedAt: now }),
    masked: maskEmail(email),
  };
}

/**
 * Whether the member may prove this contact: verifying the current one is always allowed (until it is verified);
 * binding another needs the field among those the merchant lets members edit.
 */
export function checkContactChange(ctx: RequestContext, contact: Contact) {
  if (contact.target === contact.current) {
    if (contact.currentVerified) throw new AppError('profile.contact.verified');
    return;
  }
  if (!ctx.merchant.auth.profileEditableFields.includes(contact.field)) {
    const message = errorMessage('profile.field.locked', ctx.language);
    throw new AppError('profile.field.locked', { fields: { [contact.field]: message } });
  }
}
