import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { buildTemplate, loadTemplate, saveTemplate, templateKey } from './pglite-template.ts';
import { rowsOf } from './rows-of.ts';

/**
 * A new embedded data folder is unpacked from the build's template instead of running initdb and the migrations; the
 * template carries a marker table here so that each test can tell which way its folder was made.
 */
let work = '';
let marked: Blob;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'lotus-template-test-'));
  const client = await PGlite.create({ loadDataDir: await buildTemplate() });
  await client.exec('create table template_marker (id int)');
  marked = await client.dumpDataDir('none');
  await client.close();
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function journalTimes() {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return (journal.entries as { when: number }[]).map((entry) => entry.when).sort();
}

async function appliedTimes(db: Database) {
  const result = await db.orm.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
  return rowsOf<{ created_at: string }>(result).map((row) => Number(row.created_at));
}

async function hasMarker(db: Database) {
  const result = await db.orm.execute(sql`select 1 from pg_tables where tablename = 'template_marker'`);
  return rowsOf(result).length === 1;
}

async function withFolder(templateFolder: string, check: (db: Database) => Promise<void>) {
  const db = await openPglite(await mkdtemp(path.join(work, 'data-')), { templateFolder });
  try {
    await check(db);
  } finally {
    await db.close();
  }
}

describe('PGlite template', () => {
  it('starts a new data folder with every migration applied, and migrating it again changes nothing', async () => {
    const folder = path.join(work, 'current');
    await saveTemplate(marked, { folder });
    await withFolder(folder, async (db) => {
      expect(await hasMarker(db)).toBe(true);
      expect(await appliedTimes(db)).toEqual(await journalTimes());
      await db.migrate();
      expect(await appliedTimes(db)).toEqual(await journalTimes());
    });
  });

  it('is not used for other migrations: the folder is created and migrated from scratch', async () => {
    const changed = path.join(work, 'changed-migrations');
    await cp(migrationsFolder, changed, { recursive: true });
    const last = (await readdir(changed))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1) as string;
    await writeFile(path.join(changed, last), `${await readFile(path.join(changed, last), 'utf8')}\n-- changed\n`);
    const staleKey = await templateKey(changed);
    expect(staleKey).not.toBe(await templateKey());

    const folder = path.join(work, 'stale');
    await saveTemplate(marked, { folder, key: staleKey });
    expect(await loadTemplate({ folder })).toBeUndefined();
    await withFolder(folder, async (db) => {
      expect(await hasMarker(db)).toBe(false);
      await db.migrate();
      expect(await appliedTimes(db)).toEqual(await journalTimes());
    });
  });
});
