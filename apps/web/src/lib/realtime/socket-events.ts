import type { SocketEventData, SocketEventType, SocketMessage } from '@lotus/contract';
import { useEffect, useRef } from 'react';

type Listener = (message: SocketMessage) => void;
const listeners = new Map<SocketEventType, Set<Listener>>();

/** Hands a socket message to every feature listening for its type. */
export function publishSocketMessage(message: SocketMessage) {
  for (const listener of listeners.get(message.type) ?? []) listener(message);
}

export function subscribeSocketEvent<T extends SocketEventType>(
  type: T,
  listener: (data: SocketEventData<T>, message: SocketMessage) => void,
): () => void {
  const wrapped: Listener = (message) => listener(message.data as SocketEventData<T>, message);
  const set = listeners.get(type) ?? new Set();
  set.add(wrapped);
  listeners.set(type, set);
  return () => set.delete(wrapped);
}

/** Runs `listener` for each `type` event while the component is mounted; the latest listener is always used. */
export function useSocketEvent<T extends SocketEventType>(
  type: T,
  listener: (data: SocketEventData<T>, message: SocketMessage) => void,
) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeSocketEvent(type, (data, message) => latest.current(data, message)), [type]);
}

const readyListeners = new Set<() => void>();
/** The socket is subscribed now: a listener that mounts from here on has missed what came before it. */
let socketReady = false;

/** Tells the features that the socket is (again) subscribed: events sent while it was not were missed. */
export function publishSocketReady() {
  socketReady = true;
  for (const listener of readyListeners) listener();
}

/** The socket closed (logout, another member): nothing to catch up on until it is ready again. */
export function publishSocketClosed() {
  socketReady = false;
}

/**
 * Runs `listener` each time the socket becomes ready while the component is mounted, and once as it mounts if the
 * socket is ready already: a listener loaded after the socket (most are lazy) missed the events sent in between, as
 * across a reconnect.
 */
export function useSocketReady(listener: () => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const run = () => latest.current();
    readyListeners.add(run);
    if (socketReady) run();
    return () => {
      readyListeners.delete(run);
    };
  }, []);
}
