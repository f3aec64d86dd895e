import type { ConsoleOperatorRow, CreateOperatorRequest, GeneratedPassword, OperatorRole } from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { createOperator, generateOperatorPassword, setOperatorPassword } from './operator-accounts.ts';
import {
  countOtherEnabledAdmins,
  listOperators,
  lockBrandOperators,
  lockOperator,
  type OperatorRow,
  revokeOperatorSessions,
  updateOperator,
} from './queries.ts';

export function operatorRow(row: OperatorRow): ConsoleOperatorRow {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    disabled: row.disabledAt !== null,
    totpEnabled: Boolean(row.totpSecret && row.totpEnabledAt),
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  };
}

export async function listBrandOperators(db: Database, merchantId: number) {
  return { list: (await listOperators(db.orm, merchantId)).map(operatorRow) };
}

/** A new operator with a generated password, shown once; they must choose their own at first sign-in. */
export async function addOperator(
  db: Database,
  ctx: RequestContext,
  actorId: number,
  body: CreateOperatorRequest,
): Promise<GeneratedPassword> {
  const password = generateOperatorPassword();
  const row = await createOperator(
    db,
    { merchantId: ctx.merchant.id, username: body.username, role: body.role, password, mustChangePassword: true },
    { source: ctx, operatorId: actorId },
  );
  return { operator: operatorRow(row), password };
}

/** The operator of this brand, held for the change; 404 for another brand's or an unknown id. */
async function heldOperator(tx: Orm, merchantId: number, id: number) {
  await lockBrandOperators(tx, merchantId);
  const row = await lockOperator(tx, merchantId, id);
  if (!row) throw new AppError('console.operator.not.found');
  return row;
}

/** Refuses a change that would leave the brand without an enabled admin. */
async function keepAnAdmin(tx: Orm, target: OperatorRow) {
  if (target.role !== 'admin' || target.disabledAt) return;
  if ((await countOtherEnabledAdmins(tx, target.merchantId, target.id)) === 0) {
    throw new AppError('console.operator.last.admin');
  }
}

/** A new role, effective on the operator's next request. Admins cannot change their own. */
export async function changeOperatorRole(
  db: Database,
  ctx: RequestContext,
  actorId: number,
  id: number,
  role: OperatorRole,
) {
  if (id === actorId) throw new AppError('console.operator.self');
  return db.orm.transaction(async (tx) => {
    const target = await heldOperator(tx, ctx.merchant.id, id);
    if (target.role === role) return operatorRow(target);
    if (role !== 'admin') await keepAnAdmin(tx, target);
    const row = await updateOperator(tx, id, { role });
    await recordAudit(tx, ctx, {
      event: 'console.operator.role.changed',
      operatorId: actorId,
      detail: { operator: target.username, operatorId: id, from: target.role, to: role },
    });
    return operatorRow(row as OperatorRow);
  });
}

/**
 * Disables (ending every session of the operator at once: their next request answers 401) or enables an operator.
 * Admins cannot disable themselves.
 */
export async function setOperatorDisabled(
  db: Database,
  ctx: RequestContext,
  actorId: number,
  id: number,
  disabled: boolean,
) {
  if (id === actorId && disabled) throw new AppError('console.operator.self');
  return db.orm.transaction(async (tx) => {
    const target = await heldOperator(tx, ctx.merchant.id, id);
    if ((target.disabledAt !== null) === disabled) return operatorRow(target);
    if (disabled) {
      await keepAnAdmin(tx, target);
      await revokeOperatorSessions(tx, id, ctx.now);
    }
    const row = await updateOperator(tx, id, { disabledAt: disabled ? ctx.now : null });
    await recordAudit(tx, ctx, {
      event: disabled ? 'console.operator.disabled' : 'console.operator.enabled',
      operatorId: actorId,
      detail: { operator: target.username, operatorId: id },
    });
    return operatorRow(row as OperatorRow);
  });
}

/** A new generated password, shown once; the operator's sessions end and they must choose their own at sign-in. */
export async function resetOperatorPassword(
  db: Database,
  ctx: RequestContext,
  actorId: number,
  id: number,
): Promise<GeneratedPassword> {
  const target = await db.orm.transaction((tx) => heldOperator(tx, ctx.merchant.id, id));
  const password = generateOperatorPassword();
  const row = await setOperatorPassword(
    db,
    { operatorId: target.id, password, mustChangePassword: true },
    { source: ctx, operatorId: actorId },
    ctx.now,
  );
  return { operator: operatorRow(row), password };
}

/** Removes the operator's authenticator (a lost phone); they enrol again when their role requires one. */
export async function resetOperatorTotp(db: Database, ctx: RequestContext, actorId: number, id: number) {
  return db.orm.transaction(async (tx) => {
    const target = await heldOperator(tx, ctx.merchant.id, id);
    const row = await updateOperator(tx, id, { totpSecret: null, totpEnabledAt: null });
    await recordAudit(tx, ctx, {
      event: 'console.operator.totp.reset',
      operatorId: actorId,
      detail: { operator: target.username, operatorId: id },
    });
    return operatorRow(row as OperatorRow);
  });
}
