import type { AuthSettings } from '@lotus/contract';
import * as client from 'openid-client';
import { type OutboundPolicy, outboundFetch } from '../../../platform/outbound.ts';
import { TtlCache } from '../../../platform/ttl-cache.ts';

export type ProviderSettings = AuthSettings['socialProviders'][number];

// A few minutes, for the few providers a brand has; a failed discovery is tried again on the next login.
const configurations = new TtlCache<client.Configuration>({ ttlMs: 10 * 60_000, maxEntries: 100 });

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The provider's configuration from its discovery document (`/.well-known/openid-configuration`), cached for a few
 * minutes. ID token signatures are always checked against the provider's JWKS, even though the token comes straight
 * from the token endpoint. Plain http is allowed only for a provider on this machine (development and tests). The
 * issuer is typed into the console, so every call to the provider (discovery, token, keys) goes through
 * `outboundFetch`: public addresses only (unless `OUTBOUND_ALLOW_PRIVATE`), no redirects.
 */
function configuration(settings: ProviderSettings, policy: OutboundPolicy): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  return configurations.get(key, async () => {
    const issuer = new URL(settings.issuer);
    const execute = [client.enableNonRepudiationChecks];
    if (issuer.protocol === 'http:' && isLoopback(issuer)) execute.push(client.allowInsecureRequests);
    const fetch = outboundFetch(policy);
    const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute,
      timeout: 10,
      [client.customFetch]: fetch,
    });
    config[client.customFetch] = fetch;
    return config;
  });
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for the code flow with PKCE (S256), a state and a nonce. */
export async function authorizationUrl(
  settings: ProviderSettings,
  redirectUri: string,
  policy: OutboundPolicy,
): Promise<AuthorizationStart> {
  const config = await configuration(settings, policy);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface SocialIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * Exchanges the code and checks the ID token: signature (JWKS), issuer, audience, expiry, nonce, and the state and
 * PKCE verifier of the start. Throws on any mismatch.
 */
export async function exchangeCode(
  settings: ProviderSettings,
  redirectUri: string,
  input: { code: string; state: string },
  expected: { state: string; nonce: string; codeVerifier: string },
  policy: OutboundPolicy,
): Promise<SocialIdentity> {
  const config = await configuration(settings, policy);
  const current = new URL(redirectUri);
  current.searchParams.set('code', input.code);
  current.searchParams.set('state', input.state);
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('no subject in the ID token');
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;
  return { subject: claims.sub, email, name };
}
