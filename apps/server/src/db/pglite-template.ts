import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, templatesFolder } from '../paths.ts';
import { withMigrations } from './migrations.ts';

/**
 * A migrated, empty PGlite data folder saved as a tarball (`dumpDataDir`): a new data folder is unpacked from it
 * (`unpackTemplate`; in memory, PGlite's `loadDataDir`) instead of running initdb and every migration, which takes
 * seconds. It is made at build time
 * (build.ts) and named by `templateKey()`: a template of other migrations or another PGlite is never used, and
 * without a matching one the database is created from scratch as before.
 */
const PREFIX = 'pglite-template-';

async function pgliteVersion(): Promise<string> {
  // The package exports no package.json; it sits one folder above the entry point that `require` resolves.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/** A hash of what an empty migrated database depends on: PGlite's version and what drizzle's migrator reads. */
export async function templateKey(migrations = migrationsFolder): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${await pgliteVersion()}\0`);
  const files = (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of [...files, 'meta/_journal.json']) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(migrations, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templateFile = (key: string, folder: string) => path.join(folder, `${PREFIX}${key}.tar`);

/** A new in-memory database with every migration applied, dumped as a tarball. */
export async function buildTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    const orm = drizzle({ client });
    await withMigrations('public', (config) => migrate(orm, config));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The template for these migrations, if one was saved; undefined when it is missing or was made for others. */
export async function loadTemplate(options: { key?: string; folder?: string } = {}): Promise<Buffer | undefined> {
  const key = options.key ?? (await templateKey());
  try {
    return await readFile(templateFile(key, options.folder ?? templatesFolder));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Unpacks a template (a ustar archive, as `dumpDataDir` writes it) into a new data folder, which PGlite then opens as
 * an existing database. PGlite's own `loadDataDir` does the same through its emulated file system, several calls for
 * each of some 1,300 files, and took over a second of a first boot; here a file is one write. PG_VERSION, which makes
 * a folder a database, is written last: an unpacking cut short leaves a folder that is still new and is unpacked again.
 */
export function unpackTemplate(archive: Uint8Array, dataDir: string) {
  const root = path.resolve(dataDir);
  const text = (from: number, length: number) =>
    Buffer.from(archive.subarray(from, from + length))
      .toString('latin1')
      .replace(/\0.*$/s, '')
      .trim();
  const made = new Set<string>();
  const makeDir = (dir: string, mode = 0o750) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true, mode });
    made.add(dir);
  };
  let version: { file: string; data: Uint8Array } | undefined;
  for (let at = 0; at + 512 <= archive.length && archive[at] !== 0; ) {
    const name = [text(at + 345, 155), text(at, 100)].filter(Boolean).join('/');
    const mode = Number.parseInt(text(at + 100, 8), 8) & 0o777;
    const size = Number.parseInt(text(at + 124, 12) || '0', 8);
    const type = archive[at + 156];
    const data = archive.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    const target = path.join(root, name);
    if (!target.startsWith(root + path.sep)) throw new Error(`template entry outside the data folder: ${name}`);
    if (type === 0x35 /* '5': directory */) makeDir(target, mode || undefined);
    else if (type === 0x30 /* '0': file */ || type === 0) {
      makeDir(path.dirname(target));
      if (path.relative(root, target) === 'PG_VERSION') version = { file: target, data };
      else writeFileSync(target, data, { mode: mode || 0o600 });
    }
  }
  if (!version) throw new Error('the template holds no PG_VERSION: not a PGlite data folder');
  writeFileSync(version.file, version.data, { mode: 0o600 });
}

/** Saves a template under its key, written whole then renamed into place, and removes those of other keys. */
export async function saveTemplate(template: Blob, options: { key?: string; folder?: string } = {}) {
  const key = options.key ?? (await templateKey());
  const folder = options.folder ?? templatesFolder;
  await mkdir(folder, { recursive: true });
  const file = templateFile(key, folder);
  // A temporary file of this process's own: two builds at once (the test suite builds too) each rename a whole one.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.from(await template.arrayBuffer()));
  await rename(temporary, file);
  for (const name of await readdir(folder)) {
    const other = path.join(folder, name);
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && other !== file) await rm(other, { force: true });
  }
  return file;
}

/** Build time: makes the template for the current migrations unless it exists. */
export async function ensureTemplate(folder = templatesFolder) {
  const key = await templateKey();
  const file = templateFile(key, folder);
  if (existsSync(file)) return { file, built: false };
  return { file: await saveTemplate(await buildTemplate(), { key, folder }), built: true };
}
