import { defineConfig } from 'vitest/config';

// One runner for every tier: server integration (inject() against a real database),
// web unit tests (jsdom) and browser tests (playwright-core driving Chromium against a real server).
export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary-reporter.ts'],
    // Every core: Vitest's default leaves one idle, which on a 2-core CI machine means one file at a time.
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'payload-crypto',
          root: 'packages/payload-crypto',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'house-games',
          root: 'packages/house-games',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'lottery',
          root: 'packages/lottery',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // Each file's server starts from a copy of one migrated, seeded database instead of building its own.
          globalSetup: ['../server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // After the other projects, alone: a browser and a server per file need the machine to themselves.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
