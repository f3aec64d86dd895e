import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { commitBehind } from './pipelined-commit.ts';
import { rowsOf } from './rows-of.ts';
import { sqlState } from './sql-state.ts';

// Transactions as drizzle's `transaction` runs them, on both databases: on PostgreSQL they are pipelined (BEGIN not
// waited for, COMMIT optionally sent behind the last writes); their outcome must be what an ordinary one gives.
let db: Database;
const ids = async () => {
  const result = await db.orm.execute(sql`select id from pipeline_probe order by id`);
  return rowsOf<{ id: unknown }>(result).map((r) => Number(r.id));
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.orm.execute(sql`create table pipeline_probe (id integer primary key)`);
});
afterAll(() => db.close());

const reset = () => db.orm.execute(sql`delete from pipeline_probe`);
const insert = (tx: Database['orm'], id: number) => tx.execute(sql`insert into pipeline_probe (id) values (${id})`);

describe('pipelined transactions', () => {
  it('commits writes sent together with the commit, and answers the callback’s value', async () => {
    await reset();
    const value = await db.orm.transaction(async (tx) => {
      await insert(tx, 1);
      await commitBehind(tx, [insert(tx, 2), insert(tx, 3)]);
      return 'done';
    });
    expect(value).toBe('done');
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('rolls everything back when a write sent with the commit fails, and rejects', async () => {
    await reset();
    await insert(db.orm, 7);
    const attempt = db.orm.transaction(async (tx) => {
      await insert(tx, 1);
      // 7 exists: the duplicate fails, so the COMMIT behind it becomes a rollback.
      await commitBehind(tx, [insert(tx, 2), insert(tx, 7), insert(tx, 8)]);
    });
    // The duplicate's own error, not the rollback it caused or the refusals of the statements behind it.
    await expect(attempt).rejects.toSatisfy((error) => sqlState(error) === '23505');
    expect(await ids()).toEqual([7]);
  });

  it('rolls back when the callback throws', async () => {
    await reset();
    await expect(
      db.orm.transaction(async (tx) => {
        await insert(tx, 1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual([]);
  });

  it('keeps a savepoint’s failure to itself', async () => {
    await reset();
    await db.orm.transaction(async (tx) => {
      await insert(tx, 1);
      await expect(
        tx.transaction(async (inner) => {
          await insert(inner, 2);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
      await tx.transaction((inner) => insert(inner, 3));
    });
    expect(await ids()).toEqual([1, 3]);
  });

  it('refuses a statement started after the early commit (PostgreSQL; PGlite commits at the end)', async () => {
    await reset();
    const late = db.orm.transaction(async (tx) => {
      await commitBehind(tx, [insert(tx, 1)]);
      await insert(tx, 2);
    });
    if (db.kind === 'postgres') {
      const error = await late.then(
        () => null,
        (e: Error) => e,
      );
      expect(String(error?.cause ?? error)).toContain('after the transaction was committed');
      expect(await ids()).toEqual([1]);
    } else {
      await late;
      expect(await ids()).toEqual([1, 2]);
    }
  });

  it('runs many at once on a small pool without losing a write or a connection', async () => {
    await reset();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await commitBehind(tx, [insert(tx, 100 + i)]);
        }),
      ),
    );
    expect(await ids()).toEqual(Array.from({ length: 40 }, (_, i) => 100 + i));
    // Every reserved connection went back: a plain query still gets one.
    expect(await ids()).toHaveLength(40);
  });
});

// The pinned drizzle and postgres.js are reached through their internals here (postgres.ts, hot-query.ts): these
// fail when an upgrade changes what the work-arounds rely on, before the money paths do.
describe('what the work-arounds rely on in the drivers', () => {
  it('prepares drizzle’s statements by name on PostgreSQL, inside transactions too', async () => {
    if (db.kind !== 'postgres') return;
    const marker = `prepared_probe_${Date.now()}`;
    const names = await db.orm.transaction(async (tx) => {
      // A statement without parameters goes by the simple protocol, which prepares nothing.
      await tx.execute(sql`select ${1}::int as ${sql.raw(marker)}`);
      return rowsOf<{ statement: string }>(
        await tx.execute(sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`}`),
      );
    });
    expect(names.map((r) => r.statement)).toEqual([`select $1::int as ${marker}`]);
  });

  it('gives a transaction’s session a client of its own that the early commit is attached to', async () => {
    await db.orm.transaction(async (tx) => {
      const poolClient = (db.orm._.session as unknown as { client?: unknown }).client;
      const txClient = (tx._.session as unknown as { client?: unknown }).client;
      expect(txClient).toBeDefined();
      expect(txClient).not.toBe(poolClient);
    });
  });
});
