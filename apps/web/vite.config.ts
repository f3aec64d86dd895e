import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstViewBudget } from './scripts/first-view-budget.ts';

const api = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';

/** Paths the server owns; the service worker must never answer them from the app shell. */
const serverPaths = [
  '/wps',
  '/lgw',
  '/lotto',
  '/vendor',
  '/ws',
  '/docs',
  '/healthz',
  '/metrics',
  // Pages and files the server renders itself: outside providers' and vendors' pages, game art, uploaded media,
  // and the house vendor's game API (its game clients, /house/<game>, are app routes).
  '/pay',
  '/demo-vendor',
  '/game-art',
  '/media',
  '/house/v1',
];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest levels (done
 * once per build, not per request); the server sends the copy the browser accepts. Without it a phone on a slow
 * network downloads about three times the bytes of the first view's scripts.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lotus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if (!(await stat(full)).isFile()) return;
          const body = await readFile(full);
          if (body.length < 1024) return;
          await writeFile(`${full}.br`, await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${full}.gz`, await gzipped(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * main.tsx imports the app's start-up (`start`) only once the boot frame is painted, and the router loads `/`'s layout
 * and page lazily, so without hints the browser would learn of their chunks only after the entry has run: a round
 * trip per level on a phone. The HTML names them (and their static imports) in `<meta name="lotus-after-paint">`, and
 * main.tsx asks for them all at once right after the first paint: until then the boot frame's styles and the banner
 * image have the phone's bandwidth to themselves. The start-up's styles are the boot frame's and stay render-blocking
 * stylesheets. Other routes are not affected.
 */
function preloadStart(startEntries: string[], homeEntries: string[]): Plugin {
  return {
    name: 'lotus:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const visit = (file: string, styles: Set<string>) => {
          if (scripts.has(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          scripts.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const dep of chunk.imports) visit(dep, styles);
        };
        const chunkOf = (entry: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
          if (!chunk) throw new Error(`preload-start: no chunk for ${entry}`);
          return chunk.fileName;
        };
        const blocking = new Set<string>();
        const later = new Set<string>();
        for (const entry of startEntries) visit(chunkOf(entry), blocking);
        for (const entry of homeEntries) visit(chunkOf(entry), later);
        const present = (file: string) => html.includes(`/${file}"`);
        const stylesheets = [...blocking]
          .filter((f) => !present(f))
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
        const afterPaint = [...[...later].filter((f) => !blocking.has(f)), ...scripts].filter((f) => !present(f));
        const meta = `<meta name="lotus-after-paint" content="${afterPaint.map((f) => `/${f}`).join(' ')}">`;
        // The entry is a few lines that wait for the first paint: the frame's styles and the banner go first.
        return html
          .replace(/\n?\s*<\/head>/, `\n    ${[...stylesheets, meta].join('\n    ')}\n  </head>`)
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          );
      },
    },
  };
}

/** The app's start-up, which main.tsx imports after the first paint. */
const startModule = ['src/start.tsx'];
/** The route `/` renders: the main layout and the home page. */
const homeRoute = ['src/app/layouts/main-layout.tsx', 'src/app/routes/home.tsx'];
/**
 * The schemas the first view's answers are validated with (valibot's, no zod: contract/first-view-schemas.ts; loaded on
 * the first request of each kind): listed with the home route, so the requests find their code on its way and the
 * import helper adds no links of its own then.
 */
const firstViewSchemas = ['src/lib/api/schemas-first-view.ts', 'src/features/games/api/lobby-schemas.ts'];
const webCode = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/**
 * What the first view of `/` imports lazily on a phone besides the start-up, the home route and its schemas (which
 * index.html names), for the first-view budget: nothing now. The banner slider loads at the first autoplay tick or when
 * the visitor reaches for the banner (banner-carousel.tsx); the header's "More" menu only on screens of 1024 px and
 * wider. A lazy import the first view makes must be listed here, or the budget will not count it.
 */
const firstViewLazy: string[] = [];

/** What a module of the app imports and re-exports, by the imported module's id: what the code groups follow. */
interface ModuleLinks {
  /** Imports the module's own code uses: the names, or `*` for a namespace or a bare import. */
  imports: { id: string; names: string[] | '*' }[];
  /** `export { name as as } from id` (`as` is `*` for `export * from id`). */
  reexports: { id: string; name: string; as: string }[];
}
const links = new Map<string, ModuleLinks>();

/**
 * Records the imports and re-exports of the app's modules (after the TypeScript is stripped, so type-only imports are
 * gone), for `reachableGroup`: a module's import list alone would count every re-export of a feature's index as used.
 */
function recordLinks(): Plugin {
  return {
    name: 'lotus:record-links',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!webCode.test(id) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const found: ModuleLinks = { imports: [], reexports: [] };
      const resolve = async (source: string) => (await this.resolve(source, id))?.id;
      const nameOf = (n: { type: string; name?: string; value?: unknown }) => (n.name ?? String(n.value)) as string;
      for (const node of this.parse(code).body) {
        if (node.type === 'ImportDeclaration') {
          const target = await resolve(node.source.value);
          if (!target) continue;
          const names = node.specifiers.map((s) =>
            s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*',
          );
          found.imports.push({ id: target, names: names.length === 0 || names.includes('*') ? '*' : names });
        } else if (node.type === 'ExportNamedDeclaration' && node.source) {
          const target = await resolve(node.source.value);
          if (!target) continue;
          for (const s of node.specifiers) {
            found.reexports.push({ id: target, name: nameOf(s.local), as: nameOf(s.exported) });
          }
        } else if (node.type === 'ExportAllDeclaration') {
          const target = await resolve(node.source.value);
          if (!target) continue;
          if (node.exported) found.reexports.push({ id: target, name: '*', as: nameOf(node.exported) });
          else found.reexports.push({ id: target, name: '*', as: '*' });
        }
      }
      links.set(id, found);
      return null;
    },
  };
}

/**
 * Puts the modules `roots` need statically that pass `test` into one chunk called `name`, instead of the dozens of
 * small chunks the split by importers gives: each is a round trip on a phone. A module an earlier group took stays
 * there. Through a re-export (a feature's index) only the names imported are followed: the group takes any module it
 * names, even one only a lazy page uses, so the console's use of the sign-up form's fields must not put them (and zod)
 * in the start-up.
 */
function reachableGroup(name: string, roots: string[], test: RegExp): CodeSplittingGroup {
  const rootIds = roots.map((r) => fileURLToPath(new URL(`./${r}`, import.meta.url)));
  let members: Set<string> | null = null;
  const collect = (getModuleInfo: (id: string) => { importedIds: readonly string[] } | null) => {
    /** Each module reached, with the names asked of it (`*`: all). */
    const wanted = new Map<string, Set<string> | '*'>();
    const stack: string[] = [];
    const want = (id: string, names: readonly string[] | '*') => {
      const had = wanted.get(id);
      if (had === '*') return;
      if (names === '*') wanted.set(id, '*');
      else {
        const set = had ?? new Set<string>();
        const size = set.size;
        for (const n of names) set.add(n);
        if (had && set.size === size) return;
        wanted.set(id, set);
      }
      stack.push(id);
    };
    for (const id of rootIds) want(id, '*');
    while (stack.length) {
      const id = stack.pop() as string;
      const asked = wanted.get(id) as Set<string> | '*';
      const own = links.get(id);
      if (!own) {
        // Outside the app (libraries, the contract) or not a script: everything it imports.
        for (const dep of getModuleInfo(id)?.importedIds ?? []) want(dep, '*');
        continue;
      }
      for (const imp of own.imports) want(imp.id, imp.names);
      for (const re of own.reexports) {
        if (re.as === '*') want(re.id, asked === '*' ? '*' : [...asked]);
        else if (asked === '*' || asked.has(re.as)) want(re.id, re.name === '*' ? '*' : [re.name]);
      }
    }
    return new Set(wanted.keys());
  };
  return {
    name: (id, ctx) => {
      members ??= collect((m) => ctx.getModuleInfo(m));
      return members.has(id) && test.test(id) ? name : null;
    },
  };
}

const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'theme-init.js', 'media/**/*.svg'],
  manifest: {
    name: 'Lotus',
    short_name: 'Lotus',
    description: 'Casino, slots, sports and lottery',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Only the app shell: API answers, balances and game pages must always come from the network.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The browser fetches the large install icons itself when it needs them.
    globIgnores: ['**/icons/icon-512.png', '**/icons/icon-maskable-512.png'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: serverPaths.map((p) => new RegExp(`^${p}(/|$)`)),
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [
    react(),
    recordLinks(),
    preloadStart(
      startModule.map((r) => `/${r}`),
      [...homeRoute, ...firstViewSchemas].map((r) => `/${r}`),
    ),
    ...(process.env.VITEST
      ? []
      : [
          pwa,
          precompress(),
          firstViewBudget({
            budgetFile: fileURLToPath(new URL('./first-view-budget.json', import.meta.url)),
            lazyEntries: firstViewLazy,
          }),
        ]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: api, changeOrigin: true, ...(p === '/ws' ? { ws: true } : {}) }]),
    ),
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The app's modules do nothing on import but define what they export (main.tsx and start.tsx excepted): one
      // that only re-exports or is imported for a name nobody uses is dropped, instead of a feature's index
      // bringing every module it names into the chunk of whoever imports it.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]apps[\\/]web[\\/]src[\\/](main|start)\.tsx$/, sideEffects: true },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which main.tsx needs at once: on its own, since inside the start-up's
            // chunk it would make the entry import (and so evaluate) the start-up and the framework before the first
            // paint, which is what main.tsx defers.
            { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
            // Libraries every page runs, in one long-cached file instead of a dozen small ones.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
            },
            // The app's own start-up modules (API client, session, stores, basic UI pieces): one file instead of a
            // dozen round trips.
            reachableGroup('start', startModule, webCode),
            // The home page and the main layout, which `/` loads right after the start-up (see preloadStart).
            reachableGroup('home', homeRoute, webCode),
          ],
        },
      },
    },
  },
});
