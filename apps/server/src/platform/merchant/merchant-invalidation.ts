import type { Redis } from 'ioredis';
import type { MerchantDirectory } from './merchant-directory.ts';

/**
 * Shares merchant invalidations between processes over a Redis channel: changes made here are published, and
 * changes published by others drop this process's copy. Returns a function that stops both.
 */
export async function shareMerchantInvalidations(directory: MerchantDirectory, redis: Redis, channel: string) {
  const subscriber = redis.duplicate();
  subscriber.on('message', (received: string, code: string) => {
    if (received === channel) directory.forget(code);
  });
  await subscriber.subscribe(channel);
  const removePublisher = directory.addPublisher((code) => {
    // Other processes fall back to the short cache lifetime if a publish is lost.
    redis.publish(channel, code).catch(() => {});
  });
  return async () => {
    removePublisher();
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
