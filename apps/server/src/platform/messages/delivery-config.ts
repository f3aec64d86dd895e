import {
  DEFAULT_SMS_TEMPLATE,
  type DeliverySettings,
  type SmsHttpSettings,
  type SmtpSettings,
  smsHttpSettingsSchema,
  smtpSettingsSchema,
} from '@lotus/contract';
import { z } from 'zod';

export { fillTemplate } from '@lotus/contract';

/** Email through an SMTP server: `smtps://user:pass@host:465` (implicit TLS) or `smtp://…:587` (STARTTLS). */
export type SmtpConfig = SmtpSettings;

/** SMS through a provider's HTTP API: one request per message, `{to}` and `{body}` filled into the template. */
export type HttpSmsConfig = SmsHttpSettings;

export interface DeliveryConfig {
  /** Unset: emails stay in the embedded outbox (the demo behaviour). */
  smtp: SmtpConfig | undefined;
  /** Unset: SMS stay in the embedded outbox. */
  sms: HttpSmsConfig | undefined;
  /** Tries per message before it is marked failed (support may retry it once more from the console). */
  maxAttempts: number;
}

const deliveryEnvSchema = z.object({
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  SMS_HTTP_URL: z.string().optional(),
  // Refused even without SMS_HTTP_URL: a misspelt value is a setting that was meant to apply.
  SMS_HTTP_METHOD: z.enum(['POST', 'GET', 'PUT']).optional(),
  SMS_HTTP_AUTH: z.string().optional(),
  SMS_HTTP_TEMPLATE: z.string().default(DEFAULT_SMS_TEMPLATE),
  SMS_HTTP_FORMAT: z.enum(['json', 'form']).optional(),
  SMS_HTTP_SUCCESS_PATH: z.string().optional(),
  SMS_HTTP_SUCCESS_VALUE: z.string().optional(),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
});

/** The environment variables of message delivery. */
export const deliveryVariables: readonly string[] = Object.keys(deliveryEnvSchema.shape);

/** The variable behind each field of the contract's SMTP and SMS settings, for messages that name it. */
const smtpVariables: Record<string, string> = { url: 'SMTP_URL', from: 'SMTP_FROM' };
const smsVariables: Record<string, string> = {
  url: 'SMS_HTTP_URL',
  method: 'SMS_HTTP_METHOD',
  auth: 'SMS_HTTP_AUTH',
  template: 'SMS_HTTP_TEMPLATE',
  format: 'SMS_HTTP_FORMAT',
  successPath: 'SMS_HTTP_SUCCESS_PATH',
  successValue: 'SMS_HTTP_SUCCESS_VALUE',
};

/**
 * Checks settings with the contract's schema, the one a brand's settings in the console pass too; the problems are
 * named by the variables (`SMTP_URL: …`).
 */
function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  variables: Record<string, string>,
  problems: string[],
) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems.push(`${variables[field] ?? field}: ${issue.message}`);
  }
  return undefined;
}

/**
 * Reads the SMTP and SMS settings from the environment (empty variables already dropped). Throws on a half-done or
 * malformed setting, so a server that was meant to deliver never starts writing to the demo outbox instead.
 */
export function loadDeliveryConfig(env: Record<string, string | undefined>): DeliveryConfig {
  const parsed = deliveryEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.SMTP_URL && !e.SMTP_FROM) problems.push('SMTP_FROM: required with SMTP_URL');
  if (e.SMTP_FROM && !e.SMTP_URL) problems.push('SMTP_URL: required with SMTP_FROM');
  const smtp =
    e.SMTP_URL && e.SMTP_FROM
      ? checked(smtpSettingsSchema, { url: e.SMTP_URL, from: e.SMTP_FROM }, smtpVariables, problems)
      : undefined;
  const sms = e.SMS_HTTP_URL
    ? checked(
        smsHttpSettingsSchema,
        {
          url: e.SMS_HTTP_URL,
          method: e.SMS_HTTP_METHOD,
          auth: e.SMS_HTTP_AUTH,
          template: e.SMS_HTTP_TEMPLATE,
          format: e.SMS_HTTP_FORMAT,
          successPath: e.SMS_HTTP_SUCCESS_PATH,
          successValue: e.SMS_HTTP_SUCCESS_VALUE,
        },
        smsVariables,
        problems,
      )
    : undefined;
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return { smtp, sms, maxAttempts: e.DELIVERY_MAX_ATTEMPTS };
}

/** Where a brand's messages go: its own SMTP account and SMS provider where it has them, else the server's. */
export function effectiveDeliveryConfig(environment: DeliveryConfig, brand: DeliverySettings): DeliveryConfig {
  return {
    smtp: brand.smtp ?? environment.smtp,
    sms: brand.sms ?? environment.sms,
    maxAttempts: environment.maxAttempts,
  };
}
