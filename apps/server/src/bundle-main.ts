import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Entry of the production bundle (dist/main.js, see build.ts): turns on Node's compile cache before the server's code
 * loads, so a start after the first reuses V8's compiled code instead of compiling the bundle again. Node keys the
 * cache by file content and its own version; where it cannot write (a read-only install) it simply stays off.
 * main.ts writes it out once the server is ready.
 */
enableCompileCache(path.join(repoRoot, 'node_modules/.cache/lotus-server'));
await import('./main.ts');
