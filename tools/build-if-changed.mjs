// Builds the web app and the server bundle only when their sources changed since the last build: `npm start` then
// opens at once on an unchanged checkout. A build's inputs are fingerprinted by content (not dates, which a checkout
// or a copy resets) and the fingerprint is kept in its output folder.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/contract/src', 'packages/house-games/src', 'package-lock.json'];
const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist',
    // The migrations too: the build saves a migrated database that new data folders start from.
    inputs: ['apps/server/src', 'apps/server/build.ts', 'apps/server/drizzle', ...shared],
  },
];

function* filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* filesOf(path.join(entry, name));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesOf(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

for (const { workspace, output, inputs } of targets) {
  const stamp = path.join(root, output, '.sources-fingerprint');
  const current = fingerprint(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) continue;
  console.log(`${workspace}: sources changed since the last build, building`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, current);
}
