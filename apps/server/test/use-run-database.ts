import { inject } from 'vitest';

// On PostgreSQL, whatever a test opens through DATABASE_URL itself (schemas of crash worlds, the CLI, go-live) lands
// in the run's own database, which the run drops at its end (test/postgres-run.ts).
const run = inject('postgresRun');
if (run) process.env.DATABASE_URL = run.runUrl;
