import { type EndpointDefinition, endpoints, isTrialType } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { addEndpointHook } from './endpoint-hooks.ts';
import type { MerchantConfig } from './merchant/merchant-config.ts';
import type { MerchantDirectory } from './merchant/merchant-directory.ts';
import { parseMerchantHeader } from './merchant/merchant-header.ts';

/** Who is calling, once a session token has been checked. */
export interface Session {
  /** A stable, non-secret id of the session (socket messages and logs may carry it; the token never). */
  sessionId: string;
  memberId: number;
  merchantId: number;
  memberType: number;
  /** The password is `123456` or expired under the merchant's policy: only changing it is allowed. */
  passwordChangeRequired?: boolean;
  /**
   * When the session ends unless it is used again: the first of its idle deadline, its absolute end and the trial
   * account's end. An open socket closes then (unless a look at the session finds it was used in the meantime).
   */
  endsAt?: Date;
}

/** Looks up the session behind a raw token (`Authorization` carries it without `Bearer`). */
export type SessionResolver = (input: {
  token: string | null;
  merchant: MerchantConfig;
  ip: string;
  /**
   * Whether the look-up counts as use of the session (default true). An open socket re-checks its session without
   * it, so listening alone never keeps an idle session alive.
   */
  touch?: boolean;
}) => Promise<Session | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on endpoints that need login; null elsewhere. */
    session: Session | null;
  }
}

/**
 * For handlers where real money depends on the request rather than the endpoint (a game launched with
 * `accountType 1`, free play being `0`): trial accounts get 403 `in_need_true_account`.
 */
/** The session of an endpoint marked `login`; the guard has set it before any handler runs. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('login.not.session');
  return request.session;
}

export function requireRealAccount(session: Session | null) {
  if (session && isTrialType(session.memberType)) throw new AppError('in_need_true_account');
}

/** Each request's look-up of its token, shared by the rate limiter and the guard: one query, not two. */
const lookups = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The live session behind the request's `Authorization` token for the brand of its `Merchant` header, looked up once
 * per request. It counts as use of the session only on endpoints that need login, as the guard's own look-up did.
 */
export function requestSession(
  request: FastifyRequest,
  resolve: SessionResolver,
  merchant: MerchantConfig,
): Promise<Session | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = request.headers.authorization?.trim() || null;
    const name = request.routeOptions.config?.endpoint;
    const touch = name ? endpoints[name].login === true : false;
    lookup = token
      ? resolve({ token, merchant, ip: request.ip, touch }).then((s) => (s?.merchantId === merchant.id ? s : null))
      : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The rate limiter's key for a request that carries a live session: the session, so that players behind one address
 * (an office, a carrier's NAT) each get their own budget. Null for guests and for tokens that prove no live session,
 * which count against their address: a made-up token never buys a fresh budget.
 */
export function sessionRateLimitKey(resolve: SessionResolver, directory: MerchantDirectory) {
  return async (request: FastifyRequest): Promise<string | null> => {
    // Player API routes only: the console's tokens are operators', which this look-up would never find.
    if (!request.routeOptions.config?.endpoint || !request.headers.authorization?.trim()) return null;
    const code = parseMerchantHeader(request.headers.merchant);
    const merchant = code ? await directory.get(code) : null;
    if (!merchant) return null;
    const session = await requestSession(request, resolve, merchant);
    return session ? `session:${session.sessionId}` : null;
  };
}

/** What a member who must change the password first may still call. */
const openBeforePasswordChange: readonly EndpointDefinition[] = [
  endpoints.changePassword,
  endpoints.logout,
  endpoints.memberInfo,
];

/**
 * Endpoints marked `login` in the contract need a valid session: otherwise 401 `login.not.session`. Trial accounts
 * get 403 `in_need_true_account` on endpoints marked `trial: false`, and a member who must change the password
 * gets 403 `password.change.required` everywhere but the password change, member info and logout.
 */
export default fp<{ resolve: SessionResolver }>(
  async function sessionGuard(app, { resolve }) {
    app.decorateRequest('session', null);
    addEndpointHook(app, async (request, _reply, endpoint) => {
      if (!endpoint.login) return;
      const session = await requestSession(request, resolve, request.merchant);
      if (!session) throw new AppError('login.not.session');
      request.session = session;
      if (endpoint.trial === false && isTrialType(session.memberType)) throw new AppError('in_need_true_account');
      if (session.passwordChangeRequired && !openBeforePasswordChange.includes(endpoint)) {
        throw new AppError('password.change.required');
      }
    });
  },
  { name: 'session-guard', dependencies: ['merchant-resolution'] },
);
