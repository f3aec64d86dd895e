import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { bothDatabases } from './apps/server/test/both-databases.ts';
import LongestFirstSequencer from './tools/vitest-sequencer.ts';

// Every project records each test's assertions for the closing summary (tools/vitest-summary-reporter.ts).
const countAssertions = path.resolve(import.meta.dirname, 'tools/vitest-count-assertions.ts');

// With DATABASE_URL the server project runs the files that the database can change (both-databases.ts); the rest
// ran on PGlite already. LOTUS_ALL_SERVER_TESTS=1 runs every file on PostgreSQL.
const serverFiles =
  process.env.DATABASE_URL && !process.env.LOTUS_ALL_SERVER_TESTS
    ? bothDatabases
    : ['src/**/*.test.ts', 'test/**/*.test.ts'];

// One runner for every tier: server integration (inject() against a real database),
// web unit tests (jsdom) and browser tests (playwright-core driving Chromium against a real server).
export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary-reporter.ts'],
    // Longest files first, from the committed durations of a full run (LOTUS_WRITE_DURATIONS=1 npm test rewrites them).
    sequence: { sequencer: LongestFirstSequencer },
    // Every core: Vitest's default leaves one idle, which on a 2-core CI machine means one file at a time.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
        },
      },
      {
        test: {
          name: 'payload-crypto',
          root: 'packages/payload-crypto',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
        },
      },
      {
        test: {
          name: 'house-games',
          root: 'packages/house-games',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'lottery',
          root: 'packages/lottery',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: serverFiles,
          environment: 'node',
          setupFiles: ['./test/use-run-database.ts', countAssertions],
          globalSetup: ['./test/global-setup.ts'],
          // Files share a worker's loaded modules instead of importing the app again, seconds each: every file
          // builds its own app on its own database, and no test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts', countAssertions],
          // Said outright: a project that extends a Vite config does not take the root's workers, and with Vitest's
          // default (cores − 1, one here) it ran alone after the browser tests instead of beside the server's.
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
          // Each file's server starts from a copy of one migrated, seeded database instead of building its own.
          globalSetup: ['../server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As on the server: each file starts its own server and browser, and only the modules are shared.
          isolate: false,
          // After the other projects, on every core: each file has a server and a browser of its own, so files
          // never share state, and two at a time keep both cores busy.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
