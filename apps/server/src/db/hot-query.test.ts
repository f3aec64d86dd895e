import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { hotQuery, type Placeholders } from './hot-query.ts';
import { members } from './schema.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const nicknameOf = hotQuery('test.nickname', (orm, p: Placeholders<{ username: string }>) =>
  orm.select({ nickname: members.nickname }).from(members).where(eq(members.username, p.username)).limit(1),
);

describe('hot queries', () => {
  it('answers as the query built each time would, for any values', async () => {
    const built = await db.orm.select({ nickname: members.nickname }).from(members).where(eq(members.username, 'demo'));
    expect(await nicknameOf(db.orm, { username: 'demo' })).toEqual(built);
    expect(await nicknameOf(db.orm, { username: 'nobody-by-this-name' })).toEqual([]);
  });

  it('runs inside the caller’s transaction, seeing what it wrote and sharing its fate', async () => {
    const [{ nickname: before } = { nickname: null }] = await nicknameOf(db.orm, { username: 'demo' });
    await expect(
      db.orm.transaction(async (tx) => {
        await tx.update(members).set({ nickname: 'inside' }).where(eq(members.username, 'demo'));
        expect(await nicknameOf(tx, { username: 'demo' })).toEqual([{ nickname: 'inside' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await nicknameOf(db.orm, { username: 'demo' })).toEqual([{ nickname: before }]);
    // Built once on the pool, the query still runs on each transaction's own connection.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          expect(await nicknameOf(tx, { username: 'demo' })).toEqual([{ nickname: before }]);
          return i;
        }),
      ),
    );
  });
});
