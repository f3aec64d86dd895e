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
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import type { Session } from '../../platform/session-guard.ts';
import type { AudienceMember, SocketAudiences } from './socket-audiences.ts';
import type { SocketSweep, Sweepable } from './socket-sweep.ts';

/** What every socket of the process shares: one object, not a set of closures per socket. */
export interface SocketSessionDeps {
  /** The process's sockets by member and merchant, each subscribed to the event bus once. */
  audiences: SocketAudiences;
  /** The process's one timer for the sockets' deadlines and looks at their sessions. */
  sweep: SocketSweep;
  clock: Clock;
  /**
   * The session the auth message names for a client at `ip`, or null when the merchant, the token or the session is
   * not good. `recheck` looks again while the socket is open, without counting as use of the session.
   */
  authenticate(message: SocketAuthMessage, use: 'login' | 'recheck', ip: string): Promise<Session | null>;
  authTimeoutMs: number;
  /**
   * How often an open socket looks at its session again at the latest, besides at the session's own end: it catches
   * a revocation whose `session.revoked` did not arrive (another process, an event bus that dropped it).
   */
  recheckMs: number;
}

/** What one socket keeps of the request that opened it. */
export interface SocketClient {
  ip: string;
  log: Pick<FastifyBaseLogger, 'error'>;
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

type State = 'waiting' | 'authenticating' | 'open' | 'closed';

/** The session of each socket: the socket's listeners and timers are functions shared by all, not closures each. */
const sessionOf = new WeakMap<WebSocket, SocketSession>();

function onSocketMessage(this: WebSocket, data: RawData, isBinary: boolean) {
  sessionOf.get(this)?.receive(data, isBinary);
}
function onSocketClose(this: WebSocket) {
  sessionOf.get(this)?.release();
}
function onSocketError(this: WebSocket, error: Error) {
  sessionOf.get(this)?.failed(error);
  this.terminate();
}

/**
 * One member's socket: waits for the auth message, then forwards the member's messages (and the merchant's) until
 * the socket closes or its session ends: revoked (`session.revoked` over the event bus) or run out. A timer at the
 * session's end, and every event or ping that comes after it, looks at the session again (it may have been used
 * since) and closes the socket with 4401 `session.expired` if it is over; nothing is sent after that moment. After
 * auth the client may only ping; everything else is ignored.
 *
 * A server holds thousands of these while they sit idle, so each is one object with methods, holding one timer at a
 * time (the auth deadline, then the next look at the session).
 */
class SocketSession implements AudienceMember, Sweepable {
  private state: State = 'waiting';
  /** The session's ids, once the auth message named a good one. */
  private sessionId: string | null = null;
  private merchantId = 0;
  private memberId = 0;
  private credentials: SocketAuthMessage | null = null;
  /** Epoch ms of the session's end as last seen; at or after it nothing is sent before the session is checked. */
  private endsAt = Number.POSITIVE_INFINITY;
  /** A look at the session is under way; events wait for it. */
  private checking = false;
  /** Events waiting for a look at the session; null while none wait (most sockets, most of the time). */
  private held: SocketMessage[] | null = null;
  /** When the sweep calls `due()`: the auth deadline while waiting, then the next look at the session. */
  dueAt: number;
  private readonly socket: WebSocket;
  private readonly deps: SocketSessionDeps;
  private readonly client: SocketClient;

  constructor(socket: WebSocket, deps: SocketSessionDeps, client: SocketClient) {
    this.socket = socket;
    this.deps = deps;
    this.client = client;
    this.dueAt = this.now() + deps.authTimeoutMs;
    deps.sweep.add(this);
    sessionOf.set(socket, this);
    socket.on('message', onSocketMessage);
    socket.on('close', onSocketClose);
    socket.on('error', onSocketError);
  }

  /** Delivers an event of the member or merchant (their audiences call it). */
  deliver(message: SocketMessage) {
    if (this.state !== 'open') return;
    if (!this.checking && !this.hasEnded()) {
      this.forward(message);
      return;
    }
    // Past the session's end as last seen: nothing goes out until the session is found still good.
    this.held ??= [];
    if (this.held.length >= MAX_HELD) return this.close(INTERNAL_ERROR, 'server busy');
    this.held.push(message);
    this.recheck();
  }

  receive(data: RawData, isBinary: boolean) {
    if (this.state === 'waiting') {
      this.state = 'authenticating';
      this.authenticate(data, isBinary).catch((error: unknown) => this.fail(error));
    } else if (this.state === 'open' && socketPingMessageSchema.safeParse(parseJson(data, isBinary)).success) {
      // A ping after the session's end as last seen gets no pong: the session is looked at instead.
      if (this.hasEnded()) this.recheck();
      else this.control('pong');
    }
  }

  release() {
    this.state = 'closed';
    this.deps.sweep.delete(this);
    this.held = null;
    if (this.sessionId !== null) this.leaveAudiences();
  }

  private audiences() {
    return [{ merchantId: this.merchantId, memberId: this.memberId }, { merchantId: this.merchantId }];
  }

  private leaveAudiences() {
    for (const to of this.audiences()) this.deps.audiences.leave(to, this);
  }

  /** The connection failed (the socket is terminated next). */
  failed(error: unknown) {
    this.client.log.error({ err: error, ip: this.client.ip }, 'socket failed');
    this.release();
  }

  private isClosed() {
    return this.state === 'closed';
  }

  private now() {
    return this.deps.clock.now().getTime();
  }

  private hasEnded() {
    return this.now() >= this.endsAt;
  }

  private close(code: number, reason: string) {
    if (this.isClosed()) return;
    this.release();
    this.socket.close(code, reason);
  }

  refuse(reason: string) {
    this.close(socketCloseCodes.unauthorized, reason);
  }

  private fail(error: unknown) {
    this.client.log.error({ err: error, ip: this.client.ip }, 'socket failed');
    this.close(INTERNAL_ERROR, 'server error');
  }

  private send(message: SocketMessage | { type: SocketControlType; data: object; at: number }) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private control(type: SocketControlType) {
    this.send({ type, data: {}, at: this.now() });
  }

  private revokesThisSession(message: SocketMessage) {
    return (
      message.type === 'session.revoked' &&
      (message.data as Partial<SessionRevokedData> | null)?.sessionId === this.sessionId
    );
  }

  private forward(message: SocketMessage) {
    if (this.state !== 'open') return;
    if (message.type !== 'session.revoked') {
      this.send(message);
      return;
    }
    // The member's other sessions (another device, another channel) stay open and are not told.
    if (!this.revokesThisSession(message)) return;
    this.send(message);
    this.refuse(socketCloseReasons.sessionRevoked);
  }

  /** The sweep found this socket's moment: no auth message in time, or time to look at the session again. */
  due() {
    if (this.state !== 'open') return this.refuse(socketCloseReasons.authTimeout);
    this.dueAt = Number.POSITIVE_INFINITY;
    this.recheck();
  }

  /** Looks at the session at the latest `recheckMs` from now, and at its end if that comes first. */
  private scheduleRecheck() {
    // Spread out, so sockets opened together (a restart) do not all look at the same moment.
    const periodic = this.deps.recheckMs * (0.75 + Math.random() * 0.25);
    this.dueAt = Math.min(this.endsAt, this.now() + periodic);
  }

  recheck() {
    if (this.checking || !this.credentials) return;
    this.checking = true;
    this.lookAgain(this.credentials).catch((error: unknown) => this.fail(error));
  }

  private async lookAgain(auth: SocketAuthMessage) {
    let found: Session | null | undefined;
    try {
      found = await this.deps.authenticate(auth, 'recheck', this.client.ip);
    } catch (error) {
      this.client.log.error({ err: error, ip: this.client.ip }, 'socket failed');
    } finally {
      // Cleared before the held events go out, so an event arriving from here on is not left waiting.
      this.checking = false;
    }
    if (this.isClosed()) return;
    if (found === undefined) return this.close(INTERNAL_ERROR, 'server error');
    if (!found || found.sessionId !== this.sessionId) {
      // The session is over: of what waited, only its own revocation goes out, so the client learns why.
      const revocation = this.held?.find((message) => this.revokesThisSession(message));
      return revocation ? this.forward(revocation) : this.refuse(socketCloseReasons.sessionExpired);
    }
    this.endsAt = found.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const waiting = this.held ?? [];
    this.held = null;
    for (const message of waiting) this.forward(message);
    this.scheduleRecheck();
  }

  private async authenticate(data: RawData, isBinary: boolean) {
    const parsed = socketAuthMessageSchema.safeParse(parseJson(data, isBinary));
    if (!parsed.success) return this.refuse(socketCloseReasons.authInvalid);
    let found: Session | null;
    try {
      found = await this.deps.authenticate(parsed.data, 'login', this.client.ip);
    } catch (error) {
      return this.fail(error);
    }
    if (this.isClosed()) return;
    if (!found) return this.refuse(socketCloseReasons.sessionInvalid);
    this.dueAt = Number.POSITIVE_INFINITY;
    this.sessionId = found.sessionId;
    this.merchantId = found.merchantId;
    this.memberId = found.memberId;
    this.credentials = parsed.data;
    this.endsAt = found.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    await Promise.all(this.audiences().map((to) => this.deps.audiences.join(to, this)));
    // Closed while joining: release() has taken it out of the audiences it had joined; these are the rest.
    if (this.isClosed()) return this.leaveAudiences();
    this.state = 'open';
    this.control('ready');
    this.scheduleRecheck();
  }
}

/** Serves one member's socket until it closes (see SocketSession). */
export function serveSocket(socket: WebSocket, deps: SocketSessionDeps, client: SocketClient): void {
  new SocketSession(socket, deps, client);
}
