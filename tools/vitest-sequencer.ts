import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each file took in a full run, by `<project>:<path in the project>`; `npm run test:durations` rewrites it. */
const durationsFile = path.resolve(import.meta.dirname, 'test-durations.json');

function knownDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export const durationKey = (project: string, root: string, moduleId: string) =>
  `${project}:${path.relative(root, moduleId).split(path.sep).join('/')}`;

/**
 * Longest files first, so that two workers finish together instead of one waiting on a long file that started last.
 * Vitest does this from the durations of its last run on the machine; a fresh clone (CI) has none and falls back to
 * file size, which put a 100-second browser file with small helpers at the end. This sequencer uses the committed
 * durations of a full run where Vitest has none of its own.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = knownDurations();
    const cache = this.ctx.cache;
    const estimate = (spec: TestSpecification) =>
      cache.getTestSpecificationResult(spec)?.duration ??
      (known[durationKey(spec.project.name, spec.project.config.root, spec.moduleId)] ?? -1) * 1000;
    // Within each project (the base order keeps projects and groups together), by estimate; unknown files keep the
    // base order among themselves, after the known ones.
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort((a, b) => {
      if (a.project !== b.project) return (position.get(a) ?? 0) - (position.get(b) ?? 0);
      const diff = estimate(b) - estimate(a);
      return diff !== 0 ? diff : (position.get(a) ?? 0) - (position.get(b) ?? 0);
    });
  }
}
