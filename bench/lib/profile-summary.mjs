// Reads V8 CPU profiles (`node --cpu-prof`) of the server bundle: each sample's code mapped through the bundle's
// source map to its package (`fastify`, `zod`, PGlite's WebAssembly…) or to the server's own folder.
//
//   node bench/lib/profile-summary.mjs <file.cpuprofile> [--functions] [--last=5000]
//   (self time by package, and by function; --last: only the profile's last N ms, the load without the start-up)
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const maps = new Map();

/** Where a profile's call frame comes from: a package name, a folder of the sources, or what V8 calls it. */
export function frameSource(frame) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  let source = file;
  if (file.includes('/apps/server/dist/')) {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const entry = maps.get(file)?.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      source = path.resolve(path.dirname(file), entry.originalSource.replace(/^file:\/\//, ''));
    }
  }
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  // drizzle-orm's own source maps name its files `../src/…`, which esbuild's map then puts at `node_modules/src/…`.
  if (pkg) return pkg[1] === 'src' ? 'drizzle-orm' : pkg[1];
  const app = source.match(/(apps\/server\/src|packages\/[^/]+\/src)\/(?:[^/]+\/(?:[^/]+\/)?)?/);
  return app ? app[0].replace(/\/$/, '') : path.basename(source);
}

/** Self time (ms) by source and by `function (source)`, idle excluded; and the busy and total ms. */
export function selfTimes(profile, lastMs = Number.POSITIVE_INFINITY) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sources = new Map();
  const functions = new Map();
  let busy = 0;
  let total = 0;
  const from = (profile.endTime - profile.startTime) / 1000 - lastMs;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (at < from) return;
    total += dt;
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    busy += dt;
    const source = frameSource(frame);
    sources.set(source, (sources.get(source) ?? 0) + dt);
    const fn = `${frame.functionName || '(anonymous)'} (${source})`;
    functions.set(fn, (functions.get(fn) ?? 0) + dt);
  });
  return { sources, functions, busy, total };
}

const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [--functions]');
  const last = Number(process.argv.find((a) => a.startsWith('--last='))?.slice(7) ?? Number.POSITIVE_INFINITY);
  const { sources, functions, busy, total } = selfTimes(JSON.parse(readFileSync(file, 'utf8')), last);
  console.log(`${Math.round(total)} ms sampled, ${Math.round(busy)} ms busy (${Math.round((100 * busy) / total)} %)`);
  console.log('self time of the busy time, by source:');
  for (const [k, v] of sorted(sources).slice(0, 20))
    console.log(`  ${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`);
  if (process.argv.includes('--functions')) {
    console.log('by function:');
    for (const [k, v] of sorted(functions).slice(0, 30))
      console.log(`  ${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`);
  }
}
