import type { ConsoleOperator, OperatorRole } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { timingHash, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { newHandle, newToken, sha256 } from '../../platform/secrets.ts';
import { recordLoginSuccess, withLoginAttempt } from '../session/login-limits.ts';
import { verifyTotp } from '../session/totp.ts';
import { takeTotpStep, updateOperator } from './operators/queries.ts';
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

export const operatorKey = (merchantId: number, username: string) =>
  `op:${merchantId}:${username.trim().toLowerCase()}`;

type OperatorRecord = NonNullable<Awaited<ReturnType<typeof findOperator>>>;

/** What the console knows of the signed-in operator; `totpRoles`: the brand's roles that need an authenticator. */
export function consoleOperatorOf(
  operator: OperatorRecord,
  brand: { code: string; isDemo: boolean; totpRoles: readonly OperatorRole[] },
): ConsoleOperator {
  const role = operator.role as OperatorRole;
  const totpEnabled = Boolean(operator.totpSecret && operator.totpEnabledAt);
  return {
    id: operator.id,
    username: operator.username,
    role,
    merchantCode: brand.code,
    demoBrand: brand.isDemo,
    mustChangePassword: operator.mustChangePassword,
    totpEnabled,
    totpEnrolRequired: !totpEnabled && brand.totpRoles.includes(role),
  };
}

/**
 * Console sign-in: brand, username and password, then the authenticator code when the operator has one (the first
 * answer is `totpRequired`, and the console asks again with the code). Failures count like members' (captcha-free
 * lockout after 10 in 15 minutes), wrong codes included, and an unknown or disabled operator is answered exactly like
 * a wrong password. The ten that lock count per operator name and address and lock that pair only, so a stranger who
 * knows the name locks out their own address, not the operator. Guesses from many addresses meet the name's hourly
 * budget; past it, a sign-in carrying the operator's valid authenticator code is still judged, and the command
 * line's `reset-password` lifts every lock.
 */
export async function consoleLogin(
  db: Database,
  ctx: RequestContext,
  username: string,
  password: string,
  totpCode?: string,
): Promise<{ token: string; operator: ConsoleOperator } | { totpRequired: true }> {
  const orm = db.orm;
  const key = operatorKey(ctx.merchant.id, username);
  const ownerProof = totpCode ? await hasTotpProof(db, ctx, username, totpCode) : false;
  const outcome = await withLoginAttempt(orm, ctx, key, { lockPerAddress: true, ownerProof }, async (attempt) => {
    const found = await findOperator(orm, ctx.merchant.id, username);
    const ok = await verifyPassword(found?.passwordHash ?? (await timingHash()), password);
    if (!found || !ok || found.disabledAt) {
      await attempt.failed();
      await recordAudit(orm, ctx, {
        event: 'console.login.failed',
        operatorId: found?.disabledAt && ok ? found.id : null,
        detail: found?.disabledAt && ok ? { username, disabled: true } : { username },
      });
      throw new AppError('console.login.failed');
    }
    if (found.totpSecret && found.totpEnabledAt) {
      if (!totpCode) return 'totp' as const;
      const step = verifyTotp(found.totpSecret, totpCode, ctx.now);
      if (step === null || !(await takeTotpStep(orm, found.id, step))) {
        await attempt.failed();
        await recordAudit(orm, ctx, { event: 'console.login.totp.failed', operatorId: found.id });
        throw new AppError('console.totp.invalid');
      }
    }
    return found;
  });
  if (outcome === 'totp') return { totpRequired: true };
  const operator = outcome;
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
    await updateOperator(tx, operator.id, { lastLoginAt: ctx.now });
    await recordAudit(tx, ctx, { event: 'console.login', operatorId: operator.id });
  });
  return {
    token,
    operator: consoleOperatorOf(operator, {
      code: ctx.merchant.code,
      isDemo: ctx.merchant.isDemo,
      totpRoles: ctx.merchant.auth.operatorTotpRoles,
    }),
  };
}

/** Whether the code is the named operator's current authenticator code (checked, not used up: the sign-in uses it). */
async function hasTotpProof(db: Database, ctx: RequestContext, username: string, code: string) {
  const found = await findOperator(db.orm, ctx.merchant.id, username);
  if (!found?.totpSecret || !found.totpEnabledAt || found.disabledAt) return false;
  return verifyTotp(found.totpSecret, code, ctx.now) !== null;
}

/**
 * The live session behind a console token, or null (made up, revoked, idle for 30 minutes, older than 12 hours, or
 * its operator disabled). `totpRoles` gives the brand's roles that need an authenticator.
 */
export async function resolveOperatorSession(
  db: Database,
  token: string,
  now: Date,
  totpRoles: (merchantCode: string) => Promise<readonly OperatorRole[]> = async () => [],
): Promise<OperatorSession | null> {
  if (!token || token.length > 256) return null;
  const found = await findLiveOperatorSession(db.orm, sha256(token), now);
  if (!found || found.operator.disabledAt) return null;
  const idle = now.getTime() - found.session.lastSeenAt.getTime();
  if (idle > OPERATOR_IDLE_MINUTES * MINUTE) return null;
  if (idle > MINUTE) await touchOperatorSession(db.orm, found.session.id, now);
  return {
    sessionId: found.session.id,
    merchantId: found.session.merchantId,
    operator: consoleOperatorOf(found.operator, {
      code: found.merchantCode,
      isDemo: found.demoBrand,
      totpRoles: await totpRoles(found.merchantCode),
    }),
  };
}

export async function consoleLogout(db: Database, ctx: RequestContext, session: OperatorSession) {
  await revokeOperatorSession(db.orm, session.sessionId, ctx.now);
  await recordAudit(db.orm, ctx, { event: 'console.logout', operatorId: session.operator.id });
}
