import type { ConsoleOperator, OperatorRole } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { timingHash, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { newHandle, newToken, sha256 } from '../../platform/secrets.ts';
import { recordLoginSuccess, withLoginAttempt } from '../session/login-limits.ts';
import {
  findLiveOperatorSession,
  findOperator,
  insertOperatorSession,
  revokeOperatorSession,
  touchOperatorSession,
} from './queries.ts';

const MINUTE = 60_000;
/** Operators handle money: shorter than members' sessions. */
export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_ABSOLUTE_HOURS = 12;

export interface OperatorSession {
  sessionId: string;
  operator: ConsoleOperator;
  merchantId: number;
}

const operatorKey = (merchantId: number, username: string) => `op:${merchantId}:${username.trim().toLowerCase()}`;

/**
 * Console sign-in: brand, username and password. Failures count like members' (captcha-free lockout after 10 in
 * 15 minutes), and an unknown operator is answered exactly like a wrong password. They count per operator name only:
 * the names are few and each locks on its own, while refusing a busy address would lock out every operator behind it.
 */
export async function consoleLogin(db: Database, ctx: RequestContext, username: string, password: string) {
  const orm = db.orm;
  const key = operatorKey(ctx.merchant.id, username);
  const operator = await withLoginAttempt(orm, ctx, key, {}, async (attempt) => {
    const found = await findOperator(orm, ctx.merchant.id, username);
    const ok = await verifyPassword(found?.passwordHash ?? (await timingHash()), password);
    if (!found || !ok) {
      await attempt.failed();
      await recordAudit(orm, ctx, { event: 'console.login.failed', detail: { username } });
      throw new AppError('console.login.failed');
    }
    return found;
  });
  const token = newToken();
  await orm.transaction(async (tx) => {
    await recordLoginSuccess(tx, ctx, key);
    await insertOperatorSession(tx, {
      id: newHandle(),
      operatorId: operator.id,
      merchantId: ctx.merchant.id,
      tokenHash: sha256(token),
      createdAt: ctx.now,
      lastSeenAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + OPERATOR_ABSOLUTE_HOURS * 60 * MINUTE),
    });
    await recordAudit(tx, ctx, { event: 'console.login', operatorId: operator.id });
  });
  return {
    token,
    operator: {
      id: operator.id,
      username: operator.username,
      role: operator.role as OperatorRole,
      merchantCode: ctx.merchant.code,
    },
  };
}

/** The live session behind a console token, or null (made up, revoked, idle for 30 minutes, older than 12 hours). */
export async function resolveOperatorSession(db: Database, token: string, now: Date): Promise<OperatorSession | null> {
  if (!token || token.length > 256) return null;
  const found = await findLiveOperatorSession(db.orm, sha256(token), now);
  if (!found) return null;
  const idle = now.getTime() - found.session.lastSeenAt.getTime();
  if (idle > OPERATOR_IDLE_MINUTES * MINUTE) return null;
  if (idle > MINUTE) await touchOperatorSession(db.orm, found.session.id, now);
  return {
    sessionId: found.session.id,
    merchantId: found.session.merchantId,
    operator: {
      id: found.operator.id,
      username: found.operator.username,
      role: found.operator.role as OperatorRole,
      merchantCode: found.merchantCode,
    },
  };
}

export async function consoleLogout(db: Database, ctx: RequestContext, session: OperatorSession) {
  await revokeOperatorSession(db.orm, session.sessionId, ctx.now);
  await recordAudit(db.orm, ctx, { event: 'console.logout', operatorId: session.operator.id });
}
