import { z } from 'zod';
import type { Language } from './language.ts';
import {
  matchesRule,
  type PatternId,
  type RegisterField,
  type RegisterRules,
  registerFields,
} from './register-rules.ts';

/**
 * Registration (spec §3, §5, DOMAIN.md "Registration"). Client and server both run `validateRegistration`, so the
 * server refuses exactly what the client would have marked.
 */

const field = z.string().max(256).optional();

/** PUT /wps/member/register and PUT /wps/member/register/mobile (encrypted). Every text field is optional here:
 *  which ones are needed and their formats come from the merchant's rules (`validateRegistration`). */
export const registerRequestSchema = z.object({
  username: field,
  password: field,
  confirmPassword: field,
  payeeName: field,
  email: field,
  qqNum: field,
  mobileNum: field,
  recommenderId: field,
  captcha: field,
  verificationCode: field,
  affiliateCode: field,
  paymentPassword: field,
  line: field,
  whatsapp: field,
  facebook: field,
  wechat: field,
  idNumber: field,
  /** Who invited the player (from the `referralCode` query of the register link). */
  referralCode: field,
  countryDialingCode: z.string().max(8).optional(),
  /**
   * The terms were ticked and the player confirmed being 18 or over. Spec §5 makes the tick a rule of the form:
   * clients of the original product never send it, so a missing value is accepted; `true` is recorded with the
   * registration, `false` (a client saying the box was left empty) is refused.
   */
  termsAccepted: z.boolean().optional(),
  // Keys existing clients send; accepted and ignored.
  loginDeviceId: z.string().max(64).optional(),
  domain: z.string().max(255).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.string().max(16).optional(),
  firebaseChannel: z.string().max(64).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  login: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export type RegisterMode = 'username' | 'mobile';

/** Merchant switches that change what the form asks for. */
export interface RegisterFlags {
  mode: RegisterMode;
  /** `REGMOBVERF3`: a code sent to the mobile number proves it. */
  smsVerification: boolean;
  /** `MOBILENUMPASSREG3`: mobile registration asks for a password too. */
  mobilePassword: boolean;
  /** `CAPTCHA3`: the image captcha is shown when its rule is enabled. */
  captcha: boolean;
}

/** Why a field was refused; `registerErrorMessage` turns it into text. */
export type RegisterFieldError =
  /** `rule`: what the empty field expects, so the message says more than "Required". */
  | { kind: 'required'; rule?: { patternId: PatternId; min: number; max: number } }
  | { kind: 'pattern'; patternId: PatternId; min: number; max: number }
  | { kind: 'mismatch' }
  | { kind: 'terms' }
  | { kind: 'phone' };

export type RegisterErrorField = RegisterField | 'termsAccepted' | 'countryDialingCode';
export type RegisterErrors = Partial<Record<RegisterErrorField, RegisterFieldError>>;

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Whether the form shows a field at all. */
export function isFieldShown(rules: RegisterRules, name: RegisterField, flags: RegisterFlags): boolean {
  const rule = rules[name];
  if (flags.mode === 'mobile') {
    if (name === 'mobileNum') return true;
    if (name === 'username') return false;
    if (name === 'verificationCode') return flags.smsVerification;
    if (name === 'password' || name === 'confirmPassword') return flags.mobilePassword && Boolean(rule?.enabled);
  } else {
    if (name === 'username' || name === 'password') return true;
    if (name === 'verificationCode') return flags.smsVerification && Boolean(rule?.enabled);
  }
  if (name === 'captcha') return flags.captcha && Boolean(rule?.enabled);
  return Boolean(rule?.enabled);
}

/** Whether a shown field must be filled in. */
export function isFieldRequired(
  rules: RegisterRules,
  name: RegisterField,
  flags: RegisterFlags,
  input: RegisterRequest,
): boolean {
  if (!isFieldShown(rules, name, flags)) return false;
  const rule = rules[name];
  switch (name) {
    case 'username':
    case 'password':
    case 'captcha':
      return true;
    case 'confirmPassword':
      return true;
    case 'mobileNum':
      return flags.mode === 'mobile' || Boolean(rule?.required);
    case 'verificationCode':
      // In username mode the code proves a mobile number only when one is given.
      return flags.mode === 'mobile' || present(input.mobileNum) || Boolean(rule?.required);
    case 'paymentPassword':
      return true;
    default:
      return Boolean(rule?.required);
  }
}

/**
 * The field errors of a registration: required fields filled in, each shown value matching its rule (pattern and
 * length; a lone `*` accepts anything), the confirmation equal to the password, a dialling code with a mobile
 * number, and terms not declined (`termsAccepted: false`; the form itself requires its boxes ticked). An empty
 * result means the form may be sent.
 */
export function validateRegistration(
  rules: RegisterRules,
  input: RegisterRequest,
  flags: RegisterFlags,
): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const name of registerFields) {
    if (!isFieldShown(rules, name, flags)) continue;
    const value = input[name];
    if (!present(value)) {
      if (isFieldRequired(rules, name, flags, input)) {
        const rule = rules[name];
        errors[name] =
          rule?.enabled && rule.acceptedPattern !== '*'
            ? {
                kind: 'required',
                rule: { patternId: rule.patternId as PatternId, min: rule.minLength, max: rule.maxLength },
              }
            : { kind: 'required' };
      }
      continue;
    }
    const rule = rules[name];
    if (rule?.enabled && !matchesRule(rule, value)) {
      errors[name] = {
        kind: 'pattern',
        patternId: rule.patternId as PatternId,
        min: rule.minLength,
        max: rule.maxLength,
      };
    } else if (name === 'mobileNum' && !/^\d{5,15}$/.test(value)) {
      errors[name] = { kind: 'phone' };
    }
  }
  if (
    !errors.confirmPassword &&
    isFieldShown(rules, 'confirmPassword', flags) &&
    present(input.confirmPassword) &&
    input.confirmPassword !== input.password
  ) {
    errors.confirmPassword = { kind: 'mismatch' };
  }
  if (present(input.mobileNum) && !/^\+?\d{1,4}$/.test(input.countryDialingCode ?? '')) {
    errors.countryDialingCode = { kind: 'phone' };
  }
  if (input.termsAccepted === false) errors.termsAccepted = { kind: 'terms' };
  return errors;
}

/** Messages of the 16 pattern families (`reg_pattern_{id}`); `{range}` is "min-max", or one number when equal. */
export const registerPatternMessages: Record<PatternId, { en: string; cn: string }> = {
  1: { en: 'Please enter {range} characters', cn: '请输入{range}个字符' },
  2: {
    en: 'Start with a letter; {range} letters, digits or underscores',
    cn: '以字母开头，{range}位字母、数字或下划线',
  },
  3: { en: 'Chinese characters and digits only, {range} characters', cn: '仅限中文和数字，{range}个字符' },
  4: { en: 'Please enter a valid email address ({range} characters)', cn: '请输入有效的电子邮箱（{range}个字符）' },
  5: { en: 'Letters and digits only, {range} characters', cn: '仅限字母和数字，{range}个字符' },
  6: { en: 'Both letters and digits, {range} characters', cn: '须同时包含字母和数字，{range}个字符' },
  7: { en: 'Digits only, {range} digits', cn: '仅限数字，{range}位' },
  8: { en: 'At least one uppercase letter, {range} characters', cn: '至少包含一个大写字母，{range}个字符' },
  9: { en: 'English letters and spaces only, {range} characters', cn: '仅限英文字母和空格，{range}个字符' },
  10: { en: 'No spaces, {range} characters', cn: '不能包含空格，{range}个字符' },
  11: { en: 'Chinese characters and punctuation only, {range} characters', cn: '仅限中文和标点，{range}个字符' },
  12: { en: 'Date as yyyy-MM-dd or MM-dd-yyyy', cn: '日期格式为 yyyy-MM-dd 或 MM-dd-yyyy' },
  13: { en: 'Korean only, {range} characters', cn: '仅限韩文，{range}个字符' },
  14: { en: 'Thai only, {range} characters', cn: '仅限泰文，{range}个字符' },
  15: { en: 'Thai or English only, {range} characters', cn: '仅限泰文或英文，{range}个字符' },
  16: {
    en: '{range} characters with upper and lower case letters, a digit and a symbol',
    cn: '{range}个字符，须包含大小写字母、数字和符号',
  },
};

const otherMessages = {
  required: { en: 'Required', cn: '必填' },
  mismatch: { en: 'The two passwords are inconsistent', cn: '两次输入的密码不一致' },
  terms: { en: 'Please agree to the terms and confirm you are 18 or over', cn: '请同意条款并确认您已年满18岁' },
  phone: { en: 'Invalid phone number format', cn: '手机号码格式不正确' },
} as const;

/** "6-20", or "6" when min and max are equal, or "6+" without a maximum. */
export const lengthRange = (min: number, max: number) =>
  max === 0 ? `${min}+` : min === max ? `${min}` : `${min}-${max}`;

export function registerErrorMessage(error: RegisterFieldError, language: Language): string {
  const pick = (text: { en: string; cn: string }) => (language === 'CN' ? text.cn : text.en);
  const patternText = (patternId: PatternId, min: number, max: number) =>
    pick(registerPatternMessages[patternId]).replace('{range}', lengthRange(min, max));
  if (error.kind === 'pattern') return patternText(error.patternId, error.min, error.max);
  if (error.kind === 'required' && error.rule) {
    const { patternId, min, max } = error.rule;
    return `${pick(otherMessages.required)}${language === 'CN' ? '：' : ': '}${patternText(patternId, min, max)}`;
  }
  return pick(otherMessages[error.kind]);
}

/** GET /wps/agent/affiliate?code=…&domain=…: whether the code belongs to an agent of this merchant. */
export const affiliateQuerySchema = z.object({ code: z.string().max(64), domain: z.string().max(255).optional() });
export const affiliateResultSchema = z.object({ success: z.boolean() });
