import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from './merchant-config.ts';
import { MerchantDirectory } from './merchant-directory.ts';
import { shareMerchantInvalidations } from './merchant-invalidation.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('merchant invalidation over Redis', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('a change in one process drops the cached copy in another', async () => {
    const channel = `lotus-test:${randomUUID()}`;
    let version = 1;
    const source = () => ({
      byCode: vi.fn(async (code: string) => ({ code, version }) as unknown as MerchantConfig),
      codeForDomain: async () => null,
    });
    const here = new MerchantDirectory(source());
    const sourceThere = source();
    const there = new MerchantDirectory(sourceThere);
    const stopHere = await shareMerchantInvalidations(here, redis, channel);
    const stopThere = await shareMerchantInvalidations(there, redis, channel);

    expect(await there.get('LOTUS')).toMatchObject({ version: 1 });
    version = 2;
    here.invalidate('LOTUS');
    await vi.waitFor(async () => expect(await there.get('LOTUS')).toMatchObject({ version: 2 }), { timeout: 2000 });
    expect(sourceThere.byCode).toHaveBeenCalledTimes(2);

    await stopHere();
    await stopThere();
  });
});
