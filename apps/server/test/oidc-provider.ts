import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** Who the provider says logs in next. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Ways to make the provider misbehave, one at a time. */
export type Tamper = 'signature' | 'audience' | 'issuer' | 'expired' | 'nonce' | null;

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  user: ProviderUser;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization logs in. */
  user: ProviderUser;
  tamper: Tamper;
  /** Follows an authorization URL as a browser would: answers the redirect URL with `code` and `state`. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/**
 * A minimal OpenID Connect provider on a random local port: discovery, JWKS, an authorization endpoint that approves
 * at once, and a token endpoint that checks the client secret, the redirect URI and PKCE (S256) and signs RS256 ID
 * tokens. Enough to run the real authorization code flow of the server against it.
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const { privateKey: strangerKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const clientId = 'lotus-test-client';
  const clientSecret = randomBytes(16).toString('hex');

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        nonce: q.get('nonce') ?? '',
        challenge: q.get('code_challenge') ?? '',
        user: { ...provider.user },
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== challenge) {
        return json(400, { error: 'invalid_grant' });
      }
      const now = Math.floor(Date.now() / 1000);
      const tamper = provider.tamper;
      const idToken = await new SignJWT({
        ...grant.user,
        nonce: tamper === 'nonce' ? 'another-nonce' : grant.nonce,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(tamper === 'issuer' ? 'https://elsewhere.example' : provider.issuer)
        .setAudience(tamper === 'audience' ? 'another-client' : clientId)
        .setSubject(grant.user.sub)
        .setIssuedAt(tamper === 'expired' ? now - 7200 : now)
        .setExpirationTime(tamper === 'expired' ? now - 3600 : now + 600)
        .sign(tamper === 'signature' ? strangerKey : privateKey);
      return json(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 600,
        id_token: idToken,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const provider: TestOidcProvider = {
    issuer: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    user: { sub: 'user-1', email: 'someone@example.com', email_verified: true, name: 'Some One' },
    tamper: null,
    async authorize(authorizationUrl) {
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorization failed: ${res.status}`);
      return new URL(location);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return provider;
}
