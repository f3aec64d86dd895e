import { z } from 'zod';
import { dialingCodePattern, enteredCodeSchema, mobileNumberSchema } from './auth.ts';
import { isEmailAddress } from './email-address.ts';

/** Member info, avatar and passwords (spec §3, §5, §7). */

/** GET /wps/member/info. Contact details are masked; `type` as in spec §4 (1, 2, 41, 42 agent; 4 trial). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  /** Epoch ms. */
  regDate: z.number().int(),
  /** e.g. `+86 138****5678`. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The real name, masked (`张*`); withdrawals go to bank accounts in this name. */
  realName: z.string().nullable(),
  icon: z.string().nullable(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  /** Trial accounts: when the account stops working (epoch ms). */
  expiresAt: z.number().int().nullable(),
  lastLoginAt: z.number().int().nullable(),
  /** VIP (spec §3): whether the brand runs VIP levels, and the member's level (0: none yet) and its name. */
  hasVip: z.boolean(),
  vipRankLevel: z.number().int(),
  vipLabelName: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Preset avatars the member picks from; the web app serves them as `/assets/avatars/<id>.svg`. */
export const avatarIds = ['a01', 'a02', 'a03', 'a04', 'a05', 'a06', 'a07', 'a08', 'a09', 'a10', 'a11', 'a12'] as const;
export type AvatarId = (typeof avatarIds)[number];
/** GET /wps/member/info/icon answers `{icon}`; POST sets it. */
export const avatarSchema = z.object({ icon: z.enum(avatarIds).nullable() });
export const setAvatarRequestSchema = z.object({ icon: z.enum(avatarIds) });

const password = z.string().max(128);

/**
 * POST /wps/member/password (login, encrypted). `oldPassword` is required when the account has a password (accounts
 * created by social login or mobile registration without one set it here for the first time). The new password
 * follows the merchant's password rule, may not be `123456` nor the old one, and revokes every session: the client
 * logs in again.
 */
export const changePasswordRequestSchema = z.object({
  oldPassword: password.optional(),
  newPassword: password,
  confirmNewPassword: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * POST /wps/member/password/email, form body (`application/x-www-form-urlencoded`). Always answers success with the
 * same value, unless the merchant chose to reveal unknown accounts ("Username/Email does not exist"); when username
 * and email match, the member receives a single-use reset link valid for 30 minutes.
 */
export const forgotByEmailRequestSchema = z.object({
  /** Any username: no spaces, no `@` (an address typed in the wrong box). */
  username: z
    .string()
    .trim()
    .regex(/^[^\s@]{1,64}$/),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((v) => isEmailAddress(v.toLowerCase()), 'Enter a valid email address'),
});
export const forgotByEmailResultSchema = z.object({ sent: z.literal(true) });

/** POST /wps/member/password/email/reset: the token of the emailed link and the new password; logs in. */
export const resetByEmailRequestSchema = z.object({
  token: z.string().max(128),
  newPassword: password,
  confirmNewPassword: password,
  loginDeviceId: z.string().max(64).optional(),
});

/** POST /wps/member/password/verification (encrypted): reset by phone with an SMS code (`purpose: 'reset'`); logs in. */
export const resetByPhoneRequestSchema = z.object({
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  verificationCode: z.string().max(16).optional(),
  newPassword: password,
  confirmNewPassword: password.optional(),
  loginDeviceId: z.string().max(64).optional(),
});
export type ResetByPhoneRequest = z.input<typeof resetByPhoneRequestSchema>;

/**
 * What the server's reset use case requires of the number and the code beyond the request's shape (answered as
 * `phone.invalid` and `code.invalid`, so its route parses the lenient schema): forms check these before sending. The
 * new password's rule is the brand's (`registerRules.password`).
 */
export const phoneResetRequestSchema = resetByPhoneRequestSchema.extend({
  mobileNum: mobileNumberSchema,
  countryDialingCode: z.string().max(8).trim().regex(dialingCodePattern),
  verificationCode: enteredCodeSchema,
});

/** Payment passwords are 6 digits. */
export const paymentPasswordPattern = /^\d{6}$/;
const paymentPassword = z.string().max(32);
const newPaymentPassword = z.string().regex(paymentPasswordPattern, '6 digits');

/** PUT /wps/member/password/payment (login, encrypted): the first payment password, confirmed by the login password. */
export const setPaymentPasswordRequestSchema = z.object({
  loginPassword: password.optional(),
  paymentPassword: newPaymentPassword,
  confirmPaymentPassword: paymentPassword,
});
/** POST /wps/member/password/payment (login, encrypted): change it, with the old one. */
export const changePaymentPasswordRequestSchema = z.object({
  oldPaymentPassword: paymentPassword,
  newPaymentPassword,
  confirmPaymentPassword: paymentPassword,
});
