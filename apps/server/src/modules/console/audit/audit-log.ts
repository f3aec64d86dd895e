import type { AuditEntry, auditQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { findMemberIds, findOperatorIdByName, listAuditEntries } from './queries.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

const empty = { list: [] as AuditEntry[], next: null };

/**
 * GET /api/console/audit: the brand's audit log, read-only, newest first. The operator filter is a username; the
 * member filter a username or id; the event filter an exact name or a prefix ending in `*`.
 */
export async function readAuditLog(db: Database, merchantId: number, query: AuditQuery) {
  const orm = db.orm;
  let operatorId: number | undefined;
  if (query.operator) {
    const found = await findOperatorIdByName(orm, merchantId, query.operator);
    if (found === null) return empty;
    operatorId = found;
  }
  let memberIds: number[] | undefined;
  if (query.member) {
    memberIds = await findMemberIds(orm, merchantId, query.member);
    if (memberIds.length === 0) return empty;
  }
  const event = query.event
    ? query.event.endsWith('*')
      ? { prefix: query.event.slice(0, -1) }
      : { exact: query.event }
    : undefined;
  const rows = await listAuditEntries(orm, {
    merchantId,
    operatorId,
    memberIds,
    event,
    from: query.from !== undefined ? new Date(query.from) : undefined,
    to: query.to !== undefined ? new Date(query.to) : undefined,
    before: query.before,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    list: page.map((row) => ({ ...row, at: row.at.getTime(), detail: row.detail ?? {} })),
    next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
