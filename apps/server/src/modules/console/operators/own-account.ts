import type { OwnPasswordRequest } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { recordLoginSuccess, withLoginAttempt } from '../../session/login-limits.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../session/totp.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { checkOperatorPassword } from './operator-accounts.ts';
import { findOperatorById, revokeOperatorSessions, takeTotpStep, updateOperator } from './queries.ts';

const passwordKey = (operatorId: number) => `oppw:${operatorId}`;

async function ownRow(db: Database, session: OperatorSession) {
  const row = await findOperatorById(db.orm, session.operator.id);
  if (!row) throw new AppError('console.not.session');
  return row;
}

/**
 * The operator's own new password: the current one first (wrong answers count like failed sign-ins, so a stolen
 * session cannot guess it), then the operators' password rule. Ends the operator's other sessions and lifts a pending
 * forced change.
 */
export async function changeOwnPassword(
  db: Database,
  ctx: RequestContext,
  session: OperatorSession,
  body: OwnPasswordRequest,
) {
  const orm = db.orm;
  const operator = await ownRow(db, session);
  const key = passwordKey(operator.id);
  await withLoginAttempt(orm, ctx, key, {}, async (attempt) => {
    if (!(await verifyPassword(operator.passwordHash, body.currentPassword))) {
      await attempt.failed();
      await recordAudit(orm, ctx, { event: 'console.password.change.failed', operatorId: operator.id });
      throw new AppError('console.operator.password.wrong');
    }
  });
  await checkOperatorPassword(body.newPassword, ctx.language);
  if (body.newPassword === body.currentPassword) throw new AppError('console.operator.password.same');
  const passwordHash = await hashPassword(body.newPassword);
  await orm.transaction(async (tx) => {
    await recordLoginSuccess(tx, ctx, key);
    await updateOperator(tx, operator.id, { passwordHash, mustChangePassword: false });
    await revokeOperatorSessions(tx, operator.id, ctx.now, session.sessionId);
    await recordAudit(tx, ctx, {
      event: 'console.password.changed',
      operatorId: operator.id,
      detail: { forced: operator.mustChangePassword },
    });
  });
  return null;
}

/**
 * A new authenticator secret for the operator, unused until a code confirms it. Refused (409) while one is on: only
 * an admin's reset removes it, so a borrowed session cannot swap it.
 */
export async function startOwnTotp(db: Database, ctx: RequestContext, session: OperatorSession) {
  const operator = await ownRow(db, session);
  if (operator.totpSecret && operator.totpEnabledAt) throw new AppError('console.totp.enabled');
  const secret = newTotpSecret();
  await updateOperator(db.orm, operator.id, { totpSecret: secret, totpEnabledAt: null });
  const account = `${operator.username}@${ctx.merchant.code}`;
  return { secret, otpauthUrl: otpauthUrl(`${ctx.merchant.name} console`, account, secret) };
}

/** The first code from the app turns the authenticator on; sign-in asks for it from then on. */
export async function confirmOwnTotp(db: Database, ctx: RequestContext, session: OperatorSession, code: string) {
  const operator = await ownRow(db, session);
  if (operator.totpSecret && operator.totpEnabledAt) throw new AppError('console.totp.enabled');
  const step = operator.totpSecret ? verifyTotp(operator.totpSecret, code, ctx.now) : null;
  if (step === null || !(await takeTotpStep(db.orm, operator.id, step))) {
    await recordAudit(db.orm, ctx, { event: 'console.totp.enrol.failed', operatorId: operator.id });
    throw new AppError('console.totp.invalid');
  }
  await db.orm.transaction(async (tx) => {
    await updateOperator(tx, operator.id, { totpEnabledAt: ctx.now });
    await recordAudit(tx, ctx, { event: 'console.totp.enabled', operatorId: operator.id });
  });
  return null;
}
