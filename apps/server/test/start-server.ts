import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { promotions } from '../src/db/schema.ts';
import { rasteriseArt } from '../src/modules/games/artwork/rasterise-art.ts';
import { repoRoot } from '../src/paths.ts';
import { shiftedClock } from '../src/platform/clock.ts';
import { createTestApp } from './create-test-app.ts';

export interface RunningServer {
  /** `http://127.0.0.1:<port>`: the seeded domain 127.0.0.1 makes index.html name the demo merchant. */
  url: string;
  app: FastifyInstance;
  /** Pass to `updateMerchantSettings(db, 'LOTUS', …)` to put the brand into maintenance, region block and so on. */
  db: Database;
  /**
   * Moves the server's clock forward (limits, expiry, draws) while it keeps running in real time; the same clock that
   * `POST /test/clock` moves, which a browser test reaches over HTTP (`Site.advanceClock`).
   */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/**
 * The catalogue's WebP artwork, drawn once per worker for all the servers its test files start: a lobby page asks for
 * dozens of tiles, each some 20 ms of sharp, and the same SVG always gives the same picture.
 */
const drawnArt = new Map<string, Promise<Buffer>>();
function rasteriseOnce(svg: string) {
  let drawn = drawnArt.get(svg);
  if (!drawn) {
    drawn = rasteriseArt(svg);
    drawnArt.set(svg, drawn);
    drawn.catch(() => drawnArt.delete(svg));
  }
  return drawn;
}

/**
 * A real server on a free port with a fresh seeded database, serving the built web app: for browser tests.
 * `await startServer()` in beforeAll, `server.close()` in afterAll.
 */
export async function startServer(
  options: {
    config?: Partial<Config>;
    db?: Database;
    /**
     * Run the house lottery as the entry point does: its coming periods opened before the server answers, then the
     * draw loop. Without it no lottery game has a period, so the lottery pages show the game as under maintenance.
     */
    lottery?: boolean;
    /**
     * Keep the demo's red-packet rain switched on. Off by default: it falls at a real hour of the day, and a rain that
     * happened to fall while a suite ran would cover the pages every other test uses. Tests of the rain turn it on
     * and move the clock into it.
     */
    rain?: boolean;
  } = {},
): Promise<RunningServer> {
  // Real time plus an offset the test moves forward: the browser keeps working while the server skips ahead.
  const clock = shiftedClock();
  const t = await createTestApp({
    clock,
    payments: 'fetch',
    rasteriseArt: rasteriseOnce,
    config: {
      // WEB_DIST lets several builds be tested side by side; the default is the workspace's build.
      webDist: path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
      testControls: true,
      ...options.config,
    },
    ...(options.db ? { db: options.db } : {}),
  });
  if (!options.rain) {
    await t.db.orm.update(promotions).set({ enabled: false }).where(eq(promotions.kind, 'red-packet'));
  }
  if (options.lottery) {
    await t.app.jobs.runNow('lottery-periods');
    t.app.lotteryDraws.start();
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app: t.app,
    db: t.db,
    advanceClock: (ms) => clock.advance(ms),
    close: t.close,
  };
}
