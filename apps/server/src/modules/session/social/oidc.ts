import type { AuthSettings } from '@lotus/contract';
import * as client from 'openid-client';

export type ProviderSettings = AuthSettings['socialProviders'][number];

const CACHE_MS = 10 * 60_000;
const configurations = new Map<string, { expires: number; config: Promise<client.Configuration> }>();

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The provider's configuration from its discovery document (`/.well-known/openid-configuration`), cached for a few
 * minutes. ID token signatures are always checked against the provider's JWKS, even though the token comes straight
 * from the token endpoint. Plain http is allowed only for a provider on this machine (development and tests).
 */
function configuration(settings: ProviderSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  const hit = configurations.get(key);
  if (hit && hit.expires > Date.now()) return hit.config;
  const issuer = new URL(settings.issuer);
  const execute = [client.enableNonRepudiationChecks];
  if (issuer.protocol === 'http:' && isLoopback(issuer)) execute.push(client.allowInsecureRequests);
  const config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute,
    timeout: 10,
  });
  configurations.set(key, { expires: Date.now() + CACHE_MS, config });
  config.catch(() => configurations.delete(key));
  return config;
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for the code flow with PKCE (S256), a state and a nonce. */
export async function authorizationUrl(settings: ProviderSettings, redirectUri: string): Promise<AuthorizationStart> {
  const config = await configuration(settings);
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
): Promise<SocialIdentity> {
  const config = await configuration(settings);
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
