// `npm run bench [name…] [--flag…]`: runs the named benchmarks (all by default), one after another, each in its own
// process; flags go to every benchmark named (`npm run bench -- wallet --rounds=3`).
// TypeScript benches run as they are: Node 24 strips the types.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benchmarks = {
  'system-status': [path.join(here, 'system-status.mjs')],
  framework: [path.join(here, 'framework.mjs')],
  balance: [path.join(here, 'balance.mjs')],
  login: [path.join(here, 'login.mjs')],
  websocket: [path.join(here, 'websocket.mjs')],
  startup: [path.join(here, 'startup.mjs')],
  wallet: [path.join(here, 'wallet/main.ts')],
  vendor: [path.join(here, 'vendor/main.ts')],
  'bet-latency': [path.join(here, 'vendor/open-loop.ts')],
  lottery: [path.join(here, 'lottery/main.ts')],
  earnings: [path.join(here, 'earnings/main.ts')],
  rebate: [path.join(here, 'rebate/main.ts')],
  vip: [path.join(here, 'vip/main.ts')],
  capacity: [path.join(here, 'capacity/main.ts')],
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
