import { z } from 'zod';
import { contractSettingsSchema } from './agent-contracts.ts';
import { earningsSettingsSchema } from './agent-earnings.ts';
import { type OperatorRole, operatorRoles } from './console.ts';
import { amountOrZeroSchema, positiveAmountSchema } from './deposit.ts';
import { isEmailAddress } from './email-address.ts';
import {
  authSettingsSchema,
  deliverySettingsPatchSchema,
  localizedTextSchema,
  maintenanceSettingsSchema,
  promotionSettingsSchema,
  regionBlockSchema,
  registerRulesSettingsSchema,
  socialProviderSettingsSchema,
} from './merchant-settings.ts';
import { type ModId, modIds } from './modules.ts';
import { toMinorUnits } from './money.ts';
import { profileFields } from './profile.ts';

/**
 * The brand's settings in the operator console (`/api/console/settings`), for admins only: access (maintenance,
 * region rules), feature modules, the registration form, the cashier, contract caps and agent earnings (who funds
 * them, the shortfall rule, the approval threshold), sign-in, delivery (the
 * brand's own SMTP account and SMS provider, secrets write-only). A PUT names the
 * sections it replaces; each changed section is audited with its values before and after, and players see the change
 * on their next request (the cached merchant is dropped in every process).
 *
 * Money is in major units on the wire (`12.5`), as everywhere else; the server stores minor units.
 */
export const SETTINGS_ADMIN_ROLES: OperatorRole[] = ['admin'];

/** The sections a PUT may name, and the audit events they write (`console.settings.<section>`). */
export const settingsSections = [
  'maintenance',
  'regionBlock',
  'disabledModules',
  'registerRules',
  'cashier',
  'contracts',
  'earnings',
  'promotions',
  'auth',
  'delivery',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** The cashier as an operator types it: amounts in major units, read as minor units. */
export const consoleCashierPatchSchema = z
  .strictObject({
    withdrawMin: positiveAmountSchema,
    withdrawMax: positiveAmountSchema,
    withdrawDailyCount: z.number().int().min(1).max(100),
    withdrawAutoConfirmMinutes: z.number().int().min(1).max(43_200),
    maxBankAccounts: z.number().int().min(1).max(20),
    adjustmentApprovalAbove: amountOrZeroSchema,
    singleWallet: z.boolean(),
    depositTurnoverPercent: z.number().int().min(0).max(10_000),
  })
  .refine((s) => s.withdrawMax >= s.withdrawMin, {
    message: 'The maximum must be at least the minimum',
    path: ['withdrawMax'],
  });

/** A social provider as the console sends it: an empty secret keeps the one stored for that provider. */
const socialProviderPatchSchema = socialProviderSettingsSchema.extend({
  clientSecret: z.string().max(512).default(''),
});

/** Sign-in settings to change (the others stay); trial money in major units. */
export const consoleAuthPatchSchema = authSettingsSchema
  .extend({ trialPlayMoney: amountOrZeroSchema, socialProviders: z.array(socialProviderPatchSchema).max(4) })
  .partial();

export const consoleSettingsPatchSchema = z
  .strictObject({
    maintenance: maintenanceSettingsSchema,
    regionBlock: regionBlockSchema,
    disabledModules: z.array(z.enum(modIds as [ModId, ...ModId[]])).max(modIds.length),
    registerRules: registerRulesSettingsSchema,
    cashier: consoleCashierPatchSchema,
    contracts: contractSettingsSchema,
    /** `approvalAbove` in major units, as stored: payouts above it wait for an operator; null: none wait. */
    earnings: z.strictObject({
      ...earningsSettingsSchema.shape,
      approvalAbove: earningsSettingsSchema.shape.approvalAbove.refine((v) => v === null || toMinorUnits(v) !== null, {
        message: 'Enter an amount of 0 or more with at most 2 decimals',
      }),
    }),
    auth: consoleAuthPatchSchema,
    delivery: deliverySettingsPatchSchema,
    promotions: promotionSettingsSchema,
  })
  .partial();
export type ConsoleSettingsPatch = z.input<typeof consoleSettingsPatchSchema>;

const registerRuleViewSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});

/** What the console shows: every section, amounts in major units, social provider secrets never sent back. */
export const consoleSettingsSchema = z.object({
  maintenance: z.object({
    on: z.boolean(),
    endsAt: z.number().int().nullable(),
    message: localizedTextSchema.nullable(),
    allowCidrs: z.array(z.string()),
  }),
  regionBlock: z.object({
    blockedCountries: z.array(z.string()),
    allowCidrs: z.array(z.string()),
    denyCidrs: z.array(z.string()),
    message: localizedTextSchema.nullable(),
  }),
  disabledModules: z.array(z.string()),
  registerRules: z.record(z.string(), registerRuleViewSchema),
  cashier: z.object({
    withdrawMin: z.number(),
    withdrawMax: z.number(),
    withdrawDailyCount: z.number().int(),
    withdrawAutoConfirmMinutes: z.number().int(),
    maxBankAccounts: z.number().int(),
    adjustmentApprovalAbove: z.number(),
    singleWallet: z.boolean(),
    depositTurnoverPercent: z.number().int(),
  }),
  contracts: contractSettingsSchema,
  earnings: earningsSettingsSchema,
  promotions: promotionSettingsSchema,
  auth: z.object({
    sessionIdleMinutes: z.number().int(),
    sessionAbsoluteHours: z.number().int(),
    revealUnknownAccount: z.boolean(),
    passwordMaxAgeDays: z.number().int(),
    codeExpiredMinutes: z.number().int(),
    /** Major units. */
    trialPlayMoney: z.number(),
    socialProviders: z.array(
      z.object({
        provider: z.enum(['google', 'facebook']),
        issuer: z.string(),
        clientId: z.string(),
        /** Whether a secret is stored; the secret itself stays on the server. */
        secretSet: z.boolean(),
      }),
    ),
    profileEditableFields: z.array(z.enum(profileFields)),
    operatorTotpRoles: z.array(z.enum(operatorRoles)),
  }),
  /** The brand's own SMTP account and SMS provider (null: the server's); secrets never sent back. */
  delivery: z.object({
    smtp: z
      .object({
        /** Without its password. */
        url: z.string(),
        from: z.string(),
        passwordSet: z.boolean(),
      })
      .nullable(),
    sms: z
      .object({
        url: z.string(),
        method: z.enum(['POST', 'GET', 'PUT']),
        template: z.string(),
        format: z.enum(['json', 'form']),
        successPath: z.string().nullable(),
        successValue: z.string().nullable(),
        /** Whether an `Authorization` header value is stored. */
        authSet: z.boolean(),
      })
      .nullable(),
    /** Whether the server's environment configures email and SMS: what the brand uses without its own. */
    serverDefault: z.object({ email: z.boolean(), sms: z.boolean() }),
  }),
  /** The country picker of the region rules. */
  countries: z.array(z.object({ code: z.string(), name: localizedTextSchema })),
  /** The address the operator's request came from, to allow it during maintenance. */
  yourAddress: z.string(),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

/**
 * One message sent at once through the brand's delivery settings (its own, else the server's), to check them:
 * `/api/console/settings/delivery/test`, admins only, audited. A provider's refusal answers
 * `console.delivery.test.failed` with the error (credentials cut out) in `value.error`.
 */
export const consoleDeliveryTestSchema = z
  .strictObject({
    channel: z.enum(['email', 'sms']),
    /** An email address, or a mobile number with its country code (`+86 13800000001`). */
    to: z.string().trim().min(3).max(200),
  })
  .superRefine((test, ctx) => {
    const fine =
      test.channel === 'email' ? isEmailAddress(test.to) : /^\+[1-9][0-9]{0,3} ?[0-9][0-9 ]{4,18}$/.test(test.to);
    if (!fine) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: test.channel === 'email' ? 'Enter an email address' : 'Enter a mobile number with its country code',
      });
    }
  });
export type ConsoleDeliveryTest = z.input<typeof consoleDeliveryTestSchema>;

export const consoleDeliveryTestResultSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  provider: z.enum(['smtp', 'http-sms']),
  /** brand: the brand's own settings; server: the environment's. */
  source: z.enum(['brand', 'server']),
});
export type ConsoleDeliveryTestResult = z.infer<typeof consoleDeliveryTestResultSchema>;
