import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, type EndpointName, endpoints } from '@lotus/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { messageOutbox } from '../src/db/schema.ts';
import type { AuthDeps } from '../src/modules/session/auth-deps.ts';
import type { Clock } from '../src/platform/clock.ts';
import { resolveBaseUrl } from '../src/platform/merchant/base-url.ts';
import { merchantDirectory } from '../src/platform/merchant/merchant-directory.ts';
import type { RequestContext } from '../src/platform/request-context.ts';
import { demoHeaders, testConfig } from './create-test-app.ts';
import { encryptedPayload } from './encrypted-payload.ts';

export interface SendOptions {
  token?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** Send the body as plain JSON even to an encrypted endpoint. */
  plain?: boolean;
  remoteAddress?: string;
}

/** Calls a contract endpoint as a client would: its method and path, the demo merchant, encryption where needed. */
export async function send(app: FastifyInstance, name: EndpointName, body?: unknown, options: SendOptions = {}) {
  const endpoint = endpoints[name];
  const method = options.method ?? (typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0]);
  let url = endpoint.path;
  for (const [key, value] of Object.entries(options.params ?? {})) url = url.replace(`:${key}`, value);
  const headers: Record<string, string> = { ...demoHeaders, ...options.headers };
  if (options.token) headers.authorization = options.token;
  let payload: InjectOptions['payload'] = body as InjectOptions['payload'];
  if (endpoint.encrypted && body !== undefined && !options.plain) {
    const sealed = await encryptedPayload(app, body);
    Object.assign(headers, sealed.headers);
    payload = sealed.payload;
  }
  return app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined && { payload }),
    ...(options.query && { query: options.query }),
    ...(options.cookies && { cookies: options.cookies }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

type Account = { username: string; password: string };

/** Logs in and returns the token; fails the test when the login does not succeed. */
export async function loginAs(
  app: FastifyInstance,
  account: Account = DEMO_ACCOUNTS.member,
  options: SendOptions = {},
) {
  const res = await send(app, 'login', { username: account.username, password: account.password }, options);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().value.token as string;
  return token;
}

/** The newest message the embedded provider sent to `to`. */
export async function lastMessage(db: Database, to: string) {
  const [row] = await db.orm
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.recipient, to)))
    .orderBy(desc(messageOutbox.id))
    .limit(1);
  return row ?? null;
}

/** The 6-digit code of the newest message to `to`. */
export async function lastCode(db: Database, to: string) {
  const message = await lastMessage(db, to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A captcha as a browser gets it: the cookie, and its answer read through `GET /dev/captcha`. */
export async function solveCaptcha(app: FastifyInstance) {
  const image = await send(app, 'captcha');
  const cookie = image.cookies.find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captcha cookie');
  const answer = await send(app, 'devCaptcha', undefined, { cookies: { captchaId: cookie.value } });
  return { cookies: { captchaId: cookie.value }, answer: answer.json().value.answer as string };
}

/** A clock tests move forward. */
export function movableClock(start = Date.now()) {
  let now = start;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
  return clock;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** What a use case sees of a request from 127.0.0.1 to the demo merchant, for calling use cases directly. */
export async function demoContext(db: Database, clock: Clock): Promise<RequestContext> {
  const merchant = await merchantDirectory(db).get(DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('no demo merchant');
  return {
    merchant,
    merchantId: merchant.id,
    ip: '127.0.0.1',
    userAgent: null,
    requestId: null,
    language: 'EN',
    channel: 'web',
    baseUrl: resolveBaseUrl(merchant, '127.0.0.1', testConfig().port),
    now: clock.now(),
  };
}

/** Use-case dependencies that send nothing and tell nobody. */
export const quietAuthDeps = (db: Database): AuthDeps => ({
  db,
  sender: { send: async () => {} },
  revealCaptcha: false,
  outbound: { allowPrivate: true },
  notifyRevoked: () => {},
});
