import { z } from 'zod';

/**
 * Login, sessions, second factors, free play, remember-me and social login (spec §3–§7, DOMAIN.md "Accounts and
 * security"). Like every request schema of the contract, these strip keys they do not name (see `endpoints`).
 */

/** Limits of DOMAIN.md, shared so that the client can show the same numbers the server enforces. */
export const authLimits = {
  /** Failures of one account before the captcha becomes required (`value.captcha`). */
  captchaAfterFailures: 3,
  /** Failures within `lockWindowMinutes` that lock the account for `lockMinutes` (doubling on each new lock). */
  lockAfterFailures: 10,
  lockWindowMinutes: 15,
  lockMinutes: 15,
  /** A lock never lasts longer than this, so a victim is never locked out for good. */
  maxLockMinutes: 120,
  /** Failures per account and hour, whatever the source. */
  maxFailuresPerHour: 100,
  /**
   * Failed logins per client address and 15 minutes (credential stuffing) after which every login from the address
   * needs the captcha; the address is never refused outright.
   */
  maxFailuresPerIp: 50,
  codeDigits: 6,
  codeExpiredMinutes: 5,
  codeMaxAttempts: 5,
  /** Code sends per number: one a minute, five an hour; past that the number waits `smsLockoutMinutes`. */
  codeSendsPerHour: 5,
  codeResendSeconds: 60,
  smsLockoutMinutes: 5,
  captchaTtlSeconds: 300,
  rememberHours: 24,
  trialHours: 24,
  /** Time to finish the second step of a login from a new address. */
  verificationMinutes: 10,
  /** Reset links sent by email. */
  resetLinkMinutes: 30,
} as const;

const s = (max: number) => z.string().max(max);

/**
 * Keys existing clients add to login and register bodies, named so that the API reference lists them; only
 * `loginDeviceId` is used.
 */
const clientExtras = {
  loginDeviceId: s(64).optional(),
  domain: s(255).optional(),
  registerUrl: s(2048).optional(),
  registerMethod: s(16).optional(),
  firebaseChannel: s(64).optional(),
  firebaseIdToken: s(4096).optional(),
  login: z.boolean().optional(),
  os: s(32).optional(),
  platform: s(32).optional(),
};

/** A country dialling code as `+86` or `86`. */
export const countryDialingCodeSchema = z.string().regex(/^\+?\d{1,4}$/);
/** National mobile number: digits only, 5 to 15 of them. */
export const mobileNumberPattern = /^\d{5,15}$/;
export const dialingCodePattern = /^\+?\d{1,4}$/;

export const loginTypes = ['username', 'sms'] as const;

/** POST /wps/session/login (encrypted). Username mode needs username and password; SMS mode mobile and code. */
export const loginRequestSchema = z.object({
  type: z.enum(loginTypes).default('username'),
  username: s(64).optional(),
  password: s(128).optional(),
  /** The image captcha's answer, needed when it is shown (after failures: `value.captcha`). */
  captcha: s(16).optional(),
  mobileNum: s(32).optional(),
  countryDialingCode: s(8).optional(),
  verificationCode: s(16).optional(),
  /** Keep a remember-me token in cookies for 24 hours. */
  rememberMe: z.boolean().optional(),
  /** Logging in through the agent landing: only agents may. */
  agentLogin: z.boolean().optional(),
  ...clientExtras,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A national number as the server reads it (`parsePhone`): spaces and dashes dropped, then `mobileNumberPattern`. */
export const mobileNumberSchema = s(32)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(mobileNumberPattern));
/** A code sent by SMS or email as typed: surrounding spaces dropped, never empty. */
export const enteredCodeSchema = s(16).trim().min(1);

/**
 * What the server's login use case requires of each mode beyond the request's shape. It answers those refusals with
 * error ids of their own (`login.required.fields`, `phone.invalid`, `code.invalid`, `captcha.required`), so its route
 * parses the lenient schema above; forms check these before sending. A captcha, when sent, is an answer.
 */
export const usernameLoginRequestSchema = loginRequestSchema.extend({
  type: z.literal('username'),
  username: s(64).trim().min(1),
  password: s(128).min(1),
  captcha: s(16).trim().min(1).optional(),
});
export const smsLoginRequestSchema = loginRequestSchema.extend({
  type: z.literal('sms'),
  mobileNum: mobileNumberSchema,
  countryDialingCode: s(8).trim().regex(dialingCodePattern),
  verificationCode: enteredCodeSchema,
});

/** What every successful login answers (spec §3, API.md). */
export const loginResultSchema = z.object({
  token: z.string(),
  /** customerId. */
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string().nullable(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * The client must show the change-password dialog before anything else: the password is `123456`, or it expired
   * and the merchant enforces expiry (`PWDEXPFORCECHANGE3`). Never set for SMS or social logins.
   */
  forcePasswordChange: z.boolean(),
  /** Trial accounts only: when the account stops working (epoch ms). */
  expiresAt: z.number().int().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const verificationMethods = ['sms', 'email', 'bankName', 'totp'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];

/** Login from an address the member has not used before, with `LOGINIPVERF3` on: a second step is needed. */
export const verificationPendingSchema = z.object({
  verificationRequired: z.literal(true),
  /** Only the methods this member can use. */
  methods: z.array(z.enum(verificationMethods)),
  /** Opaque, single use, valid `authLimits.verificationMinutes`. */
  verificationToken: z.string(),
  /** Masked destinations, e.g. `{ sms: '+86 138****5678', email: 'd***@example.com' }`. */
  targets: z.object({ sms: z.string().optional(), email: z.string().optional() }),
});
export type VerificationPending = z.infer<typeof verificationPendingSchema>;

/** POST /wps/session/login answers one of these. */
export const loginResponseSchema = z.union([loginResultSchema, verificationPendingSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isVerificationPending = (value: LoginResponse): value is VerificationPending =>
  'verificationRequired' in value && value.verificationRequired === true;

/**
 * Value of a failed login: `captcha` tells the client to show the captcha from now on; a locked account
 * (`login.locked`, 429) also says when to try again.
 */
export const loginFailureValueSchema = z.object({
  captcha: z.boolean().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

/** POST /wps/session/login/verification/code: send the SMS or email code of the second step. */
export const loginVerificationCodeRequestSchema = z.object({
  verificationToken: s(128),
  method: z.enum(['sms', 'email']),
});
export const codeSentSchema = z.object({ expiredMinutes: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /wps/session/login/verification (encrypted): `code` for sms, email and totp; `bankName` for bankName. */
export const loginVerificationRequestSchema = z.object({
  verificationToken: s(128),
  method: z.enum(verificationMethods),
  code: s(16).optional(),
  /** The holder name of the member's bank account (their real name). */
  bankName: s(100).optional(),
  rememberMe: z.boolean().optional(),
  loginDeviceId: s(64).optional(),
});
export type LoginVerificationRequest = z.input<typeof loginVerificationRequestSchema>;

/**
 * POST /wps/session/login/freeplay: a fresh trial account (type 4, play money, 24 hours). Existing clients send an
 * `Encryption` header with whatever body; nothing in it is needed, so other keys are ignored.
 */
export const freePlayRequestSchema = z.object({
  os: s(32).optional(),
  platform: s(32).optional(),
  loginDeviceId: s(64).optional(),
});

/** POST /wps/session/login/remember: logs in from the `remember_user` and `remember_token` cookies. */
export const rememberLoginRequestSchema = z.object({ loginDeviceId: s(64).optional() });
/** Cookie names of remember-me (HttpOnly for the token; the username is readable to prefill the form). */
export const rememberCookies = { user: 'remember_user', token: 'remember_token' } as const;
/** Cookie binding a captcha image to the browser that fetched it. */
export const captchaCookie = 'captchaId';

/** GET /wps/captcha: `value` is the PNG as base64 (no `data:` prefix). */
export const captchaSchema = z.string();
export const captchaQuerySchema = z.object({ t: s(32).optional() });

/** Social login (`SOCIALLOGIN3`): OpenID Connect authorization code flow with PKCE. */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviders) });
/** GET /wps/session/social/providers: the providers this merchant enabled, in display order. */
export const socialProviderListSchema = z.array(z.object({ provider: z.enum(socialProviders), name: z.string() }));
/**
 * GET /wps/session/social/:provider/start?redirectUri=…: where to send the browser. `redirectUri` is the page of
 * this site the provider returns to (its host must be one of the merchant's domains); that page then posts the
 * `code` and `state` it received to the callback endpoint.
 */
export const socialStartQuerySchema = z.object({ redirectUri: z.url().max(2048) });
export const socialStartSchema = z.object({ authorizationUrl: z.string() });
/** POST /wps/session/social/:provider/callback: the `code` and `state` of the provider's redirect. */
export const socialCallbackRequestSchema = z.object({ code: s(2048), state: s(256), loginDeviceId: s(64).optional() });

/** `data` of the `session.revoked` socket message; the socket closes after it. */
export const sessionRevokedSchema = z.object({
  sessionId: z.string(),
  reason: z.enum(['logout', 'replaced', 'password', 'suspended', 'expired']),
});
export type SessionRevoked = z.infer<typeof sessionRevokedSchema>;

/** Authenticator enrolment for the new-address second step (TOTP, RFC 6238: SHA-1, 30 s, 6 digits). */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpConfirmRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

/** Messages the server sent through the embedded provider (development and test only: GET /dev/outbox). */
export const outboxQuerySchema = z.object({
  to: s(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
});
export const outboxListSchema = z.object({ list: z.array(outboxMessageSchema) });
/** GET /dev/captcha (development and test only): the answer of the captcha bound to the request's cookie. */
export const devCaptchaSchema = z.object({ answer: z.string().nullable() });
