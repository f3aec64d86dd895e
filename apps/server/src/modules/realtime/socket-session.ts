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
  /**
   * The session the auth message names, or null when the merchant, the token or the session is not good. `recheck`
   * looks again while the socket is open, without counting as use of the session.
   */
  authenticate(message: SocketAuthMessage, use: 'login' | 'recheck'): Promise<Session | null>;
  authTimeoutMs: number;
  /**
   * How often an open socket looks at its session again at the latest, besides at the session's own end: it catches
   * a revocation whose `session.revoked` did not arrive (another process, an event bus that dropped it).
   */
  recheckMs: number;
  onError(error: unknown): void;
}

/** Close code for a failure of the server itself; the client may reconnect. */
const INTERNAL_ERROR = 1011;
/** Events held while the session is looked at again; more than this and the client reconnects and reloads. */
const MAX_HELD = 100;

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
 * the socket closes or its session ends: revoked (`session.revoked` over the event bus) or run out. A timer at the
 * session's end, and every event or ping that comes after it, looks at the session again (it may have been used
 * since) and closes the socket with 4401 `session.expired` if it is over; nothing is sent after that moment. After
 * auth the client may only ping; everything else is ignored.
 */
export function serveSocket(socket: WebSocket, deps: SocketSessionDeps): void {
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let session: Session | null = null;
  let stops: (() => void)[] = [];
  let credentials: SocketAuthMessage | null = null;
  /** Epoch ms of the session's end as last seen; at or after it nothing is sent before the session is checked. */
  let endsAt = Number.POSITIVE_INFINITY;
  /** A look at the session is under way; events wait for it. */
  let checking = false;
  let held: SocketMessage[] = [];
  let recheckTimer: ReturnType<typeof setTimeout> | undefined;

  // A function rather than a comparison: TypeScript would otherwise narrow `state` across the awaits below.
  const isClosed = () => state === 'closed';
  const release = () => {
    state = 'closed';
    clearTimeout(authTimer);
    clearTimeout(recheckTimer);
    held = [];
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

  const now = () => deps.clock.now().getTime();
  const hasEnded = () => now() >= endsAt;

  const revokesThisSession = (message: SocketMessage) =>
    message.type === 'session.revoked' &&
    (message.data as Partial<SessionRevokedData> | null)?.sessionId === session?.sessionId;

  function forward(message: SocketMessage) {
    if (state !== 'open' || !session) return;
    if (message.type !== 'session.revoked') {
      send(message);
      return;
    }
    // The member's other sessions (another device, another channel) stay open and are not told.
    if (!revokesThisSession(message)) return;
    send(message);
    refuse(socketCloseReasons.sessionRevoked);
  }

  function deliver(message: SocketMessage) {
    if (state !== 'open' || !session) return;
    if (!checking && !hasEnded()) {
      forward(message);
      return;
    }
    // Past the session's end as last seen: nothing goes out until the session is found still good.
    if (held.length >= MAX_HELD) return close(INTERNAL_ERROR, 'server busy');
    held.push(message);
    recheck();
  }

  /** Looks at the session at the latest `recheckMs` from now, and at its end if that comes first. */
  function scheduleRecheck() {
    clearTimeout(recheckTimer);
    if (isClosed()) return;
    // Spread out, so sockets opened together (a restart) do not all look at the same moment.
    const periodic = deps.recheckMs * (0.75 + Math.random() * 0.25);
    const wait = Math.max(0, Math.min(endsAt - now(), periodic));
    recheckTimer = setTimeout(recheck, wait);
  }

  function recheck() {
    if (checking || !credentials) return;
    checking = true;
    lookAgain(credentials).catch((error: unknown) => {
      deps.onError(error);
      close(INTERNAL_ERROR, 'server error');
    });
  }

  async function lookAgain(auth: SocketAuthMessage) {
    let found: Session | null | undefined;
    try {
      found = await deps.authenticate(auth, 'recheck');
    } catch (error) {
      deps.onError(error);
    } finally {
      // Cleared before the held events go out, so an event arriving from here on is not left waiting.
      checking = false;
    }
    if (isClosed()) return;
    if (found === undefined) return close(INTERNAL_ERROR, 'server error');
    if (!found || found.sessionId !== session?.sessionId) {
      // The session is over: of what waited, only its own revocation goes out, so the client learns why.
      const revocation = held.find(revokesThisSession);
      return revocation ? forward(revocation) : refuse(socketCloseReasons.sessionExpired);
    }
    endsAt = found.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const waiting = held;
    held = [];
    for (const message of waiting) forward(message);
    scheduleRecheck();
  }

  async function authenticate(data: RawData, isBinary: boolean) {
    const parsed = socketAuthMessageSchema.safeParse(parseJson(data, isBinary));
    if (!parsed.success) return refuse(socketCloseReasons.authInvalid);
    let found: Session | null;
    try {
      found = await deps.authenticate(parsed.data, 'login');
    } catch (error) {
      deps.onError(error);
      return close(INTERNAL_ERROR, 'server error');
    }
    if (isClosed()) return;
    if (!found) return refuse(socketCloseReasons.sessionInvalid);
    clearTimeout(authTimer);
    session = found;
    credentials = parsed.data;
    endsAt = found.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
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
    scheduleRecheck();
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (state === 'waiting') {
      state = 'authenticating';
      authenticate(data, isBinary).catch((error: unknown) => {
        deps.onError(error);
        close(INTERNAL_ERROR, 'server error');
      });
    } else if (state === 'open' && socketPingMessageSchema.safeParse(parseJson(data, isBinary)).success) {
      // A ping after the session's end as last seen gets no pong: the session is looked at instead.
      if (hasEnded()) recheck();
      else control('pong');
    }
  });
  socket.on('close', release);
}
