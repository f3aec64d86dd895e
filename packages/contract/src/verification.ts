import { z } from 'zod';

/**
 * SMS codes (spec §3, §7, §9). Both calls answer `{expiredMinutes}` whether or not an account uses the number, so
 * that nobody can learn which numbers are registered; the code only works where the number belongs to an account.
 */

/** POST /wps/verification/sms/noLogin: a code for SMS login or the password reset by phone. */
export const smsNoLoginRequestSchema = z.object({
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  /** What the code is for; login by default. */
  purpose: z.enum(['login', 'reset']).default('login'),
  /** The image captcha's answer, when the client shows one. */
  captcha: z.string().max(16).optional(),
  /** Result of a slider check some clients send; accepted and ignored. */
  validate: z.string().max(4096).optional(),
});
export type SmsNoLoginRequest = z.input<typeof smsNoLoginRequestSchema>;

/** POST /wps/verification/sms/register: the field is `mobileNo` here (spec §3). */
export const smsRegisterRequestSchema = z.object({
  mobileNo: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
  captcha: z.string().max(16).optional(),
  validate: z.string().max(4096).optional(),
});
export type SmsRegisterRequest = z.input<typeof smsRegisterRequestSchema>;

export const smsSentSchema = z.object({ expiredMinutes: z.number().int() });
export type SmsSent = z.infer<typeof smsSentSchema>;
