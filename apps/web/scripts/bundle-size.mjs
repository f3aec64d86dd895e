// Gzipped JavaScript the home page needs before it can render: the entry chunk, everything it imports
// statically, and the home route chunk with its static imports. Run after `npm run build -w apps/web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const read = (file) => readFileSync(join(dist, file), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const html = read('index.html');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const staticImports = (file) =>
  [...read(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);

function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of staticImports(start)) closure(dep, seen);
  return seen;
}

const initial = closure(entry);
// The router lazily imports the layout and the page of `/`; both load in parallel right after the entry.
const lazyChunk = (name) =>
  [...initial]
    .flatMap((f) => [...read(f).matchAll(new RegExp(`import\\([\`"]\\./(${name}-[^\`"]+\\.js)[\`"]\\)`, 'g'))])
    .map((m) => `assets/${m[1]}`)[0];
const withHome = new Set(initial);
for (const name of ['main-layout', 'home']) {
  const chunk = lazyChunk(name);
  if (chunk) closure(chunk, withHome);
}

const kb = (files) => ([...files].reduce((sum, f) => sum + gz(f), 0) / 1024).toFixed(1);
console.log(`entry and its static imports: ${initial.size} files, ${kb(initial)} KB gzipped`);
console.log(`plus main layout and home:     ${withHome.size} files, ${kb(withHome)} KB gzipped`);
for (const f of [...withHome].sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${(gz(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
