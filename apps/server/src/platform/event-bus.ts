import type { SocketEventData, SocketEventType, SocketMessage } from '@lotus/contract';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

/** One member's sockets, or with no `memberId` every socket of the merchant (announcements, winner boards). */
export interface Audience {
  merchantId: number;
  memberId?: number | undefined;
}

export type SocketMessageListener = (message: SocketMessage) => void;

/**
 * Socket messages addressed to members. A message published in any process reaches the sockets of its audience in
 * every process. Delivery is best effort (a socket that is not open misses it), so publish after the commit of the
 * change it announces, and let clients re-read state on reconnect.
 */
export interface EventBus {
  publish<T extends SocketEventType>(to: Audience, type: T, data: SocketEventData<T>): Promise<void>;
  /**
   * Listens in this process. Resolves, with the function that stops listening, once messages published from then on
   * are sure to arrive.
   */
  subscribe(to: Audience, listener: SocketMessageListener): Promise<() => void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  clock: Clock;
  /** Failures to publish or to read a message: delivery is best effort, so they are reported, not thrown. */
  onError?: (error: unknown) => void;
}

const audienceKey = (to: Audience) =>
  to.memberId === undefined ? `${to.merchantId}` : `${to.merchantId}:${to.memberId}`;

interface Listening {
  listeners: Set<SocketMessageListener>;
  ready: Promise<void>;
}

/** Listeners of this process by audience, with the hooks a transport needs when an audience gains or loses its last. */
function listenerRegistry(hooks: { first?: (key: string) => Promise<void>; last?: (key: string) => void } = {}) {
  const byKey = new Map<string, Listening>();
  return {
    async add(key: string, listener: SocketMessageListener) {
      let entry = byKey.get(key);
      if (!entry) {
        entry = { listeners: new Set(), ready: hooks.first?.(key) ?? Promise.resolve() };
        byKey.set(key, entry);
      }
      const { listeners } = entry;
      listeners.add(listener);
      await entry.ready;
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        byKey.delete(key);
        hooks.last?.(key);
      };
    },
    deliver(key: string, message: SocketMessage, onError?: (error: unknown) => void) {
      for (const listener of byKey.get(key)?.listeners ?? []) {
        try {
          listener(message);
        } catch (error) {
          onError?.(error);
        }
      }
    },
  };
}

/** One process: messages go straight to this process's listeners, after the publisher's current task. */
export function createMemoryEventBus({ clock, onError }: EventBusOptions): EventBus {
  const listeners = listenerRegistry();
  return {
    async publish(to, type, data) {
      const message: SocketMessage = { type, data, at: clock.now().getTime() };
      const key = audienceKey(to);
      queueMicrotask(() => listeners.deliver(key, message, onError));
    },
    subscribe: (to, listener) => listeners.add(audienceKey(to), listener),
    close: async () => {},
  };
}

/**
 * Many processes: one Redis channel per audience with listeners here, so each process receives only messages for
 * the sockets it holds. A subscribed connection can do nothing else, hence the duplicate.
 */
export async function createRedisEventBus(
  redis: Redis,
  channelPrefix: string,
  { clock, onError }: EventBusOptions,
): Promise<EventBus> {
  const subscriber = redis.duplicate();
  const report = (error: unknown) => onError?.(error);
  // Commands on one connection run in order, so a quick unsubscribe and resubscribe ends subscribed.
  const listeners = listenerRegistry({
    // A failed subscribe is reported, not thrown: ioredis subscribes again when it reconnects.
    first: (key) =>
      subscriber.subscribe(channelPrefix + key).then(
        () => undefined,
        (error: unknown) => report(error),
      ),
    last: (key) => void subscriber.unsubscribe(channelPrefix + key).catch(report),
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    let message: SocketMessage;
    try {
      message = JSON.parse(text) as SocketMessage;
    } catch (error) {
      report(error);
      return;
    }
    listeners.deliver(channel.slice(channelPrefix.length), message, report);
  });
  subscriber.on('error', report);
  if (subscriber.status === 'wait') await subscriber.connect();

  return {
    async publish(to, type, data) {
      const message: SocketMessage = { type, data, at: clock.now().getTime() };
      await redis.publish(channelPrefix + audienceKey(to), JSON.stringify(message)).catch(report);
    },
    subscribe: (to, listener) => listeners.add(audienceKey(to), listener),
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
