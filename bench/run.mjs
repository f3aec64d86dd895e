// `npm run bench [name…] [--flag…]`: runs the named benchmarks (all by default), one after another, each in its own
// process; flags go to every benchmark named (`npm run bench -- wallet --rounds=3`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = pathToFileURL(createRequire(path.join(here, '../apps/server/package.json')).resolve('tsx/esm')).href;
const benchmarks = {
  'system-status': [path.join(here, 'system-status.mjs')],
  wallet: ['--import', tsx, path.join(here, 'wallet/main.ts')],
  vendor: ['--import', tsx, path.join(here, 'vendor/main.ts')],
  web: [path.join(here, 'web.mjs')],
};
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const chosen = args.filter((a) => !a.startsWith('--'));
for (const name of chosen.length ? chosen : Object.keys(benchmarks)) {
  const command = benchmarks[name];
  if (!command) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`);
  console.log(`# ${name}`);
  const { status } = spawnSync(process.execPath, [...command, ...flags], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
