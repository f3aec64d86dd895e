import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';

type Check = 'ok' | 'fail';

/** /healthz: the process answers. /readyz: its database (and Redis, if configured) answer too. */
export default fp<{ db: Database; redis?: Redis | undefined }>(
  async function health(app, { db, redis }) {
    const open = { config: { rateLimit: false }, schema: { hide: true } } as const;

    app.get('/healthz', open, async () => ({ status: 'ok' }));

    app.get('/readyz', open, async (request, reply) => {
      const checks: Record<string, Check> = {};
      try {
        await db.orm.execute(sql`select 1`);
        checks.database = 'ok';
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        checks.database = 'fail';
      }
      if (redis) {
        try {
          await redis.ping();
          checks.redis = 'ok';
        } catch (error) {
          request.log.warn({ err: error }, 'redis not ready');
          checks.redis = 'fail';
        }
      }
      const ready = Object.values(checks).every((c) => c === 'ok');
      reply.code(ready ? 200 : 503);
      return { status: ready ? 'ok' : 'fail', checks };
    });
  },
  { name: 'health' },
);
