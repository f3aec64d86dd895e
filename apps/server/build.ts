import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ensureTemplate } from './src/db/pglite-template.ts';

/**
 * Packages that read files of their own at run time (WebAssembly, native add-ons, data, static assets, worker
 * scripts): they stay in node_modules and load from there.
 */
const OUTSIDE = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'geoip-country',
  'pino',
  'thread-stream',
  '@fastify/swagger-ui',
  '@fastify/static',
  '@fastify/swagger',
  // Loaded only with Redis configured; it also names its own folder in error stacks.
  'ioredis',
];

const isOutside = (specifier: string) => OUTSIDE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * The server as one ES module, `dist/main.js`, which is what production runs: Node loads a few files instead of
 * resolving, reading and compiling some two thousand (drizzle-orm alone is hundreds of small modules).
 */
const packagesWithFilesOutside: Plugin = {
  name: 'packages-with-files-outside',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      isOutside(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

await build({
  // The command line runs from the sources: it starts seldom, and works before any build.
  // main.js turns Node's compile cache on, then loads the server (main.ts) in a chunk of its own.
  entryPoints: [{ in: 'src/bundle-main.ts', out: 'main' }],
  outdir: 'dist',
  bundle: true,
  // Chunks of lazily loaded code sit beside main.js: paths.ts finds the server's folder one level up from any of them.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  plugins: [packagesWithFilesOutside],
  // CommonJS packages bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as lotusCreateRequire } from 'node:module'; const require = lotusCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// A new embedded database is unpacked from this instead of running initdb and every migration on the user's machine.
const template = await ensureTemplate();
if (template.built) console.log(`built ${path.relative(process.cwd(), template.file)}`);
