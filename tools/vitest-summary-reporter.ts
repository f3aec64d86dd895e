import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { durationKey } from './vitest-sequencer.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** `expect` calls the test made (tools/vitest-count-assertions.ts). */
    assertions?: number;
  }
}

const SLOWEST = 15;

interface ProjectCount {
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  assertions: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/**
 * Closes a run with what keeps the suite honest and fast: the tests and assertions of each project (a change that
 * drops checks shows here), the slowest files with where their time went, and one plain line that CI log readers
 * understand ("tests: N passed, N failed, N skipped").
 */
export default class SummaryReporter implements Reporter {
  /** When the first browser test file started: the browser tests run last, after every other project. */
  private browserStarted: number | undefined;

  onTestModuleStart(testModule: TestModule): void {
    if (testModule.project.name === 'e2e') this.browserStarted ??= performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    // .ci/run reads this to time the browser tests apart from the rest of `npm test`.
    const phasesFile = process.env.CI_PHASES_FILE;
    if (phasesFile && this.browserStarted !== undefined) {
      appendFileSync(phasesFile, `browser ${Math.round((performance.now() - this.browserStarted) / 1000)}\n`);
    }
    const projects = new Map<string, ProjectCount>();
    const files: { name: string; total: number; setup: number; tests: number }[] = [];
    for (const mod of testModules) {
      const project = mod.project.name || 'default';
      const count = projects.get(project) ?? { files: 0, passed: 0, failed: 0, skipped: 0, assertions: 0 };
      projects.set(project, count);
      count.files++;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
        count.assertions += test.meta().assertions ?? 0;
      }
      const d = mod.diagnostic();
      // Collection holds the module's imports and beforeAll-free top level; `duration` holds tests and hooks.
      const setup = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      files.push({ name: `${project}: ${mod.relativeModuleId}`, total: setup + d.duration, setup, tests: d.duration });
    }

    // LOTUS_WRITE_DURATIONS=1: keep this run's file durations for the sequencer (tools/vitest-sequencer.ts).
    if (process.env.LOTUS_WRITE_DURATIONS) {
      const durations: Record<string, number> = {};
      for (const mod of [...testModules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
        const d = mod.diagnostic();
        const key = durationKey(mod.project.name, mod.project.config.root, mod.moduleId);
        durations[key] = Math.round(d.duration / 100) / 10;
      }
      writeFileSync(
        path.resolve(import.meta.dirname, 'test-durations.json'),
        `${JSON.stringify(durations, null, 2)}\n`,
      );
    }

    const out: string[] = ['', 'tests per project (files, passed, failed, skipped, assertions):'];
    for (const [name, c] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(`  ${name.padEnd(16)} ${[c.files, c.passed, c.failed, c.skipped, c.assertions].join(', ')}`);
    }
    out.push('', `${SLOWEST} slowest test files (total = import and set-up + tests and hooks):`);
    for (const f of files.sort((a, b) => b.total - a.total).slice(0, SLOWEST)) {
      out.push(`  ${seconds(f.total)}  (${seconds(f.setup).trim()} + ${seconds(f.tests).trim()})  ${f.name}`);
    }
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const c of projects.values()) {
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
    }
    out.push('', `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`, '');
    process.stdout.write(out.join('\n'));
  }
}
