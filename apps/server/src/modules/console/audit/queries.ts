import { and, desc, eq, gte, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { auditLog, members, operators } from '../../../db/schema.ts';

export interface AuditFilter {
  merchantId: number;
  /** Already resolved: null means the name matched nobody, so nothing is listed. */
  operatorId?: number | null;
  memberIds?: number[];
  event?: { exact: string } | { prefix: string };
  from?: Date;
  to?: Date;
  before?: number;
  limit: number;
}

export async function findOperatorIdByName(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`))
    .limit(1);
  return row?.id ?? null;
}

/** Members of the brand with this username, or this id when the text is a number. */
export async function findMemberIds(orm: Orm, merchantId: number, text: string) {
  const byId = /^\d{1,15}$/.test(text) ? eq(members.id, Number(text)) : undefined;
  const rows = await orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), or(sql`lower(${members.username}) = lower(${text})`, byId)))
    .limit(2);
  return rows.map((row) => row.id);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the brand's audit entries, newest first, keyset on id (the `(merchant_id, id)` and `(operator_id, id)`
 * indexes). One more row than asked tells whether another page follows.
 */
export function listAuditEntries(orm: Orm, filter: AuditFilter) {
  const where: (SQL | undefined)[] = [eq(auditLog.merchantId, filter.merchantId)];
  if (filter.operatorId != null) where.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.memberIds?.length === 1) where.push(eq(auditLog.memberId, filter.memberIds[0] as number));
  else if (filter.memberIds && filter.memberIds.length > 1) {
    where.push(or(...filter.memberIds.map((id) => eq(auditLog.memberId, id))));
  }
  if (filter.event && 'exact' in filter.event) where.push(eq(auditLog.event, filter.event.exact));
  if (filter.event && 'prefix' in filter.event) where.push(like(auditLog.event, `${escapeLike(filter.event.prefix)}%`));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lte(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return orm
    .select({
      id: auditLog.id,
      at: auditLog.at,
      event: auditLog.event,
      operatorId: auditLog.operatorId,
      operator: operators.username,
      memberId: auditLog.memberId,
      member: members.username,
      ip: auditLog.ip,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .leftJoin(members, eq(members.id, auditLog.memberId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
}
