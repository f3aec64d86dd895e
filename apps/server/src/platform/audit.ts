import type { Orm } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

/** Who did something, from where: taken from the request by the routes. */
export interface AuditSource {
  merchantId: number;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface AuditEvent {
  event: string;
  memberId?: number | null;
  operatorId?: number | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit log (a trigger makes it append-only). Call it with the transaction of the change it
 * records, so the entry exists exactly when the change does. Never put secrets (passwords, codes, tokens) in detail.
 */
export async function recordAudit(orm: Orm, source: AuditSource, entry: AuditEvent) {
  await orm.insert(auditLog).values({
    merchantId: source.merchantId,
    event: entry.event,
    memberId: entry.memberId ?? null,
    operatorId: entry.operatorId ?? null,
    ip: source.ip,
    userAgent: source.userAgent?.slice(0, 512) ?? null,
    requestId: source.requestId,
    detail: entry.detail ?? {},
  });
}
