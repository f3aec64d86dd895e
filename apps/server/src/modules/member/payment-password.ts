import { paymentPasswordPattern } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session-guard.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { withLoginAttempt } from '../session/login-limits.ts';
import { findMemberById, type MemberRow } from '../session/queries.ts';
import { updateMember } from './queries.ts';

// Guesses of either password count like failed logins of their own key.
const paymentKey = (memberId: number) => `pay:${memberId}`;
const loginKey = (memberId: number) => `pw:${memberId}`;

function checkFormat(value: string, confirmation: string, field: string) {
  if (!paymentPasswordPattern.test(value)) throw new AppError('request.invalid', { fields: { [field]: '6 digits' } });
  if (confirmation !== value) {
    throw new AppError('password.inconsistent', {
      fields: { confirmPaymentPassword: 'The two passwords are inconsistent' },
    });
  }
}

async function member(deps: AuthDeps, session: Session) {
  const row = await findMemberById(deps.db.orm, session.memberId);
  if (!row) throw new AppError('login.not.session');
  return row;
}

/** PUT /wps/member/password/payment: the first payment password (6 digits), confirmed by the login password. */
export async function setPaymentPassword(
  deps: AuthDeps,
  ctx: RequestContext,
  session: Session,
  body: { loginPassword?: string | undefined; paymentPassword: string; confirmPaymentPassword: string },
) {
  const orm = deps.db.orm;
  const row = await member(deps, session);
  if (row.paymentPasswordHash) throw new AppError('payment.password.exists');
  checkFormat(body.paymentPassword, body.confirmPaymentPassword, 'paymentPassword');
  const passwordHash = row.passwordHash;
  if (passwordHash) {
    await withLoginAttempt(orm, ctx, loginKey(row.id), {}, async (attempt) => {
      if (!body.loginPassword || !(await verifyPassword(passwordHash, body.loginPassword))) {
        await attempt.failed();
        throw new AppError('password.old.wrong');
      }
    });
  }
  const hash = await hashPassword(body.paymentPassword);
  await orm.transaction(async (tx) => {
    await updateMember(tx, row.id, { paymentPasswordHash: hash });
    await recordAudit(tx, ctx, { event: 'payment-password.set', memberId: row.id });
  });
  return null;
}

/** POST /wps/member/password/payment: replaces it, given the old one. */
export async function changePaymentPassword(
  deps: AuthDeps,
  ctx: RequestContext,
  session: Session,
  body: { oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
) {
  const orm = deps.db.orm;
  const row = await member(deps, session);
  if (!row.paymentPasswordHash) throw new AppError('payment.password.missing');
  await checkPaymentPassword(orm, ctx, row, body.oldPaymentPassword, 'payment-password.change.failed');
  checkFormat(body.newPaymentPassword, body.confirmPaymentPassword, 'newPaymentPassword');
  const hash = await hashPassword(body.newPaymentPassword);
  await orm.transaction(async (tx) => {
    await updateMember(tx, row.id, { paymentPasswordHash: hash });
    await recordAudit(tx, ctx, { event: 'payment-password.changed', memberId: row.id });
  });
  return null;
}

/**
 * Proves the member's payment password before money leaves (withdrawals, transfers) or the password changes. Wrong
 * answers count like failed logins under a key of their own, so a stolen session cannot guess it; answers still
 * being judged do not, so a member's own operations sent at once all pass with the right one.
 */
export async function checkPaymentPassword(
  orm: Orm,
  ctx: RequestContext,
  row: Pick<MemberRow, 'id' | 'paymentPasswordHash'>,
  password: string,
  failureEvent = 'payment-password.failed',
) {
  const hash = row.paymentPasswordHash;
  if (!hash) throw new AppError('payment.password.missing');
  const key = paymentKey(row.id);
  // Judged even while the member's other operations are: a right payment password is never refused for them.
  await withLoginAttempt(orm, ctx, key, { judgeInFlight: true }, async (attempt) => {
    if (!(await verifyPassword(hash, password))) {
      await recordAudit(orm, ctx, { event: failureEvent, memberId: row.id });
      await attempt.failed();
      throw new AppError('payment.password.wrong');
    }
    await attempt.passed();
  });
}
