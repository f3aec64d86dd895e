// `npm run bench [name…]`: runs the named benchmarks (all by default), one after another, each in its own process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = ['system-status'];
const chosen = process.argv.slice(2);
for (const name of chosen.length ? chosen : all) {
  if (!all.includes(name)) throw new Error(`unknown benchmark ${name}; known: ${all.join(', ')}`);
  console.log(`# ${name}`);
  const { status } = spawnSync(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
