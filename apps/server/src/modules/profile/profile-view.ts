import { type MemberProfile, type ProfileField, profileFields, profileRules } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { maskName } from '../member/member-info.ts';
import { maskEmail, maskPhone } from '../verification/phone.ts';
import { findMember, type MemberRow } from './queries.ts';

/** `110***********1234`: the owner recognises it, a shoulder-surfer learns nothing useful. */
export const maskIdNumber = (idNumber: string | null) =>
  idNumber === null
    ? null
    : idNumber.length <= 7
      ? '****'
      : `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 7)}${idNumber.slice(-4)}`;

/** The fields the merchant lets members change; the real name only while it is empty (finance changes it after). */
export function editableFields(merchant: MerchantConfig, row: Pick<MemberRow, 'realName'>): ProfileField[] {
  const allowed = new Set(merchant.auth.profileEditableFields);
  return profileFields.filter((field) => allowed.has(field) && (field !== 'payeeName' || row.realName === null));
}

export function profileView(row: MemberRow, merchant: MerchantConfig): MemberProfile {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    payeeName: maskName(row.realName),
    email: maskEmail(row.email),
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    mobile: maskPhone(row.countryDialingCode, row.mobile),
    mobileVerified: row.mobile !== null && row.mobileVerifiedAt !== null,
    qqNum: row.qq,
    line: row.line,
    whatsapp: row.whatsapp,
    facebook: row.facebook,
    wechat: row.wechat,
    idNumber: maskIdNumber(row.idNumber),
    hasPassword: row.passwordHash !== null,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    passwordChangedAt: row.passwordChangedAt.getTime(),
    regDate: row.createdAt.getTime(),
    birthday: row.birthday,
    // Set once by the member; customer service corrects it after.
    birthdayEditable: row.birthday === null,
    editable: editableFields(merchant, row),
    rules: profileRules(merchant.registerRules),
  };
}

/** The member of the session, or 401 when the row is gone. */
export async function currentMember(orm: Orm, ctx: RequestContext, memberId: number) {
  const row = await findMember(orm, ctx.merchant.id, memberId);
  if (!row) throw new AppError('login.not.session');
  return row;
}

/** GET /wps/member/info/profile. */
export async function loadProfile(orm: Orm, ctx: RequestContext, memberId: number) {
  return profileView(await currentMember(orm, ctx, memberId), ctx.merchant);
}
