// The build fails when the home page's first-view JavaScript grows past the ceiling in first-view-budget.json.
// The files are found from the build itself: the scripts index.html names (with what main.tsx fetches after the
// first paint), the chunks the first view imports lazily on a phone, and every chunk those import statically; each
// is gzipped as bench/web.mjs counts it in the browser (first-view.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { formatScripts, kb, measureScript, type ScriptSize, scriptsOfHtml, withStaticImports } from './first-view.ts';

export interface Budget {
  /** QUALITY.md's target for the first view, in KB gzipped. */
  targetKb: number;
  /** The most the build accepts, in KB gzipped: lowered whenever the first view shrinks. */
  ceilingKb: number;
  /** Why the ceiling is not the target. */
  why: string;
}

export function parseBudget(text: string, file = 'first-view-budget.json'): Budget {
  const value = JSON.parse(text) as Partial<Budget>;
  const { targetKb, ceilingKb, why } = value;
  if (typeof targetKb !== 'number' || typeof ceilingKb !== 'number' || !(targetKb > 0) || !(ceilingKb > 0)) {
    throw new Error(`${file}: targetKb and ceilingKb must be positive numbers of KB`);
  }
  if (ceilingKb < targetKb) throw new Error(`${file}: ceilingKb (${ceilingKb}) is below targetKb (${targetKb})`);
  if (ceilingKb > targetKb && !why?.trim())
    throw new Error(`${file}: say in "why" why the ceiling is above the target`);
  return { targetKb, ceilingKb, why: why ?? '' };
}

/** Headroom under the ceiling above which the check asks for the ceiling to come down (the ratchet). */
const RATCHET_KB = 2;

export interface BudgetResult {
  over: boolean;
  /** What to print: the total against the ceiling, and every file when it is over. */
  lines: string[];
}

export function checkBudget(scripts: ScriptSize[], budget: Budget, file = 'first-view-budget.json'): BudgetResult {
  const total = scripts.reduce((sum, s) => sum + s.gz, 0);
  const ceiling = budget.ceilingKb * 1024;
  const against = `ceiling ${budget.ceilingKb} KB in ${file}, target ${budget.targetKb} KB`;
  if (total > ceiling) {
    return {
      over: true,
      lines: [
        `The first view of / is ${kb(total)} KB gzipped, ${kb(total - ceiling)} KB over its ${against}.`,
        'Load what the first screen does not need later (a lazy import), or, if the growth is wanted, raise the',
        'ceiling in the same commit and say why.',
        ...formatScripts('The first view', scripts),
      ],
    };
  }
  const lines = [`first view of /: ${scripts.length} files, ${kb(total)} KB gzipped (${against})`];
  // The size plus the allowed headroom, rounded down to a tenth of a KB: a ceiling above it should come down.
  const lowered = Math.floor(((total + RATCHET_KB * 1024) * 10) / 1024) / 10;
  if (lowered < budget.ceilingKb) {
    lines.push(`  ${kb(ceiling - total)} KB under the ceiling: lower ceilingKb in ${file} to ${lowered}`);
  }
  return { over: false, lines };
}

/**
 * Who a bundled module belongs to: its npm package, a workspace package, the app's folder (`app: features/games`),
 * or the bundler's runtime.
 */
export function packageOf(id: string): string {
  const clean = id.replace(/^\0+/, '').replaceAll('\\', '/');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = clean.slice(inModules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? clean);
  }
  const workspace = /\/packages\/([^/]+)\//.exec(clean);
  if (workspace) return `@lotus/${workspace[1]}`;
  const app = /\/apps\/web\/src\/(.+)$/.exec(clean);
  if (app?.[1]) {
    const parts = app[1].split('/');
    const folder = parts.length === 1 ? '.' : parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0];
    return `app: ${folder}`;
  }
  if (clean.startsWith('vite/') || clean.includes('/vite/')) return 'vite (runtime helpers)';
  return clean;
}

export interface ChunkModules {
  /** The chunk's gzipped size. */
  gz: number;
  /** Its modules' code as bundled, before minification. */
  modules: { id: string; code: string | null }[];
}

/**
 * The first view's gzipped bytes by package. A chunk's bytes are shared among the packages in it in proportion to
 * each one's code gzipped alone (the modules' code before minification, so an estimate within a few per cent).
 */
export function weighByPackage(chunks: ChunkModules[]): { name: string; gz: number }[] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) {
    const code = new Map<string, string>();
    for (const m of chunk.modules) {
      const name = packageOf(m.id);
      code.set(name, (code.get(name) ?? '') + (m.code ?? ''));
    }
    const weights = [...code].map(([name, text]) => [name, text ? gzipSync(text, { level: 9 }).length : 0] as const);
    const sum = weights.reduce((s, [, w]) => s + w, 0);
    if (sum === 0) continue;
    for (const [name, weight] of weights) totals.set(name, (totals.get(name) ?? 0) + (chunk.gz * weight) / sum);
  }
  return [...totals]
    .map(([name, gz]) => ({ name, gz }))
    .filter((p) => p.gz >= 1)
    .sort((a, b) => b.gz - a.gz);
}

/**
 * The check, run at the end of every `vite build`. `lazyEntries`: the app's modules the first view imports lazily on a
 * phone without the after-paint list naming them (source paths relative to apps/web). `LOTUS_FIRST_VIEW_PACKAGES=1`
 * also prints the first view by package.
 */
export function firstViewBudget({ budgetFile, lazyEntries }: { budgetFile: string; lazyEntries: string[] }): Plugin {
  let outDir = 'dist';
  let chunks = new Map<
    string,
    { imports: readonly string[]; facade: string | null; modules: ChunkModules['modules'] }
  >();
  return {
    name: 'lotus:first-view-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_, bundle) {
      chunks = new Map();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          imports: item.imports,
          facade: item.facadeModuleId,
          modules: Object.entries(item.modules).map(([id, m]) => ({ id, code: m.code })),
        });
      }
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (chunks.size === 0) return;
        const budgetName = path.basename(budgetFile);
        const budget = parseBudget(readFileSync(budgetFile, 'utf8'), budgetName);
        const lazy = lazyEntries.map((entry) => {
          const suffix = `/${entry.replace(/^\//, '')}`;
          const file = [...chunks].find(([, c]) => c.facade?.replaceAll('\\', '/').endsWith(suffix))?.[0];
          if (!file) throw new Error(`first-view budget: no chunk for ${entry}`);
          return file;
        });
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const files = withStaticImports([...scriptsOfHtml(html), ...lazy], (f) => chunks.get(f)?.imports ?? []);
        const scripts = files.map((url) => measureScript(url, readFileSync(path.join(outDir, url))));
        const result = checkBudget(scripts, budget, budgetName);
        if (process.env.LOTUS_FIRST_VIEW_PACKAGES) {
          const gzOf = new Map(scripts.map((s) => [s.url.slice(1), s.gz]));
          const weighed = weighByPackage(
            [...chunks].flatMap(([file, c]) =>
              gzOf.has(file) ? [{ gz: gzOf.get(file) ?? 0, modules: c.modules }] : [],
            ),
          );
          const outside = scripts.filter((s) => !chunks.has(s.url.slice(1)));
          console.log('first view by package, KB gzipped:');
          for (const p of weighed) console.log(`  ${kb(p.gz).padStart(6)}  ${p.name}`);
          for (const s of outside) console.log(`  ${kb(s.gz).padStart(6)}  ${s.url} (outside the bundle)`);
        }
        if (result.over) throw new Error(result.lines.join('\n'));
        for (const line of result.lines) console.log(line);
      },
    },
  };
}
