import { randomBytes } from 'node:crypto';
import type { SocketMessage } from '@lotus/contract';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryEventBus, createRedisEventBus, type EventBus } from './event-bus.ts';

const clock = { now: () => new Date('2030-01-02T03:04:05Z') };
const at = clock.now().getTime();
const redisUrl = process.env.REDIS_URL;

interface Pair {
  /** The process that publishes. */
  from: EventBus;
  /** The process that holds the socket (the same one in memory). */
  to: EventBus;
  close(): Promise<void>;
}

async function memoryPair(onError?: (error: unknown) => void): Promise<Pair> {
  const bus = createMemoryEventBus({ clock, onError });
  return { from: bus, to: bus, close: () => bus.close() };
}

/** Two processes, each with its own Redis connection, on one channel prefix of their own. */
async function redisPair(onError?: (error: unknown) => void): Promise<Pair> {
  const prefix = `lotus:test-${randomBytes(4).toString('hex')}:socket:`;
  const connections = [new Redis(redisUrl ?? ''), new Redis(redisUrl ?? '')];
  const [a, b] = await Promise.all(connections.map((r) => createRedisEventBus(r, prefix, { clock, onError })));
  if (!a || !b) throw new Error('no bus');
  return {
    from: a,
    to: b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await Promise.all(connections.map((r) => r.quit()));
    },
  };
}

/** Messages a listener received, and a way to wait for the next few. */
function inbox() {
  const received: SocketMessage[] = [];
  return {
    received,
    listener: (message: SocketMessage) => received.push(message),
    until: (count: number) => vi.waitFor(() => expect(received).toHaveLength(count), { timeout: 2000 }),
  };
}

/** Long enough for a message that should not arrive to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const transports = [
  ['in memory', memoryPair],
  ['through Redis', redisPair],
] as const;

describe.each(transports)('event bus %s', (name, open) => {
  const skip = name === 'through Redis' && !redisUrl;
  let pair: Pair | undefined;
  afterEach(async () => {
    await pair?.close();
    pair = undefined;
  });

  it.skipIf(skip)("delivers {type, data, at} to the member's listeners and to nobody else", async () => {
    pair = await open();
    const mine = inbox();
    const other = inbox();
    await pair.to.subscribe({ merchantId: 1, memberId: 7 }, mine.listener);
    await pair.to.subscribe({ merchantId: 1, memberId: 8 }, other.listener);
    await pair.to.subscribe({ merchantId: 2, memberId: 7 }, other.listener);
    await pair.from.publish({ merchantId: 1, memberId: 7 }, 'balance.changed', { reason: 'win' });
    await mine.until(1);
    expect(mine.received).toEqual([{ type: 'balance.changed', data: { reason: 'win' }, at }]);
    await settle();
    expect(other.received).toEqual([]);
  });

  it.skipIf(skip)('delivers a merchant-wide message to listeners of the merchant, every listener once', async () => {
    pair = await open();
    const first = inbox();
    const second = inbox();
    const member = inbox();
    await pair.to.subscribe({ merchantId: 1 }, first.listener);
    await pair.to.subscribe({ merchantId: 1 }, second.listener);
    await pair.to.subscribe({ merchantId: 1, memberId: 7 }, member.listener);
    await pair.from.publish({ merchantId: 1 }, 'announcement.new', { id: 3 });
    await first.until(1);
    await second.until(1);
    await settle();
    expect(first.received).toHaveLength(1);
    expect(member.received).toEqual([]);
  });

  it.skipIf(skip)(
    'stops delivering once the listener stops, and keeps the other listeners of the audience',
    async () => {
      pair = await open();
      const stopped = inbox();
      const kept = inbox();
      const stop = await pair.to.subscribe({ merchantId: 1, memberId: 7 }, stopped.listener);
      await pair.to.subscribe({ merchantId: 1, memberId: 7 }, kept.listener);
      stop();
      stop();
      await pair.from.publish({ merchantId: 1, memberId: 7 }, 'inbox.new', {
        id: 2,
        kind: 'system',
        title: 'Hi',
        unread: 2,
      });
      await kept.until(1);
      await settle();
      expect(stopped.received).toEqual([]);
    },
  );

  it.skipIf(skip)('listens again after the last listener of an audience left and a new one came', async () => {
    pair = await open();
    const first = inbox();
    const again = inbox();
    const stop = await pair.to.subscribe({ merchantId: 1, memberId: 7 }, first.listener);
    stop();
    await pair.to.subscribe({ merchantId: 1, memberId: 7 }, again.listener);
    await pair.from.publish({ merchantId: 1, memberId: 7 }, 'inbox.new', {
      id: 1,
      kind: 'system',
      title: 'Hi',
      unread: 1,
    });
    await again.until(1);
    expect(first.received).toEqual([]);
  });

  it.skipIf(skip)('a listener that throws is reported and does not keep the message from the others', async () => {
    const onError = vi.fn();
    pair = await open(onError);
    const kept = inbox();
    await pair.to.subscribe({ merchantId: 1, memberId: 7 }, () => {
      throw new Error('socket gone');
    });
    await pair.to.subscribe({ merchantId: 1, memberId: 7 }, kept.listener);
    await pair.from.publish({ merchantId: 1, memberId: 7 }, 'inbox.new', {
      id: 2,
      kind: 'system',
      title: 'Hi',
      unread: 2,
    });
    await kept.until(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket gone' }));
  });
});
