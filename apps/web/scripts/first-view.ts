// How the home page's first-view JavaScript is counted, shared by the build's budget check (first-view-budget.ts)
// and the browser bench (bench/web.mjs): every script file gzipped on its own at level 9, as a CDN's static
// compression sends it, and summed. Imports only Node's own modules, so Node runs it as it is.
import { gzipSync } from 'node:zlib';

/** One script of the first view: its path as the page asks for it, its size raw and gzipped. */
export interface ScriptSize {
  url: string;
  raw: number;
  gz: number;
}

export function measureScript(url: string, body: Uint8Array): ScriptSize {
  return { url, raw: body.length, gz: gzipSync(body, { level: 9 }).length };
}

/** The scripts, largest first, with their gzipped total. */
export function summarise(scripts: ScriptSize[]): { scripts: ScriptSize[]; total: number } {
  const sorted = [...scripts].sort((a, b) => b.gz - a.gz || a.url.localeCompare(b.url));
  return { scripts: sorted, total: sorted.reduce((sum, s) => sum + s.gz, 0) };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A heading with the total, then a line per file, largest first. */
export function formatScripts(heading: string, scripts: ScriptSize[]): string[] {
  const { scripts: sorted, total } = summarise(scripts);
  return [
    `${heading}: ${sorted.length} files, ${kb(total)} KB gzipped`,
    ...sorted.map((s) => `  ${kb(s.gz).padStart(6)} KB  (${kb(s.raw)} KB raw)  ${s.url}`),
  ];
}

/**
 * The scripts a built index.html makes a phone load for the first view of `/`: its `<script src>` files (the entry,
 * the theme and service-worker scripts), its module preloads, and the scripts main.tsx fetches after the first paint,
 * which the build names in `<meta name="lotus-after-paint">` (vite.config.ts). Paths as the page asks for them
 * (`/assets/x.js`); addresses on other hosts are left out.
 */
export function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag[0])?.[1];
    if (src && !/^[a-z]+:|^\/\//i.test(src)) found.add(src);
  }
  for (const tag of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag[0])?.[1];
    if (href && !/^[a-z]+:|^\/\//i.test(href)) found.add(href);
  }
  const afterPaint = /<meta name="lotus-after-paint" content="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const file of afterPaint.split(' ')) if (file.endsWith('.js')) found.add(file);
  return [...found];
}

/**
 * `roots` and every file they import statically, through `importsOf` (a chunk's static imports, by file name
 * without the leading slash): what the browser must fetch before those files can run.
 */
export function withStaticImports(roots: string[], importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of importsOf(file.replace(/^\//, ''))) visit(`/${dep}`);
  };
  for (const root of roots) visit(root.startsWith('/') ? root : `/${root}`);
  return [...seen];
}
