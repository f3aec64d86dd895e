import { isIP } from 'node:net';
import type { Transporter } from 'nodemailer';
import { type OutboundPolicy, pinnedRequest, resolveOutbound } from '../outbound.ts';
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
 * milliseconds of every start-up. With a `policy` (a brand's own server, typed into the console) each message first
 * resolves the host and checks it (platform/outbound.ts), then connects to the checked address under the host's name
 * for TLS, on a transporter of its own.
 */
export function smtpTransport(config: SmtpConfig, policy?: OutboundPolicy): Transport {
  let mailer: Promise<Transporter> | undefined;
  const timeouts = {
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  };
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    const transporter = nodemailer.createTransport(config.url, {});
    Object.assign(transporter.options, timeouts);
    return transporter;
  };
  /** A transporter for one message, to the address the host resolved to and was checked at. */
  const pinned = async () => {
    const url = new URL(config.url);
    const { address, family } = await resolveOutbound(url.hostname, policy as OutboundPolicy);
    const servername = url.hostname.replace(/^\[(.*)\]$/, '$1');
    url.hostname = family === 6 ? `[${address}]` : address;
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: url.toString(),
      ...timeouts,
      ...(isIP(servername) ? {} : { servername }),
    });
  };
  const named = /<[^>]+>/.test(config.from);
  return {
    provider: 'smtp',
    async send(delivery) {
      const message = {
        from: named ? config.from : { name: delivery.brand, address: config.from },
        to: delivery.to,
        subject: delivery.subject ?? delivery.brand,
        text: delivery.body,
      };
      if (policy) {
        const transporter = await pinned();
        try {
          await transporter.sendMail(message);
        } finally {
          transporter.close();
        }
        return;
      }
      // A transporter that could not be made is made again by the next try.
      mailer ??= open().catch((error: unknown) => {
        mailer = undefined;
        throw error;
      });
      await (await mailer).sendMail(message);
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

/** The most of a provider's answer read: enough for any JSON status, never a whole page. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** One HTTP request to the checked address, redirects not followed (a 3xx is a failure like any other status). */
async function request(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
  address: { address: string; family: 4 | 6 },
): Promise<{ status: number; text: string }> {
  try {
    const answer = await pinnedRequest(
      url,
      { ...init, timeoutMs: PROVIDER_TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES },
      address,
    );
    return { status: answer.status, text: answer.body.toString('utf8') };
  } catch (error) {
    if (error instanceof Error && error.message === 'timed out') throw new DeliveryError('timed out');
    throw error;
  }
}

/**
 * SMS through a provider's HTTP API, as configured: the template filled in, success by status and JSON path. With a
 * `policy` (a brand's own provider, typed into the console) the host must resolve to public addresses only
 * (platform/outbound.ts); the server's own provider, set in its environment, may be anywhere.
 */
export function httpSmsTransport(config: HttpSmsConfig, policy: OutboundPolicy = { allowPrivate: true }): Transport {
  return {
    provider: 'http-sms',
    async send(delivery) {
      // Providers want E.164 without the space Lotus keeps between the country code and the number.
      const to = delivery.to.replace(/\s+/g, '');
      const url = new URL(
        config.url.replace(/\{(to|body)\}/g, (_, name) => encodeURIComponent(name === 'to' ? to : delivery.body)),
      );
      const headers: Record<string, string> = {};
      if (config.auth) headers.authorization = config.auth;
      let body: string | undefined;
      if (config.method !== 'GET') {
        body = fillTemplate(config.template, config.format, to, delivery.body);
        headers['content-type'] = config.format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      }
      const address = await resolveOutbound(url.hostname, policy);
      const res = await request(url, { method: config.method, headers, body }, address);
      // Neither the answer's text nor its values are kept or shown: a provider may echo the message, and with it the
      // code, and a console that showed them would read any page the server can reach.
      if (res.status < 200 || res.status > 299) throw new DeliveryError(`HTTP ${res.status}`);
      if (!config.successPath) return;
      let answer: unknown;
      try {
        answer = JSON.parse(res.text);
      } catch {
        throw new DeliveryError(`HTTP ${res.status}, answer is not JSON`);
      }
      const value = pick(answer, config.successPath);
      const fine =
        config.successValue === undefined
          ? value !== undefined && value !== null && value !== false
          : value !== undefined && String(value) === config.successValue;
      if (!fine) throw new DeliveryError(`HTTP ${res.status}, ${config.successPath} did not say success`);
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
