import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { jobRuns } from '../../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createScheduler, type Job } from './scheduler.ts';

const logger = createLogger({ logLevel: 'silent' });

describe('scheduler', () => {
  it('runs a slot once however many schedulers share the database, and records the outcome', async () => {
    const db = await createTestDatabase();
    try {
      let runs = 0;
      const job: Job = {
        name: 'count',
        pattern: '* * * * *',
        run: async () => {
          runs += 1;
          return `run ${runs}`;
        },
      };
      const clock = { now: () => new Date('2026-11-23T10:00:30Z') };
      const processes = [1, 2, 3].map(() => createScheduler(db, clock, logger, [job]));
      const won = await Promise.all(processes.map((s) => s.runNow('count', '2026-11-23T10:00:00.000Z')));
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
      expect(await processes[0]?.runNow('count', '2026-11-23T10:01:00.000Z')).toBe(true);
      expect(runs).toBe(2);
      const rows = await db.orm.select().from(jobRuns).orderBy(asc(jobRuns.slot));
      expect(rows.map((r) => r.outcome)).toEqual(['run 1', 'run 2']);
    } finally {
      await db.close();
    }
  });

  it('keeps a failed run in job_runs with its reason and does not throw', async () => {
    const db = await createTestDatabase();
    try {
      const job: Job = {
        name: 'broken',
        pattern: '* * * * *',
        run: async () => {
          throw new Error('vendor unreachable');
        },
      };
      const scheduler = createScheduler(db, { now: () => new Date() }, logger, [job]);
      expect(await scheduler.runNow('broken', 'slot-1')).toBe(true);
      const rows = await db.orm.select().from(jobRuns);
      expect(rows[0]?.outcome).toBe('failed: vendor unreachable');
    } finally {
      await db.close();
    }
  });
});
