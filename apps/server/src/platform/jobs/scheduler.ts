import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { jobRuns } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';

/** A recurring piece of work. `run` must be safe to repeat: a slot runs once, but a crash mid-run leaves it to the next. */
export interface Job {
  name: string;
  /** When it runs (cron pattern, UTC). */
  pattern: string;
  /** Does the work as of `now`; returns a short outcome for `job_runs` (e.g. how many subjects it handled). */
  run(now: Date): Promise<string>;
}

export interface Scheduler {
  /** The jobs' names (docs/architecture.md lists each). */
  readonly names: readonly string[];
  /** Starts the timers (the server's entry point does; tests call `runNow`). */
  start(): void;
  stop(): void;
  /** Claims `slot` of the job and runs it; false when another process (or an earlier call) had the slot. */
  runNow(name: string, slot?: string): Promise<boolean>;
}

/**
 * Runs jobs on their cron patterns in every process (ARCHITECTURE.md "jobs"); the unique (job, slot) row in
 * `job_runs` means one process wins each slot, so running N processes does not run the work N times.
 */
export function createScheduler(db: Database, clock: Clock, logger: FastifyBaseLogger, jobs: Job[]): Scheduler {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let timers: Cron[] = [];

  async function claim(job: Job, slot: string) {
    const claimed = await db.orm
      .insert(jobRuns)
      .values({ job: job.name, slot, startedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    return claimed.length > 0;
  }

  async function finish(job: Job, slot: string, outcome: string) {
    await db.orm
      .update(jobRuns)
      .set({ finishedAt: clock.now(), outcome })
      .where(sql`${jobRuns.job} = ${job.name} and ${jobRuns.slot} = ${slot}`);
  }

  async function runNow(name: string, slot = clock.now().toISOString()) {
    const job = byName.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (!(await claim(job, slot))) return false;
    try {
      const outcome = await job.run(clock.now());
      await finish(job, slot, outcome);
      logger.debug({ job: name, slot, outcome }, 'job ran');
    } catch (error) {
      await finish(job, slot, `failed: ${error instanceof Error ? error.message : String(error)}`).catch(() => {});
      logger.error({ err: error, job: name, slot }, 'job failed');
    }
    return true;
  }

  return {
    names: jobs.map((job) => job.name),
    start() {
      if (timers.length > 0) return;
      timers = jobs.map(
        (job) =>
          new Cron(job.pattern, { timezone: 'UTC', protect: true }, async (self: Cron) => {
            // The slot is the scheduled minute, the same in every process whatever its timer drift.
            const at = self.currentRun() ?? new Date();
            at.setUTCSeconds(0, 0);
            await runNow(job.name, at.toISOString());
          }),
      );
    },
    stop() {
      for (const timer of timers) timer.stop();
      timers = [];
    },
    runNow,
  };
}
