import type { OperatorRole } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from './operator-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes once the operator's token is checked. */
    operatorSession: OperatorSession | null;
  }
}

export const ALL_ROLES: OperatorRole[] = ['admin', 'finance', 'risk', 'content', 'support'];
export const FINANCE: OperatorRole[] = ['admin', 'finance'];

/** The signed-in operator, refused unless their role is one of `roles`. */
export function operatorOf(request: FastifyRequest, roles: OperatorRole[]) {
  const session = request.operatorSession;
  if (!session) throw new AppError('console.not.session');
  if (!roles.includes(session.operator.role)) throw new AppError('access.forbidden');
  return session;
}

export const ok = <T>(value: T) => ({ success: true as const, value });
