import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SessionRow } from '../modules/session/queries.ts';
import { SessionCache } from '../modules/session/session-cache.ts';
import type { MerchantConfig } from './merchant/merchant-config.ts';
import { MerchantDirectory } from './merchant/merchant-directory.ts';
import { shareInvalidations } from './shared-invalidations.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('invalidations shared over Redis', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('a merchant changed in one process is read again in another', async () => {
    const channel = `lotus-test:${randomUUID()}`;
    let version = 1;
    const source = () => ({
      byCode: vi.fn(async (code: string) => ({ code, version }) as unknown as MerchantConfig),
      codeForDomain: async () => null,
    });
    const here = new MerchantDirectory(source());
    const sourceThere = source();
    const there = new MerchantDirectory(sourceThere);
    const stopHere = await shareInvalidations(here, redis, channel);
    const stopThere = await shareInvalidations(there, redis, channel);

    expect(await there.get('LOTUS')).toMatchObject({ version: 1 });
    version = 2;
    here.invalidate('LOTUS');
    await vi.waitFor(async () => expect(await there.get('LOTUS')).toMatchObject({ version: 2 }), { timeout: 2000 });
    expect(sourceThere.byCode).toHaveBeenCalledTimes(2);

    await stopHere();
    await stopThere();
  });

  it('a session revoked in one process is dropped from the cache of another', async () => {
    const channel = `lotus-test:${randomUUID()}`;
    const here = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const there = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const stopHere = await shareInvalidations(here, redis, channel);
    const stopThere = await shareInvalidations(there, redis, channel);
    const row = { id: 'session-1', lastSeenAt: new Date(0) } as SessionRow;
    here.store('hash-1', row, here.ticket(), 0);
    there.store('hash-1', row, there.ticket(), 0);

    here.revoke('session-1');
    expect(here.get('hash-1', 1)).toBeNull();
    await vi.waitFor(() => expect(there.get('hash-1', 1)).toBeNull(), { timeout: 2000 });

    await stopHere();
    await stopThere();
  });
});
