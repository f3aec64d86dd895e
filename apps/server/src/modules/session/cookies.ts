import { authLimits, captchaCookie, type LoginResponse, rememberCookies } from '@lotus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthDeps } from './auth-deps.ts';
import { forgetRememberToken } from './remember.ts';
import type { LoginOutcome } from './sessions.ts';

const base = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** Binds a social login to the browser that started it. */
export const socialStateCookie = 'social_state';

export function setSocialStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(socialStateCookie, state, { ...base(request), httpOnly: true, maxAge: 600 });
}

export function setCaptchaCookie(request: FastifyRequest, reply: FastifyReply, id: string) {
  reply.setCookie(captchaCookie, id, { ...base(request), httpOnly: true, maxAge: authLimits.captchaTtlSeconds });
}

/** Remember-me cookies: the username (readable, to prefill the form) and the token (HttpOnly), both 24 hours. */
function setRememberCookies(request: FastifyRequest, reply: FastifyReply, username: string, token: string) {
  const maxAge = authLimits.rememberHours * 3600;
  reply.setCookie(rememberCookies.user, username, { ...base(request), httpOnly: false, maxAge });
  reply.setCookie(rememberCookies.token, token, { ...base(request), httpOnly: true, maxAge });
}

export function clearRememberCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(rememberCookies.user, base(request));
  reply.clearCookie(rememberCookies.token, base(request));
}

/**
 * Answers a login use case: tells ended sessions' sockets, then sets the remember-me cookies, or (remember-me
 * unticked) deletes them and their token.
 */
export async function answerLogin<V extends LoginResponse>(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: LoginOutcome<V>,
  rememberMe: boolean | undefined,
): Promise<V> {
  deps.notifyRevoked(outcome.revoked);
  if (outcome.remember) {
    setRememberCookies(request, reply, outcome.remember.username, outcome.remember.token);
  } else if (rememberMe === false && !('verificationRequired' in outcome.value)) {
    await forgetRememberToken(deps.db.orm, request.merchant.id, request.cookies[rememberCookies.token]);
    clearRememberCookies(request, reply);
  }
  return outcome.value;
}
