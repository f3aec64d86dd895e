import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time, found from this module: `src/paths.ts` when the sources run, or the bundle
 * `dist/main.js` built from them (see build.ts), which sits at the same depth below the server's folder.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** The monorepo root, whatever directory the process was started from. */
export const repoRoot = path.resolve(serverDir, '../..');

/** SQL migrations written by `drizzle-kit generate` (see drizzle.config.ts). */
export const migrationsFolder = path.join(serverDir, 'drizzle');

/** Build output: the bundle, and the template a new embedded database is unpacked from (db/pglite-template.ts). */
export const templatesFolder = path.join(serverDir, 'dist');
