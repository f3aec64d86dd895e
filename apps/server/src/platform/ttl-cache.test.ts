import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  const setup = (maxEntries = 10) => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<string>({ ttlMs: 100, maxEntries, now: () => now });
    const load = (value: string) => () => {
      loads++;
      return Promise.resolve(value);
    };
    return { cache, load, advance: (ms: number) => (now += ms), loads: () => loads };
  };

  it('shares one load per key until it expires', async () => {
    const { cache, load, advance, loads } = setup();
    const [a, b] = await Promise.all([cache.get('k', load('one')), cache.get('k', load('two'))]);
    expect([a, b, loads()]).toEqual(['one', 'one', 1]);
    advance(99);
    expect(await cache.get('k', load('two'))).toBe('one');
    advance(1);
    expect(await cache.get('k', load('two'))).toBe('two');
    expect(loads()).toBe(2);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { cache, load } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', load('up'))).toBe('up');
  });

  it('drops the oldest key when full, and keys on demand', async () => {
    const { cache, load, loads } = setup(2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    await cache.get('b', load('b2'));
    expect(loads()).toBe(3);
    expect(await cache.get('a', load('a2'))).toBe('a2');
    cache.deleteWhere((key) => key === 'a');
    cache.delete('c');
    expect(await cache.get('a', load('a3'))).toBe('a3');
    cache.clear();
    expect(await cache.get('b', load('b3'))).toBe('b3');
  });
});
