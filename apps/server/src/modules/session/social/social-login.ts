import type { SocialProvider } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { randomChars } from '../../../platform/secrets.ts';
import { readSecret, storeSecret, useSecret } from '../../verification/one-time-secrets.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { finishLogin } from '../finish-login.ts';
import { findMemberById, insertMember, type MemberRow } from '../queries.ts';
import { checkMayLogIn, type LoginOutcome } from '../sessions.ts';
import { authorizationUrl, exchangeCode, type ProviderSettings, type SocialIdentity } from './oidc.ts';
import { findSocialMemberId, insertSocialIdentity } from './queries.ts';

const START_TTL_MS = 10 * 60_000;

/** Where refusals are explained for operators (the client only hears `login.social.failed`). */
export interface SocialLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}
const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** GET /wps/session/social/providers: the providers the merchant configured, for the login dialog's buttons. */
export const socialProviderList = (ctx: RequestContext) =>
  ctx.merchant.auth.socialProviders.map((p) => ({ provider: p.provider, name: providerNames[p.provider] }));

function providerSettings(ctx: RequestContext, provider: SocialProvider): ProviderSettings {
  const settings = ctx.merchant.auth.socialProviders.find((p) => p.provider === provider);
  if (!settings) throw new AppError('not.found');
  return settings;
}

/**
 * The provider returns the browser to a page of this merchant's own site, nowhere else: the scheme, host and port
 * must be those of one of its domains' base URLs.
 */
function checkRedirect(siteOrigins: ReadonlySet<string>, redirectUri: string) {
  const url = new URL(redirectUri);
  const ours = ['http:', 'https:'].includes(url.protocol) && siteOrigins.has(url.origin);
  if (!ours || url.username || url.password) {
    throw new AppError('request.invalid', { fields: { redirectUri: 'not a page of this site' } });
  }
}

/**
 * GET /wps/session/social/:provider/start: where to send the browser. The state (also in an HttpOnly cookie, so
 * that only the browser that started may finish), nonce and PKCE verifier are kept server-side for 10 minutes.
 */
export async function startSocialLogin(
  deps: AuthDeps,
  siteOrigins: ReadonlySet<string>,
  ctx: RequestContext,
  provider: SocialProvider,
  redirectUri: string,
  log: SocialLog | undefined,
) {
  const settings = providerSettings(ctx, provider);
  checkRedirect(siteOrigins, redirectUri);
  let start: Awaited<ReturnType<typeof authorizationUrl>>;
  try {
    start = await authorizationUrl(settings, redirectUri, deps.outbound);
  } catch (error) {
    log?.warn({ err: error, provider }, 'social login provider unreachable');
    throw new AppError('service.unavailable');
  }
  await storeSecret(deps.db.orm, {
    merchantId: ctx.merchant.id,
    purpose: 'social',
    handle: start.state,
    ip: ctx.ip,
    data: { provider, redirectUri, nonce: start.nonce, codeVerifier: start.codeVerifier },
    now: ctx.now,
    ttlMs: START_TTL_MS,
  });
  return { authorizationUrl: start.url, state: start.state };
}

interface StartData {
  provider: SocialProvider;
  redirectUri: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * POST /wps/session/social/:provider/callback: the provider's `code` and `state`. A first login creates the member
 * (no password, never a forced password change); later ones find it by the provider's subject.
 */
export async function finishSocialLogin(
  deps: AuthDeps,
  ctx: RequestContext,
  provider: SocialProvider,
  input: { code: string; state: string; loginDeviceId?: string | undefined },
  cookieState: string | undefined,
  log: SocialLog | undefined,
): Promise<LoginOutcome> {
  const orm = deps.db.orm;
  const settings = providerSettings(ctx, provider);
  const failed = async (reason: string, error?: unknown): Promise<never> => {
    log?.info({ err: error, provider, reason }, 'social login refused');
    await recordAudit(orm, ctx, { event: 'login.failed', detail: { method: 'social', provider, reason } });
    throw new AppError('login.social.failed');
  };
  if (!cookieState || cookieState !== input.state) return failed('state cookie');
  const pending = await readSecret(orm, ctx.merchant.id, 'social', input.state, ctx.now);
  if (!pending) return failed('unknown state');
  await useSecret(orm, ctx.merchant.id, 'social', input.state, ctx.now);
  const data = pending.data as unknown as StartData;
  if (data.provider !== provider) return failed('provider');

  let identity: SocialIdentity;
  try {
    identity = await exchangeCode(
      settings,
      data.redirectUri,
      input,
      { state: input.state, nonce: data.nonce, codeVerifier: data.codeVerifier },
      deps.outbound,
    );
  } catch (error) {
    return failed('token', error);
  }

  const memberId = await findSocialMemberId(orm, ctx.merchant.id, provider, identity.subject);
  let member: MemberRow | null = memberId ? await findMemberById(orm, memberId) : null;
  if (!member) member = await createSocialMember(deps, ctx, provider, identity);
  await checkMayLogIn(orm, ctx, member, false);
  await recordAudit(orm, ctx, { event: 'login.social', memberId: member.id, detail: { provider } });
  return finishLogin(deps, ctx, member, 'social', { deviceId: input.loginDeviceId });
}

async function createSocialMember(
  deps: AuthDeps,
  ctx: RequestContext,
  provider: SocialProvider,
  identity: SocialIdentity,
) {
  return deps.db.orm.transaction(async (tx) => {
    const member = await insertMember(tx, {
      merchantId: ctx.merchant.id,
      username: `${provider}_${randomChars('abcdefghijkmnpqrstuvwxyz23456789', 10)}`,
      passwordHash: null,
      type: 0,
      nickname: identity.name,
      email: identity.email,
      referralCode: randomChars('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 8),
    });
    await insertSocialIdentity(tx, {
      merchantId: ctx.merchant.id,
      memberId: member.id,
      provider,
      subject: identity.subject,
      email: identity.email,
    });
    await recordAudit(tx, ctx, {
      event: 'member.registered',
      memberId: member.id,
      detail: { mode: 'social', provider },
    });
    return member;
  });
}
