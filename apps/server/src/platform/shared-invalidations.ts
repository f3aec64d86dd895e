import type { Redis } from 'ioredis';

/** A per-process cache whose entries other processes may drop: what it forgets, and how it tells others. */
export interface InvalidatedCache {
  /** Drops the entry here only. */
  forget(key: string): void;
  /** Called with each key this process invalidates; returns the function that stops it. */
  addPublisher(publish: (key: string) => void): () => void;
}

/**
 * Shares a cache's invalidations between processes over a Redis channel: keys invalidated here are published, and
 * keys published by others are forgotten here. A lost message leaves the other copies to their short lifetime.
 * Resolves, once subscribed, with the function that stops both.
 */
export async function shareInvalidations(cache: InvalidatedCache, redis: Redis, channel: string) {
  const subscriber = redis.duplicate();
  subscriber.on('message', (received: string, key: string) => {
    if (received === channel) cache.forget(key);
  });
  await subscriber.subscribe(channel);
  const removePublisher = cache.addPublisher((key) => {
    redis.publish(channel, key).catch(() => {});
  });
  return async () => {
    removePublisher();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
