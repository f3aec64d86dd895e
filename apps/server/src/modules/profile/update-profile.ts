import {
  type MemberProfile,
  type ProfileChanges,
  type ProfileTextField,
  profileRules,
  profileTextFields,
  type RegisterFieldError,
  registerErrorMessage,
  type UpdateProfileRequest,
  validateProfileChanges,
} from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError, errorMessage } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { currentMember, maskIdNumber, profileView } from './profile-view.ts';
import { lockMember, type MemberChanges, type MemberRow, updateProfileColumns } from './queries.ts';

/** Where each field of the form lives in the member row. */
const columnOf = {
  nickname: 'nickname',
  payeeName: 'realName',
  qqNum: 'qq',
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  idNumber: 'idNumber',
} as const satisfies Record<ProfileTextField, keyof MemberRow>;

const stored = (row: MemberRow, field: ProfileTextField) => row[columnOf[field]] ?? '';

/** The fields whose trimmed value differs from the stored one: a client may send its whole form back. */
function changedFields(row: MemberRow, body: UpdateProfileRequest): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of profileTextFields) {
    const value = body[field]?.trim();
    if (value !== undefined && value !== stored(row, field)) changes[field] = value;
  }
  return changes;
}

/** Field errors as the request's language says them (`reg_pattern_{id}` with the rule's lengths). */
export const fieldMessages = (errors: Partial<Record<string, RegisterFieldError>>, ctx: RequestContext) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) =>
      error ? [[field, registerErrorMessage(error, ctx.language)]] : [],
    ),
  );

const birthdayLocked = (ctx: RequestContext) =>
  new AppError('profile.birthday.locked', {
    fields: { birthday: errorMessage('profile.birthday.locked', ctx.language) },
  });

const realNameLocked = (ctx: RequestContext) =>
  new AppError('profile.realname.locked', {
    fields: { payeeName: errorMessage('profile.realname.locked', ctx.language) },
  });

/** What the audit keeps of a value: the ID number masked, everything else as the member typed it. */
const auditValue = (field: ProfileTextField, value: string | null) =>
  field === 'idNumber' ? maskIdNumber(value) : value;

/**
 * PUT /wps/member/info: changes the fields the merchant lets members edit, each checked against the merchant's
 * registration rule of the field (the same check the form runs). The real name can be given only while it is empty:
 * bank accounts must match it, so afterwards only finance changes it. The birthday (VIP birthday rewards) is set
 * once, with when it was set; another date afterwards is `profile.birthday.locked` (the same date changes nothing).
 * All or nothing, and audited.
 */
export async function updateProfile(
  orm: Orm,
  ctx: RequestContext,
  memberId: number,
  body: UpdateProfileRequest,
): Promise<MemberProfile> {
  const row = await currentMember(orm, ctx, memberId);
  const changes = changedFields(row, body);
  const fields = Object.keys(changes) as ProfileTextField[];
  const birthday = body.birthday !== undefined && body.birthday !== row.birthday ? body.birthday : null;
  if (birthday !== null && row.birthday !== null) throw birthdayLocked(ctx);
  if (fields.length === 0 && birthday === null) return profileView(row, ctx.merchant);

  const allowed = new Set(ctx.merchant.auth.profileEditableFields);
  const locked = fields.filter((field) => !allowed.has(field));
  if (locked.length > 0) {
    const message = errorMessage('profile.field.locked', ctx.language);
    throw new AppError('profile.field.locked', { fields: Object.fromEntries(locked.map((f) => [f, message])) });
  }
  if (changes.payeeName !== undefined && row.realName !== null) throw realNameLocked(ctx);
  const errors = validateProfileChanges(profileRules(ctx.merchant.registerRules), changes);
  if (Object.keys(errors).length > 0) throw new AppError('request.invalid', { fields: fieldMessages(errors, ctx) });

  const updated = await orm.transaction(async (tx) => {
    const current = await lockMember(tx, ctx.merchant.id, memberId);
    if (!current) throw new AppError('login.not.session');
    // A bank account bound meanwhile may have set the real name.
    if (changes.payeeName !== undefined && current.realName !== null) throw realNameLocked(ctx);
    // Two first settings at once: the second finds the first's.
    if (birthday !== null && current.birthday !== null) throw birthdayLocked(ctx);
    const columns: MemberChanges = {};
    const audit: Record<string, { from: string | null; to: string | null }> = {};
    for (const field of fields) {
      const value = changes[field] || null;
      columns[columnOf[field]] = value;
      audit[field] = { from: auditValue(field, current[columnOf[field]]), to: auditValue(field, value) };
    }
    if (birthday !== null) {
      columns.birthday = birthday;
      columns.birthdaySetAt = ctx.now;
      audit.birthday = { from: null, to: birthday };
    }
    await updateProfileColumns(tx, memberId, columns);
    await recordAudit(tx, ctx, { event: 'member.profile.updated', memberId, detail: { changes: audit } });
    return { ...current, ...columns };
  });
  return profileView(updated, ctx.merchant);
}
