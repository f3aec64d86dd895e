import type { Transporter } from 'nodemailer';
import { type DeliveryConfig, fillTemplate, type HttpSmsConfig, type SmtpConfig } from './delivery-config.ts';

/** One message as a provider receives it. */
export interface Delivery {
  to: string;
  /** The brand's name, for an email's sender and default subject. */
  brand: string;
  subject: string | null;
  body: string;
}

/** Hands one message to a provider; throws a `DeliveryError` (or any error) when the provider did not take it. */
export interface Transport {
  provider: 'smtp' | 'http-sms';
  send(delivery: Delivery): Promise<void>;
  close(): void;
}

export interface Transports {
  email: Transport | undefined;
  sms: Transport | undefined;
}

/** Seconds a provider gets before a try counts as failed; well inside the claim a sender holds on the row. */
const PROVIDER_TIMEOUT_MS = 30_000;

export class DeliveryError extends Error {}

/**
 * Email through SMTP with nodemailer: one transporter per process and brand (brand-transports.ts). nodemailer loads
 * with the first email, not with the server: it pulls in node:http's ESM facade, which alone costs tens of
 * milliseconds of every start-up.
 */
export function smtpTransport(config: SmtpConfig): Transport {
  let mailer: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    const transporter = nodemailer.createTransport(config.url, {});
    const mailerOptions = transporter.options as {
      connectionTimeout?: number;
      greetingTimeout?: number;
      socketTimeout?: number;
    };
    mailerOptions.connectionTimeout = PROVIDER_TIMEOUT_MS;
    mailerOptions.greetingTimeout = PROVIDER_TIMEOUT_MS;
    mailerOptions.socketTimeout = PROVIDER_TIMEOUT_MS;
    return transporter;
  };
  const named = /<[^>]+>/.test(config.from);
  return {
    provider: 'smtp',
    async send(delivery) {
      // A transporter that could not be made is made again by the next try.
      mailer ??= open().catch((error: unknown) => {
        mailer = undefined;
        throw error;
      });
      await (await mailer).sendMail({
        from: named ? config.from : { name: delivery.brand, address: config.from },
        to: delivery.to,
        subject: delivery.subject ?? delivery.brand,
        text: delivery.body,
      });
    },
    close: () =>
      void mailer?.then(
        (transporter) => transporter.close(),
        () => {},
      ),
  };
}

function pick(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** SMS through a provider's HTTP API, as configured: the template filled in, success by status and JSON path. */
export function httpSmsTransport(config: HttpSmsConfig, fetchImpl: typeof fetch = fetch): Transport {
  return {
    provider: 'http-sms',
    async send(delivery) {
      // Providers want E.164 without the space Lotus keeps between the country code and the number.
      const to = delivery.to.replace(/\s+/g, '');
      const url = config.url.replace(/\{(to|body)\}/g, (_, name) =>
        encodeURIComponent(name === 'to' ? to : delivery.body),
      );
      const headers: Record<string, string> = {};
      if (config.auth) headers.authorization = config.auth;
      let body: string | undefined;
      if (config.method !== 'GET') {
        body = fillTemplate(config.template, config.format, to, delivery.body);
        headers['content-type'] = config.format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      }
      const res = await fetchImpl(url, {
        method: config.method,
        headers,
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await res.text();
      // The answer's text is not kept: a provider may echo the message, and with it the code.
      if (!res.ok) throw new DeliveryError(`HTTP ${res.status}`);
      if (!config.successPath) return;
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new DeliveryError(`HTTP ${res.status}, answer is not JSON`);
      }
      const value = pick(answer, config.successPath);
      const fine =
        config.successValue === undefined
          ? value !== undefined && value !== null && value !== false
          : value !== undefined && String(value) === config.successValue;
      if (!fine)
        throw new DeliveryError(`HTTP ${res.status}, ${config.successPath} was ${JSON.stringify(value) ?? 'missing'}`);
    },
    close() {},
  };
}

export function createTransports(config: DeliveryConfig): Transports {
  return {
    email: config.smtp ? smtpTransport(config.smtp) : undefined,
    sms: config.sms ? httpSmsTransport(config.sms) : undefined,
  };
}

/**
 * An error's text fit for the outbox row and the console: at most 300 characters, with the credentials of every
 * given configuration (SMTP password, SMS auth header: the brand's and the server's) cut out in case a library quotes
 * them.
 */
export function describeFailure(error: unknown, ...configs: Pick<DeliveryConfig, 'smtp' | 'sms'>[]) {
  let text = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code && !text.includes(code)) text = `${code}: ${text}`;
  const secrets: string[] = [];
  for (const config of configs) {
    if (config.smtp) {
      const url = new URL(config.smtp.url);
      if (url.password) secrets.push(url.password, decodeURIComponent(url.password));
      secrets.push(config.smtp.url);
    }
    if (config.sms?.auth)
      secrets.push(config.sms.auth, ...config.sms.auth.split(/\s+/).filter((part) => part.length >= 6));
  }
  for (const secret of secrets.filter(Boolean).sort((a, b) => b.length - a.length)) {
    text = text.split(secret).join('***');
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
