import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { addEndpointHook } from './endpoint-hooks.ts';
import type { MerchantConfig } from './merchant/merchant-config.ts';

/** Who is calling, once a session token has been checked. */
export interface Session {
  memberId: number;
  merchantId: number;
  memberType: number;
}

/** Looks up the session behind a raw token (`Authorization` carries it without `Bearer`). */
export type SessionResolver = (input: {
  token: string | null;
  merchant: MerchantConfig;
  ip: string;
}) => Promise<Session | null>;

/** Until accounts exist nobody has a session, so every endpoint that needs one answers 401. */
export const noSessions: SessionResolver = async () => null;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on endpoints that need login; null elsewhere. */
    session: Session | null;
  }
}

/** Endpoints marked `login` in the contract need a valid session: otherwise 401 `login.not.session`. */
export default fp<{ resolve: SessionResolver }>(
  async function sessionGuard(app, { resolve }) {
    app.decorateRequest('session', null);
    addEndpointHook(app, async (request, _reply, endpoint) => {
      if (!endpoint.login) return;
      const raw = request.headers.authorization?.trim();
      const session = await resolve({ token: raw || null, merchant: request.merchant, ip: request.ip });
      if (!session || session.merchantId !== request.merchant.id) throw new AppError('login.not.session');
      request.session = session;
    });
  },
  { name: 'session-guard', dependencies: ['merchant-resolution'] },
);
