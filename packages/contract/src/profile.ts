import { z } from 'zod';
import { mobileNumberPattern } from './auth.ts';
import { isEmailAddress } from './email-address.ts';
import type { RegisterFieldError } from './register.ts';
import {
  matchesRule,
  type PatternId,
  type RegisterRule,
  type RegisterRules,
  registerRuleSchema,
} from './register-rules.ts';

/**
 * The member's profile on the security centre page (spec §2 "my account"; the fields are those of spec §3
 * "Registration user" that describe the person). Which fields a member may change is the merchant's choice
 * (`authSettings.profileEditableFields`); every value must match the merchant's registration rule of its field, so a
 * profile edit accepts exactly what registration would have.
 */
export const profileFields = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** Fields edited through PUT /wps/member/info. The email and the mobile number change only with a code (below). */
export const profileTextFields = [
  'nickname',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly ProfileField[];
export type ProfileTextField = (typeof profileTextFields)[number];

/**
 * What a member may change unless the merchant says otherwise: contact details and the nickname, and the real name
 * while it is empty. The ID number is left to finance by default.
 */
export const defaultProfileEditableFields: ProfileField[] = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
];

/**
 * Registration has no nickname: 2 to 20 characters of any script, without control or format characters or the angle
 * brackets of markup (as every display name, display-name.ts).
 */
export const nicknameRule: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: '^[^\\p{C}<>]+$',
  patternId: 1,
  minLength: 2,
  maxLength: 20,
};

/** For a field a merchant's stored rules lack: any text of 1 to 64 characters. */
const fallbackRule: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 1,
  maxLength: 64,
};

export type ProfileRules = Record<ProfileField, RegisterRule>;

/** The rule each profile field is checked against: the merchant's registration rule of the same field. */
export function profileRules(rules: Partial<RegisterRules>): ProfileRules {
  return Object.fromEntries(
    profileFields.map((field) => [field, field === 'nickname' ? nicknameRule : (rules[field] ?? fallbackRule)]),
  ) as ProfileRules;
}

/** Whether a value may be stored in the field: its rule, and for addresses codes are sent to, a usable address. */
export function profileValueError(rules: ProfileRules, field: ProfileField, value: string): RegisterFieldError | null {
  const rule = rules[field];
  if (!matchesRule(rule, value)) {
    return { kind: 'pattern', patternId: rule.patternId as PatternId, min: rule.minLength, max: rule.maxLength };
  }
  if (field === 'mobileNum' && !mobileNumberPattern.test(value)) return { kind: 'phone' };
  if (field === 'email' && !isEmailAddress(value)) {
    return { kind: 'pattern', patternId: 4, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

const text = z.string().max(256).optional();

/** A calendar date that exists, at least 18 and at most 120 years before today (UTC). */
export function isAdultBirthday(value: string, today = new Date()): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const adult = Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate());
  const oldest = Date.UTC(today.getUTCFullYear() - 120, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() <= adult && date.getTime() >= oldest;
}

/**
 * PUT /wps/member/info (encrypted): the fields to change, the others left out. Values are trimmed; an empty value
 * clears the field unless its rule requires it. The real name can only be given while it is empty.
 */
export const updateProfileRequestSchema = z.object({
  nickname: text,
  payeeName: text,
  qqNum: text,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  /** The date of birth (`YYYY-MM-DD`, at least 18 years ago), set once by the member; VIP birthday rewards use it. */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
    .refine(isAdultBirthday, 'Enter a real date of birth of someone at least 18 years old')
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ProfileChanges = Partial<Record<ProfileTextField, string>>;

/** The field errors of an edit (values already trimmed); empty when it may be sent. */
export function validateProfileChanges(
  rules: ProfileRules,
  changes: ProfileChanges,
): Partial<Record<ProfileTextField, RegisterFieldError>> {
  const errors: Partial<Record<ProfileTextField, RegisterFieldError>> = {};
  for (const field of profileTextFields) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value === '') {
      if (rules[field].required || field === 'payeeName') errors[field] = { kind: 'required' };
      continue;
    }
    const error = profileValueError(rules, field, value);
    if (error) errors[field] = error;
  }
  return errors;
}

/** GET /wps/member/info/profile, and the answer of every change. */
export const memberProfileSchema = z.object({
  id: z.number().int(),
  /** The username: never changes. */
  account: z.string(),
  nickname: z.string().nullable(),
  /** The real name, masked (`张*`): bank accounts must be in this name. */
  payeeName: z.string().nullable(),
  /** Masked (`d***@lotus.example`). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Masked with its dialling code (`+86 138****0001`). */
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  qqNum: z.string().nullable(),
  line: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  wechat: z.string().nullable(),
  /** Masked (`110***********1234`). */
  idNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** Epoch ms. */
  passwordChangedAt: z.number().int(),
  regDate: z.number().int(),
  /** `YYYY-MM-DD`; the member sets it once (`birthdayEditable`), customer service corrects it. */
  birthday: z.string().nullable(),
  birthdayEditable: z.boolean(),
  /** The fields the member may change now (the real name only while it is empty). */
  editable: z.array(z.enum(profileFields)),
  /** The rule of each field, for the form to check what the server will check. */
  rules: z.record(z.enum(profileFields), registerRuleSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const verificationCode = z.string().max(16);
/** Needed to replace a number or address the account already has, when the account has a login password. */
const password = z.string().max(128).optional();

/**
 * POST /wps/verification/sms/bind: a code to the number the member is binding. Without a number, to the member's
 * current number (to verify it).
 */
export const bindMobileCodeRequestSchema = z.object({
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
});
export type BindMobileCodeRequest = z.input<typeof bindMobileCodeRequestSchema>;

/** PUT /wps/member/info/mobile (encrypted): the number and its code; it is then the member's, verified. */
export const bindMobileRequestSchema = z.object({
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  verificationCode,
  password,
});
export type BindMobileRequest = z.input<typeof bindMobileRequestSchema>;

/** POST /wps/verification/email/bind: a code to the address being bound, or to the current one when left out. */
export const bindEmailCodeRequestSchema = z.object({ email: z.string().max(320).optional() });
export type BindEmailCodeRequest = z.input<typeof bindEmailCodeRequestSchema>;

/** PUT /wps/member/info/email (encrypted). */
export const bindEmailRequestSchema = z.object({ email: z.string().max(320).optional(), verificationCode, password });
export type BindEmailRequest = z.input<typeof bindEmailRequestSchema>;
