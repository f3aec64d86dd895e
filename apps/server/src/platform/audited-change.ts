import type { Database, Orm } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { type AuditSource, recordAudit } from './audit.ts';

/** JSON with object keys sorted: a jsonb column answers `{CN, EN}` for the `{EN, CN}` it was given. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

export type FieldChanges<T> = Partial<Record<keyof T & string, { from: unknown; to: unknown }>>;

/** The fields of `after` whose value differs from `before`'s, each with both values. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): FieldChanges<T> {
  const changes: FieldChanges<T> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (canonical(before[key]) !== canonical(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

export interface AuditedUpdate<Fields extends Record<string, unknown>, Row> {
  /** `console.banner.updated` and the like. */
  event: string;
  operatorId: number;
  /** What the entry is about (`{ bannerId: 7 }`), recorded with the changes. */
  subject: Record<string, unknown>;
  /** The member the change is about, so that it shows in that member's audit trail. */
  memberId?: number;
  /** The audited fields as stored, and as they would be after the edit. */
  before: Fields;
  after: Fields;
  /** Writes the edit; called only when a field changes. */
  write: () => Promise<Row>;
}

/**
 * The console's one way to edit a row (call it inside the transaction that locked the row): compare the audited
 * fields, and only when one differs write the edit and record `{ ...subject, changes }` in the audit log beside it.
 * A save that changes nothing writes and records nothing. Answers the written row, or null when nothing changed.
 */
export async function auditedUpdate<Fields extends Record<string, unknown>, Row>(
  tx: Orm,
  source: AuditSource,
  update: AuditedUpdate<Fields, Row>,
): Promise<Row | null> {
  const changes = changedFields(update.before, update.after);
  if (Object.keys(changes).length === 0) return null;
  const row = await update.write();
  await recordAudit(tx, source, {
    event: update.event,
    operatorId: update.operatorId,
    memberId: update.memberId ?? null,
    detail: { ...update.subject, changes },
  });
  return row;
}

/**
 * A row created or removed by an operator, with its audit entry in the same transaction: `act` does the write and
 * answers the row, `detail` says what the entry records about it.
 */
export async function audited<Row>(
  tx: Orm,
  source: AuditSource,
  entry: { event: string; operatorId: number; act: () => Promise<Row>; detail: (row: Row) => Record<string, unknown> },
): Promise<Row> {
  const row = await entry.act();
  await recordAudit(tx, source, { event: entry.event, operatorId: entry.operatorId, detail: entry.detail(row) });
  return row;
}

export interface AuditedTableSpec<Row extends { id: number }, Values, Fields extends Record<string, unknown>> {
  /** `banner`: events `console.banner.created` / `.updated` / `.deleted`, subject `{ bannerId }`. */
  entity: string;
  /** What the audit log keeps of a row or of the values for one (compared on update). */
  fields: (values: Values | Row) => Fields;
  lock: (tx: Orm, merchantId: number, id: number) => Promise<Row | null>;
  insert: (tx: Orm, merchantId: number, values: Values) => Promise<Row>;
  update: (tx: Orm, id: number, values: Values) => Promise<Row>;
  remove: (tx: Orm, id: number) => Promise<unknown>;
  /** What a deletion records besides the subject; by default the row's audited fields. */
  deleted?: (row: Row) => Record<string, unknown>;
}

/**
 * Create, update and delete of a merchant's rows by an operator, each in one transaction with its audit entry: a
 * row of another merchant is `not.found`, an update that changes nothing writes and records nothing.
 */
export function auditedTable<Row extends { id: number }, Values, Fields extends Record<string, unknown>>(
  spec: AuditedTableSpec<Row, Values, Fields>,
) {
  const subject = (id: number) => ({ [`${spec.entity}Id`]: id });
  const event = (what: 'created' | 'updated' | 'deleted') => `console.${spec.entity}.${what}`;
  const locked = async (tx: Orm, source: AuditSource, id: number) => {
    const row = await spec.lock(tx, source.merchantId, id);
    if (!row) throw new AppError('not.found');
    return row;
  };
  return {
    create: (db: Database, source: AuditSource, operatorId: number, values: Values): Promise<Row> =>
      db.orm.transaction((tx) =>
        audited(tx, source, {
          event: event('created'),
          operatorId,
          act: () => spec.insert(tx, source.merchantId, values),
          detail: (row) => ({ ...subject(row.id), ...spec.fields(values) }),
        }),
      ),
    update: (db: Database, source: AuditSource, operatorId: number, id: number, values: Values) =>
      db.orm.transaction(async (tx) => {
        const row = await locked(tx, source, id);
        const updated = await auditedUpdate(tx, source, {
          event: event('updated'),
          operatorId,
          subject: subject(row.id),
          before: spec.fields(row),
          after: spec.fields(values),
          write: () => spec.update(tx, row.id, values),
        });
        return { row: updated ?? row, changed: updated !== null };
      }),
    remove: (db: Database, source: AuditSource, operatorId: number, id: number): Promise<Row> =>
      db.orm.transaction(async (tx) => {
        const row = await locked(tx, source, id);
        return audited(tx, source, {
          event: event('deleted'),
          operatorId,
          act: async () => {
            await spec.remove(tx, row.id);
            return row;
          },
          detail: () => ({ ...subject(row.id), ...(spec.deleted ? spec.deleted(row) : spec.fields(row)) }),
        });
      }),
  };
}
