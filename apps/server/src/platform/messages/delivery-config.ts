import { z } from 'zod';

/** Email through an SMTP server: `smtps://user:pass@host:465` (implicit TLS) or `smtp://…:587` (STARTTLS). */
export interface SmtpConfig {
  url: string;
  /** `no-reply@brand.example` (the brand's name is shown as the sender) or `Brand <no-reply@brand.example>`. */
  from: string;
}

/** SMS through a provider's HTTP API: one request per message, `{to}` and `{body}` filled into the template. */
export interface HttpSmsConfig {
  /** May hold `{to}` and `{body}` too (URL-encoded there), for providers that take GET parameters. */
  url: string;
  method: 'POST' | 'GET' | 'PUT';
  /** The `Authorization` header's value (`Bearer …`, `Basic …`), if the provider wants one. */
  auth: string | undefined;
  /** The request body; `{to}` is the number in E.164 (`+8613800000001`), `{body}` the text. Unused for GET. */
  template: string;
  format: 'json' | 'form';
  /** A dot path into the JSON answer (`result.code`) that must be present and, with `successValue`, equal it. */
  successPath: string | undefined;
  successValue: string | undefined;
}

export interface DeliveryConfig {
  /** Unset: emails stay in the embedded outbox (the demo behaviour). */
  smtp: SmtpConfig | undefined;
  /** Unset: SMS stay in the embedded outbox. */
  sms: HttpSmsConfig | undefined;
  /** Tries per message before it is marked failed (support may retry it once more from the console). */
  maxAttempts: number;
}

const deliveryEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().trim().min(3).max(200).optional(),
  SMS_HTTP_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
    .optional(),
  SMS_HTTP_METHOD: z.enum(['POST', 'GET', 'PUT']).default('POST'),
  SMS_HTTP_AUTH: z.string().max(2000).optional(),
  SMS_HTTP_TEMPLATE: z.string().max(4000).default('{"to":"{to}","text":"{body}"}'),
  SMS_HTTP_FORMAT: z.enum(['json', 'form']).default('json'),
  SMS_HTTP_SUCCESS_PATH: z
    .string()
    .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'must be a dot path such as result.code')
    .optional(),
  SMS_HTTP_SUCCESS_VALUE: z.string().max(200).optional(),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
});

/** What a template gives for a sample message: throws when a JSON template does not make JSON. */
export function fillTemplate(template: string, format: 'json' | 'form', to: string, body: string) {
  const encode =
    format === 'json'
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : (value: string) => encodeURIComponent(value);
  return template.replace(/\{(to|body)\}/g, (_, name: 'to' | 'body') => encode(name === 'to' ? to : body));
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
  if (e.SMTP_URL) {
    try {
      new URL(e.SMTP_URL);
    } catch {
      problems.push('SMTP_URL: not a valid URL');
    }
  }
  if (e.SMS_HTTP_URL && e.SMS_HTTP_METHOD !== 'GET' && e.SMS_HTTP_FORMAT === 'json') {
    try {
      JSON.parse(fillTemplate(e.SMS_HTTP_TEMPLATE, 'json', '+8613800000001', 'a "quoted"\nline'));
    } catch {
      problems.push('SMS_HTTP_TEMPLATE: does not make JSON once {to} and {body} are filled in');
    }
  }
  if (e.SMS_HTTP_SUCCESS_VALUE && !e.SMS_HTTP_SUCCESS_PATH) {
    problems.push('SMS_HTTP_SUCCESS_PATH: required with SMS_HTTP_SUCCESS_VALUE');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    sms: e.SMS_HTTP_URL
      ? {
          url: e.SMS_HTTP_URL,
          method: e.SMS_HTTP_METHOD,
          auth: e.SMS_HTTP_AUTH,
          template: e.SMS_HTTP_TEMPLATE,
          format: e.SMS_HTTP_FORMAT,
          successPath: e.SMS_HTTP_SUCCESS_PATH,
          successValue: e.SMS_HTTP_SUCCESS_VALUE,
        }
      : undefined,
    maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
  };
}
