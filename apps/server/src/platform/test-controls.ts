import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShiftedClock } from './clock.ts';

const DAY_MS = 86_400_000;

const advanceBody = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(1)
      .max(366 * DAY_MS),
  })
  .strict();

/**
 * Controls for browser tests, registered only when `LOTUS_TEST_CONTROLS` is on in demo mode (config.ts): a test moves
 * the server's clock forward and the draw loop, expiry checks and jobs see the new time, instead of the test waiting
 * for it. `GET /test/clock` reads the server's time, `POST /test/clock {advanceMs}` moves it forward (never back).
 */
export default fp<{ clock: ShiftedClock }>(
  async function testControls(app, { clock }) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const open = { config: { rateLimit: false }, schema: { hide: true } } as const;
    const reading = () => ({ now: clock.now().getTime(), offsetMs: clock.offsetMs });

    r.get('/test/clock', open, async () => reading());
    r.post('/test/clock', { ...open, schema: { ...open.schema, body: advanceBody } }, async (request) => {
      clock.advance(request.body.advanceMs);
      request.log.info({ advanceMs: request.body.advanceMs, offsetMs: clock.offsetMs }, 'test clock moved');
      return reading();
    });
  },
  { name: 'test-controls' },
);
