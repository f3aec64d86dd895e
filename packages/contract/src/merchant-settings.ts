import { z } from 'zod';
import { contractSettingsSchema } from './agent-contracts.ts';
import { earningsSettingsSchema } from './agent-earnings.ts';
import { operatorRoles } from './console.ts';
import { type ModId, modIds } from './modules.ts';
import { defaultProfileEditableFields, profileFields } from './profile.ts';
import { patternFamilies, registerFields } from './register-rules.ts';

/** Text shown to people, in each language of the `Language` header. */
export const localizedTextSchema = z.object({ EN: z.string().max(2000), CN: z.string().max(2000) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An IPv4 or IPv6 range (`10.0.0.0/8`, `2001:db8::/32`) or a single address. */
export const cidrSchema = z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]);

export const maintenanceSettingsSchema = z
  .object({
    on: z.boolean(),
    /** Epoch milliseconds; null: until switched off. A past instant ends maintenance by itself. */
    endsAt: z.number().int().nullable().default(null),
    message: localizedTextSchema.nullable().default(null),
    /** Addresses that still see the site during maintenance (the operator's office, a test device). */
    allowCidrs: z.array(cidrSchema).max(100).default([]),
  })
  .strict();
export type MaintenanceSettings = z.output<typeof maintenanceSettingsSchema>;

/** Visitors a merchant turns away: by country or address range, unless an allow range matches the address. */
export const regionBlockSchema = z
  .object({
    /** ISO 3166-1 alpha-2 codes. */
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    allowCidrs: z.array(cidrSchema).max(500),
    denyCidrs: z.array(cidrSchema).max(500),
    message: localizedTextSchema.nullable().default(null),
  })
  .strict();
export type RegionBlock = z.output<typeof regionBlockSchema>;

/** An OpenID Connect provider for social login (discovery at `<issuer>/.well-known/openid-configuration`). */
export const socialProviderSettingsSchema = z
  .object({
    provider: z.enum(['google', 'facebook']),
    issuer: z.url().max(2048),
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().max(512),
  })
  .strict();

/** Sessions, sign-in and account rules of a merchant (DOMAIN.md "Accounts and security"). */
export const authSettingsSchema = z
  .object({
    /** A session ends after this long without a request… */
    sessionIdleMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    /** …and at the latest this long after login. */
    sessionAbsoluteHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    /** Answer "Username/Email does not exist" instead of the same answer for every account (off by default). */
    revealUnknownAccount: z.boolean(),
    /** A password older than this counts as expired (`PWDEXPFORCECHANGE3` forces the change); 0: never. */
    passwordMaxAgeDays: z.number().int().min(0).max(3650),
    /** Validity of SMS and email codes (`expiredMinutes`). */
    codeExpiredMinutes: z.number().int().min(1).max(60),
    /** Play money a free-play account starts with, in minor units (credited by the wallet). */
    trialPlayMoney: z.number().int().min(0).max(1_000_000_000),
    socialProviders: z.array(socialProviderSettingsSchema).max(4),
    /** Profile fields members may change themselves on the security centre page (the real name only while empty). */
    profileEditableFields: z.array(z.enum(profileFields)).max(profileFields.length),
    /** Operators of these roles must sign in to the console with an authenticator code (enrolling first). */
    operatorTotpRoles: z.array(z.enum(operatorRoles)).max(operatorRoles.length),
  })
  .strict();
export type AuthSettings = z.infer<typeof authSettingsSchema>;

export const defaultAuthSettings: AuthSettings = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  revealUnknownAccount: false,
  passwordMaxAgeDays: 90,
  codeExpiredMinutes: 5,
  trialPlayMoney: 200_000,
  socialProviders: [],
  profileEditableFields: defaultProfileEditableFields,
  operatorTotpRoles: ['admin', 'finance'],
};

/** The cashier's rules (DOMAIN.md "Money"): amounts in minor units. */
export const cashierSettingsSchema = z
  .object({
    withdrawMin: z.number().int().min(1),
    withdrawMax: z.number().int().min(1),
    /** Withdrawal requests a member may make per business day. */
    withdrawDailyCount: z.number().int().min(1).max(100),
    /** A paid withdrawal the player does not confirm within this long counts as received (spec §4). */
    withdrawAutoConfirmMinutes: z.number().int().min(1).max(43_200),
    maxBankAccounts: z.number().int().min(1).max(20),
    /** Manual adjustments above this (minor units) wait for a second operator's approval. */
    adjustmentApprovalAbove: z.number().int().min(0),
    /** One wallet for every game (seamless vendors only); false once transfer-wallet vendors are offered. */
    singleWallet: z.boolean(),
    /** Wagering a deposit asks for before its money can be withdrawn, in percent of the deposit (100 = once). */
    depositTurnoverPercent: z.number().int().min(0).max(10_000),
  })
  .strict()
  .refine((s) => s.withdrawMax >= s.withdrawMin, {
    message: 'withdrawMax must not be below withdrawMin',
    path: ['withdrawMax'],
  });
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

export const defaultCashierSettings: CashierSettings = {
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  withdrawDailyCount: 5,
  withdrawAutoConfirmMinutes: 1_440,
  maxBankAccounts: 5,
  adjustmentApprovalAbove: 100_000,
  depositTurnoverPercent: 100,
  singleWallet: true,
};

/**
 * Rules a regulated brand sets on every bonus: the largest wagering multiple a campaign may ask (the UK's is 10×
 * from 19 January 2026; null: none); whether a member may wager only one deposit bonus at a time (check-in rewards
 * aside); and whether each offer must keep to one product (its wagering counting one game category only).
 */
export const promotionSettingsSchema = z
  .object({
    maxWageringMultiple: z.number().min(0).max(100).multipleOf(0.1).nullable(),
    oneBonusAtATime: z.boolean(),
    singleProductOffers: z.boolean(),
  })
  .strict();
export type PromotionSettings = z.infer<typeof promotionSettingsSchema>;
export const defaultPromotionSettings: PromotionSettings = {
  maxWageringMultiple: null,
  oneBonusAtATime: true,
  singleProductOffers: false,
};

/** What players may write to the merchant (spec §5: "feedback length between {0} and {1} words"). */
export const contentSettingsSchema = z
  .object({
    feedbackMinWords: z.number().int().min(0).max(1000),
    feedbackMaxWords: z.number().int().min(1).max(5000),
  })
  .strict()
  .refine((s) => s.feedbackMaxWords >= s.feedbackMinWords, {
    message: 'feedbackMaxWords must not be below feedbackMinWords',
  });
export type ContentSettings = z.infer<typeof contentSettingsSchema>;

export const defaultContentSettings: ContentSettings = { feedbackMinWords: 5, feedbackMaxWords: 500 };

/** One registration field's rule (spec §5) as an operator sets it: the pattern must compile, min ≤ max (0: no max). */
export const registerRuleSettingsSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z
      .string()
      .min(1)
      .max(500)
      .refine((source) => {
        if (source === '*') return true;
        try {
          new RegExp(source, 'u');
          return true;
        } catch {
          return false;
        }
      }, 'Not a valid regular expression'),
    patternId: z
      .number()
      .int()
      .refine((id) => id in patternFamilies, 'Unknown pattern family'),
    minLength: z.number().int().min(0).max(500),
    maxLength: z.number().int().min(0).max(500),
  })
  .strict()
  .refine((r) => r.maxLength === 0 || r.maxLength >= r.minLength, {
    message: 'The maximum length must not be below the minimum',
    path: ['maxLength'],
  });

/** Every field's rule: the form is replaced as a whole. */
export const registerRulesSettingsSchema = z.record(z.enum(registerFields), registerRuleSettingsSchema);

/** The SMS body sent when a provider's template is not set: `{to}` and `{body}` filled in. */
export const DEFAULT_SMS_TEMPLATE = '{"to":"{to}","text":"{body}"}';

/** A template with `{to}` and `{body}` filled in, each escaped for the format (JSON string or form value). */
export function fillTemplate(template: string, format: 'json' | 'form', to: string, body: string) {
  const encode =
    format === 'json'
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : (value: string) => encodeURIComponent(value);
  return template.replace(/\{(to|body)\}/g, (_, name: 'to' | 'body') => encode(name === 'to' ? to : body));
}

/** Email through an SMTP server: `smtps://user:pass@host:465` (implicit TLS) or `smtp://…:587` (STARTTLS). */
const smtpShape = {
  /** User name and password percent-encoded (`@` → `%40`). */
  url: z
    .string()
    .max(2000)
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .pipe(z.url('not a valid URL')),
  /** `no-reply@brand.example` (shown with the brand's name) or `Name <no-reply@brand.example>`. */
  from: z.string().trim().min(3).max(200),
};
export const smtpSettingsSchema = z.strictObject(smtpShape);
export type SmtpSettings = z.output<typeof smtpSettingsSchema>;

/** SMS through a provider's HTTP API: one request per message, `{to}` (E.164) and `{body}` filled into the template. */
const smsShape = {
  /** May hold `{to}` and `{body}` too (URL-encoded there), for providers that take GET parameters. */
  url: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL'),
  method: z.enum(['POST', 'GET', 'PUT']).default('POST'),
  /** The `Authorization` header's value (`Bearer …`, `Basic …`), if the provider wants one. */
  auth: z.string().max(2000).optional(),
  /** The request body (unused for GET). */
  template: z.string().max(4000).default(DEFAULT_SMS_TEMPLATE),
  format: z.enum(['json', 'form']).default('json'),
  /** A dot path into the JSON answer (`result.code`) that must be present and, with `successValue`, equal it. */
  successPath: z
    .string()
    .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'must be a dot path such as result.code')
    .optional(),
  successValue: z.string().max(200).optional(),
};

/**
 * What one field cannot say alone: a JSON template must make JSON once filled in, a success value needs its path.
 * The environment's settings (delivery-config.ts) and a brand's are checked by this same rule.
 */
function checkSms(
  s: {
    method: string;
    format: string;
    template: string;
    successPath?: string | undefined;
    successValue?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (s.method !== 'GET' && s.format === 'json') {
    try {
      JSON.parse(fillTemplate(s.template, 'json', '+8613800000001', 'a "quoted"\nline'));
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'does not make JSON once {to} and {body} are filled in',
      });
    }
  }
  if (s.successValue && !s.successPath) {
    ctx.addIssue({ code: 'custom', path: ['successPath'], message: 'required with a success value' });
  }
}
export const smsHttpSettingsSchema = z.strictObject(smsShape).superRefine(checkSms);
export type SmsHttpSettings = z.output<typeof smsHttpSettingsSchema>;

/** A brand's own SMTP account and SMS provider; null: the server's (environment) settings. */
export const deliverySettingsSchema = z.strictObject({
  smtp: smtpSettingsSchema.nullable(),
  sms: smsHttpSettingsSchema.nullable(),
});
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;
export const defaultDeliverySettings: DeliverySettings = { smtp: null, sms: null };

/**
 * Delivery settings as an operator sends them; a part left out stays as stored, null returns it to the server's.
 * Secrets are write-only: an empty `password` keeps the stored SMTP password (unless the URL carries one), an empty
 * `auth` the stored SMS auth header.
 */
export const deliverySettingsPatchSchema = z
  .strictObject({
    smtp: z.strictObject({ ...smtpShape, password: z.string().max(500).default('') }).nullable(),
    sms: z
      .strictObject({ ...smsShape, auth: z.string().max(2000).default('') })
      .superRefine(checkSms)
      .nullable(),
  })
  .partial();
export type DeliverySettingsPatch = z.input<typeof deliverySettingsPatchSchema>;

/** Operator changes to a merchant's switches. Every part is optional; a part that is given replaces the stored one. */
export const merchantSettingsPatchSchema = z
  .object({
    maintenance: maintenanceSettingsSchema,
    regionBlock: regionBlockSchema,
    disabledModules: z.array(z.enum(modIds as [ModId, ...ModId[]])).max(modIds.length),
    registerRules: registerRulesSettingsSchema,
    /** Replaces the named settings, keeping the others. */
    auth: authSettingsSchema.partial(),
    cashier: cashierSettingsSchema,
    content: contentSettingsSchema,
    /** The caps on top-level agents' contract rates. */
    contracts: contractSettingsSchema,
    /** The brand's own SMTP account and SMS provider. */
    delivery: deliverySettingsPatchSchema,
    /** Who funds agent earnings and which payouts wait for approval. */
    earnings: earningsSettingsSchema,
    /** The wagering cap and the one-bonus rule. */
    promotions: promotionSettingsSchema,
  })
  .partial()
  .strict();
export type MerchantSettingsPatch = z.input<typeof merchantSettingsPatchSchema>;
