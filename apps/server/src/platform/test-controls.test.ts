import { afterEach, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loadConfig } from '../config.ts';
import { shiftedClock } from './clock.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const advance = (app: TestApp['app'], body: unknown) =>
  app.inject({ method: 'POST', url: '/test/clock', payload: body as Record<string, unknown> });

describe('test controls', () => {
  it('are off unless LOTUS_TEST_CONTROLS is set, and never in production mode', () => {
    expect(loadConfig({}).testControls).toBe(false);
    expect(loadConfig({ LOTUS_TEST_CONTROLS: 'true' }).testControls).toBe(true);
    expect(loadConfig({ LOTUS_TEST_CONTROLS: 'true', LOTUS_MODE: 'production' }).testControls).toBe(false);
    expect(loadConfig({ LOTUS_TEST_CONTROLS: 'true', DATABASE_URL: 'postgres://lotus@db/lotus' }).testControls).toBe(
      false,
    );
  });

  it('answer 404 in demo mode without the flag', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/test/clock' })).statusCode).toBe(404);
    expect((await advance(t.app, { advanceMs: 1000 })).statusCode).toBe(404);
  });

  it('answer 404 in production mode even when the configuration asks for them', async () => {
    t = await createTestApp({ config: { mode: 'production', testControls: true } });
    expect((await t.app.inject({ url: '/test/clock' })).statusCode).toBe(404);
    expect((await advance(t.app, { advanceMs: 1000 })).statusCode).toBe(404);
  });

  it('move the clock the server reads forward, and only forward', async () => {
    const clock = shiftedClock();
    t = await createTestApp({ clock, config: { testControls: true } });
    const before = (await t.app.inject({ url: '/test/clock' })).json<{ now: number; offsetMs: number }>();
    expect(before.offsetMs).toBe(0);
    expect(Math.abs(before.now - Date.now())).toBeLessThan(5_000);

    const moved = await advance(t.app, { advanceMs: 3_600_000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ offsetMs: 3_600_000 });
    expect(clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3_600_000 - 1_000);

    for (const bad of [
      { advanceMs: -1 },
      { advanceMs: 0 },
      { advanceMs: 1.5 },
      { advanceMs: '5' },
      {},
      { advanceMs: 1, x: 1 },
    ]) {
      expect((await advance(t.app, bad)).statusCode).toBe(400);
    }
    expect(clock.offsetMs).toBe(3_600_000);
  });

  it('reach what reads the clock: a session ends once the clock passes its end', async () => {
    t = await createTestApp({ clock: shiftedClock(), config: { testControls: true } });
    const token = await loginAs(t.app);
    const balance = () => send(t?.app as TestApp['app'], 'balance', undefined, { token });
    expect((await balance()).statusCode).toBe(200);
    expect((await advance(t.app, { advanceMs: 31 * 86_400_000 })).statusCode).toBe(200);
    const after = await balance();
    expect(after.statusCode).toBe(401);
  });
});
