import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { sealV2 } from '@lotus/payload-crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { encryptedPayload } from '../../../test/encrypted-payload.ts';
import { createTestDatabase, postgresUrlOf } from '../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { openPostgres } from '../../db/postgres.ts';
import { payloadKeys } from '../../db/schema.ts';
import { createPayloadKeyStore } from './key-store.ts';

const HOUR = 3_600_000;

/** A clock the test moves forward by hand. */
function movableClock(start = new Date('2030-01-01T00:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** A second handle on the same database, as another process has: a pool of its own on PostgreSQL. */
async function secondHandle(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  if (db.kind !== 'postgres') return { db, close: async () => {} };
  const other = await openPostgres(postgresUrlOf(db), { schemaName: db.schemaName });
  return { db: other, close: () => other.close() };
}

const loginRoute = (t: TestApp) => {
  t.app.post('/wps/test/login', { config: { endpoint: 'login' } }, async (request) => request.body);
};

async function send(t: TestApp, enc: Awaited<ReturnType<typeof encryptedPayload>>) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/test/login',
    headers: { ...demoHeaders, ...enc.headers },
    payload: enc.payload,
  });
}

describe('payload keys across processes', () => {
  let first: TestApp;
  let second: TestApp;
  let handle: Awaited<ReturnType<typeof secondHandle>>;

  beforeAll(async () => {
    first = await createTestApp();
    handle = await secondHandle(first.db);
    second = await createTestApp({ db: handle.db });
    loginRoute(first);
    loginRoute(second);
  });
  afterAll(async () => {
    await second.close();
    await handle.close();
    await first.close();
  });

  it.each(['v1', 'v2'] as const)('%s: a key one process hands out decrypts in the other', async (scheme) => {
    const enc = await encryptedPayload(first.app, { from: 'first' }, { scheme });
    const res = await send(second, enc);
    expect(res.json()).toEqual({ success: true, value: { from: 'first' } });
    const back = await encryptedPayload(second.app, { from: 'second' }, { scheme, merchant: DEMO_MERCHANT_CODE });
    expect((await send(first, back)).json()).toEqual({ success: true, value: { from: 'second' } });
  });
});

describe('creating the first pair', () => {
  it('processes asking at once on an empty table end up with one pair per scheme', async () => {
    const db = await createTestDatabase();
    const handles = await Promise.all([secondHandle(db), secondHandle(db), secondHandle(db)]);
    try {
      const clock = movableClock();
      const stores = handles.map((h) => createPayloadKeyStore({ db: h.db, clock, rotationMs: 24 * HOUR }));
      const keys = await Promise.all(stores.flatMap((s) => [s.current('v2'), s.current('v1')]));
      expect(new Set(keys.filter((k) => k.scheme === 'v2').map((k) => k.id)).size).toBe(1);
      expect(new Set(keys.filter((k) => k.scheme === 'v1').map((k) => k.id)).size).toBe(1);
      expect(await db.orm.select().from(payloadKeys)).toHaveLength(2);
    } finally {
      for (const h of handles) await h.close();
      await db.close();
    }
  });
});

describe('rotation', () => {
  const clock = movableClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock, config: { payloadKeyRotationMs: 24 * HOUR } });
    loginRoute(t);
  });
  afterAll(() => t.close());

  it.each(['v1', 'v2'] as const)('%s: keeps the previous key working and drops the one before', async (scheme) => {
    const publicKey = async () =>
      (
        await t.app.inject({
          url: '/wps/session/key/rsa',
          query: scheme === 'v2' ? { v: '2' } : {},
          headers: demoHeaders,
        })
      ).body;
    const firstKey = await publicKey();
    const underFirst = await encryptedPayload(t.app, { key: 1 }, { scheme });
    clock.advance(23 * HOUR);
    expect(await publicKey()).toBe(firstKey);
    clock.advance(2 * HOUR);
    expect(await publicKey()).not.toBe(firstKey);
    const underSecond = await encryptedPayload(t.app, { key: 2 }, { scheme });
    expect((await send(t, underFirst)).json()).toEqual({ success: true, value: { key: 1 } });

    clock.advance(25 * HOUR);
    const underThird = await encryptedPayload(t.app, { key: 3 }, { scheme });
    expect((await send(t, underThird)).json()).toEqual({ success: true, value: { key: 3 } });
    expect((await send(t, underSecond)).json()).toEqual({ success: true, value: { key: 2 } });
    const dropped = await send(t, underFirst);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errorCode).toBe('request_body_required');
    expect(await t.db.orm.select().from(payloadKeys).where(eq(payloadKeys.scheme, scheme))).toHaveLength(2);
  });

  it('a process whose copy of the table is stale still accepts a key another process just rotated to', async () => {
    const other = createPayloadKeyStore({ db: t.db, clock, rotationMs: 24 * HOUR });
    await encryptedPayload(t.app, {}, { scheme: 'v2' });
    clock.advance(25 * HOUR);
    const rotated = await other.current('v2');
    const sealed = sealV2(rotated.publicKey, '{"rotated":true}');
    const res = await send(t, { headers: { encryption: sealed.envelope }, payload: { value: sealed.value } });
    expect(res.json()).toEqual({ success: true, value: { rotated: true } });
  });
});
