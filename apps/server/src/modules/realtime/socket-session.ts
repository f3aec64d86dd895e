import {
  type SessionRevokedData,
  type SocketAuthMessage,
  type SocketControlType,
  type SocketMessage,
  socketAuthMessageSchema,
  socketCloseCodes,
  socketCloseReasons,
  socketPingMessageSchema,
} from '@lotus/contract';
import { type RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Session } from '../../platform/session-guard.ts';

export interface SocketSessionDeps {
  events: EventBus;
  clock: Clock;
  /** The session the auth message names, or null when the merchant, the token or the session is not good. */
  authenticate(message: SocketAuthMessage): Promise<Session | null>;
  authTimeoutMs: number;
  onError(error: unknown): void;
}

/** Close code for a failure of the server itself; the client may reconnect. */
const INTERNAL_ERROR = 1011;

function parseJson(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

/**
 * One member's socket: waits for the auth message, then forwards the member's messages (and the merchant's) until
 * the socket closes or its session is revoked. After auth the client may only ping; everything else is ignored.
 */
export function serveSocket(socket: WebSocket, deps: SocketSessionDeps): void {
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let session: Session | null = null;
  let stops: (() => void)[] = [];

  // A function rather than a comparison: TypeScript would otherwise narrow `state` across the awaits below.
  const isClosed = () => state === 'closed';
  const release = () => {
    state = 'closed';
    clearTimeout(authTimer);
    for (const stop of stops) stop();
    stops = [];
  };
  const close = (code: number, reason: string) => {
    if (isClosed()) return;
    release();
    socket.close(code, reason);
  };
  const refuse = (reason: string) => close(socketCloseCodes.unauthorized, reason);
  const send = (message: SocketMessage | { type: SocketControlType; data: object; at: number }) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const control = (type: SocketControlType) => send({ type, data: {}, at: deps.clock.now().getTime() });

  const authTimer = setTimeout(() => refuse(socketCloseReasons.authTimeout), deps.authTimeoutMs);

  function deliver(message: SocketMessage) {
    if (state !== 'open' || !session) return;
    if (message.type !== 'session.revoked') {
      send(message);
      return;
    }
    // The member's other sessions (another device, another channel) stay open and are not told.
    if ((message.data as Partial<SessionRevokedData> | null)?.sessionId !== session.sessionId) return;
    send(message);
    refuse(socketCloseReasons.sessionRevoked);
  }

  async function authenticate(data: RawData, isBinary: boolean) {
    const parsed = socketAuthMessageSchema.safeParse(parseJson(data, isBinary));
    if (!parsed.success) return refuse(socketCloseReasons.authInvalid);
    let found: Session | null;
    try {
      found = await deps.authenticate(parsed.data);
    } catch (error) {
      deps.onError(error);
      return close(INTERNAL_ERROR, 'server error');
    }
    if (isClosed()) return;
    if (!found) return refuse(socketCloseReasons.sessionInvalid);
    clearTimeout(authTimer);
    session = found;
    const { merchantId, memberId } = found;
    const subscribed = await Promise.all([
      deps.events.subscribe({ merchantId, memberId }, deliver),
      deps.events.subscribe({ merchantId }, deliver),
    ]);
    if (isClosed()) {
      for (const stop of subscribed) stop();
      return;
    }
    stops = subscribed;
    state = 'open';
    control('ready');
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (state === 'waiting') {
      state = 'authenticating';
      authenticate(data, isBinary).catch((error: unknown) => {
        deps.onError(error);
        close(INTERNAL_ERROR, 'server error');
      });
    } else if (state === 'open' && socketPingMessageSchema.safeParse(parseJson(data, isBinary)).success) {
      control('pong');
    }
  });
  socket.on('close', release);
}
