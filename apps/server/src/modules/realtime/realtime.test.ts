import type { AddressInfo } from 'node:net';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { createMemoryEventBus, type EventBus } from '../../platform/event-bus.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import type { Session, SessionResolver } from '../../platform/session-guard.ts';
import { createSessionResolver } from '../session/sessions.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import realtimeRoutes from './routes.ts';

const sessions: Record<string, Session> = {
  'token-a': { sessionId: 'session-a', memberId: 7, merchantId: 1, memberType: 0 },
  'token-b': { sessionId: 'session-b', memberId: 7, merchantId: 1, memberType: 0 },
  'token-other': { sessionId: 'session-o', memberId: 8, merchantId: 1, memberType: 0 },
};
const resolver: SessionResolver = async ({ token, merchant }) => {
  const session = token ? sessions[token] : undefined;
  return session && session.merchantId === merchant.id ? session : null;
};

interface Received {
  type: string;
  data: unknown;
  at: number;
}

/** A real client: every message it receives, in order, and how the socket closed. */
class Client {
  readonly ws: WebSocket;
  private readonly queue: Received[] = [];
  private waiting: ((message: Received) => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, options);
    this.ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Received;
      if (this.waiting) {
        this.waiting(message);
        this.waiting = null;
      } else this.queue.push(message);
    });
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  opened() {
    return new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(timeoutMs = 2000): Promise<Received> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
      this.waiting = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
    });
  }

  /** Messages that arrived without being read. */
  get unread() {
    return [...this.queue];
  }
}

const urlOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;

const clients: Client[] = [];
async function connect(app: FastifyInstance, options?: WebSocket.ClientOptions) {
  const client = new Client(urlOf(app), options);
  clients.push(client);
  await client.opened();
  return client;
}

async function signIn(app: FastifyInstance, token: string) {
  const client = await connect(app);
  client.send({ type: 'auth', token, merchant: DEMO_MERCHANT_CODE });
  expect(await client.next()).toMatchObject({ type: 'ready', data: {} });
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.ws.terminate();
});

describe('the socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessionResolver: resolver });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("forwards {type, data, at} addressed to the member after a good auth, and another member's not", async () => {
    const client = await signIn(t.app, 'token-a');
    await t.app.events.publish({ merchantId: 1, memberId: 8 }, 'balance.changed', { reason: 'bet' });
    await t.app.events.publish({ merchantId: 1, memberId: 7 }, 'balance.changed', { reason: 'deposit' });
    const message = await client.next();
    expect(message).toEqual({ type: 'balance.changed', data: { reason: 'deposit' }, at: expect.any(Number) });
  });

  it('forwards messages to the whole merchant', async () => {
    const client = await signIn(t.app, 'token-other');
    await t.app.events.publish({ merchantId: 1 }, 'announcement.new', { id: 5 });
    expect(await client.next()).toMatchObject({ type: 'announcement.new', data: { id: 5 } });
  });

  it('closes with 4401 when the token is bad or the merchant unknown', async () => {
    for (const auth of [
      { type: 'auth', token: 'nope', merchant: DEMO_MERCHANT_CODE },
      { type: 'auth', token: 'token-a', merchant: 'NOSUCH' },
      { type: 'auth', token: 'token-a', merchant: 'not a code!' },
    ]) {
      const client = await connect(t.app);
      client.send(auth);
      expect(await client.closed).toEqual({ code: 4401, reason: 'login.not.session' });
    }
  });

  it('closes with 4401 when the first message is not an auth message', async () => {
    for (const first of ['not json', { type: 'ping' }, { type: 'auth', token: 'token-a' }, [1, 2]]) {
      const client = await connect(t.app);
      client.send(first);
      expect(await client.closed).toEqual({ code: 4401, reason: 'auth.invalid' });
    }
  });

  it('sends session.revoked and closes with 4401 when its own session is revoked', async () => {
    const client = await signIn(t.app, 'token-a');
    await t.app.events.publish({ merchantId: 1, memberId: 7 }, 'session.revoked', {
      sessionId: 'session-a',
      reason: 'logout',
    });
    expect(await client.next()).toMatchObject({ type: 'session.revoked', data: { sessionId: 'session-a' } });
    expect(await client.closed).toEqual({ code: 4401, reason: 'session.revoked' });
  });

  it("stays open, and is not told, when another of the member's sessions is revoked", async () => {
    const client = await signIn(t.app, 'token-b');
    await t.app.events.publish({ merchantId: 1, memberId: 7 }, 'session.revoked', {
      sessionId: 'session-a',
      reason: 'replaced',
    });
    await t.app.events.publish({ merchantId: 1, memberId: 7 }, 'inbox.new', {
      id: 1,
      kind: 'system',
      title: 'Hi',
      unread: 1,
    });
    expect(await client.next()).toMatchObject({ type: 'inbox.new' });
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('answers a ping after auth with pong and ignores anything else the client sends', async () => {
    const client = await signIn(t.app, 'token-a');
    client.send({ type: 'auth', token: 'token-other', merchant: DEMO_MERCHANT_CODE });
    client.send({ type: 'subscribe', memberId: 8 });
    client.send('garbage');
    client.send({ type: 'ping' });
    expect(await client.next()).toMatchObject({ type: 'pong', data: {} });
    await t.app.events.publish({ merchantId: 1, memberId: 8 }, 'inbox.new', {
      id: 2,
      kind: 'system',
      title: 'Hi',
      unread: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.unread).toEqual([]);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes with 1009 on a message over the size limit', async () => {
    const client = await connect(t.app);
    client.send({ type: 'auth', token: 'x'.repeat(5000), merchant: DEMO_MERCHANT_CODE });
    expect((await client.closed).code).toBe(1009);
  });

  it('answers a plain GET without an upgrade with 404', async () => {
    const res = await t.app.inject({ url: '/ws', headers: demoHeaders });
    expect(res.statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.REDIS_URL)('sockets across processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ sessionResolver: resolver });
    second = await createTestApp({ db: first.db, sessionResolver: resolver });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a message published by one process reaches the socket another process holds', async () => {
    const client = await signIn(second.app, 'token-a');
    await first.app.events.publish({ merchantId: 1, memberId: 7 }, 'deposit.credited', {
      orderNo: 'D1',
      amount: 50,
      status: 'credited',
    });
    expect(await client.next()).toMatchObject({ type: 'deposit.credited', data: { amount: 50 } });
    await first.app.events.publish({ merchantId: 1, memberId: 7 }, 'session.revoked', {
      sessionId: 'session-a',
      reason: 'password',
    });
    expect(await client.next()).toMatchObject({ type: 'session.revoked' });
    expect((await client.closed).code).toBe(4401);
  });
});

describe('socket timing', () => {
  // The module alone, with timings short enough to watch.
  let demo: TestApp;
  let app: FastifyInstance;
  const clock = { now: () => new Date() };
  const bus = createMemoryEventBus({ clock });
  // Counts the listeners sockets hold, to see that a closed socket lets go of its own.
  let listening = 0;
  const events: EventBus = {
    ...bus,
    subscribe: async (to, listener) => {
      const stop = await bus.subscribe(to, listener);
      listening += 1;
      let stopped = false;
      return () => {
        if (!stopped) listening -= 1;
        stopped = true;
        stop();
      };
    },
  };
  const module = (
    db: TestApp['db'],
    timing: { authTimeoutMs?: number; heartbeatMs?: number; sweepMs?: number } = {},
  ) => ({
    events,
    resolveSession: resolver,
    directory: merchantDirectory(db),
    clock,
    ...timing,
  });

  beforeAll(async () => {
    demo = await createTestApp();
    app = Fastify();
    await app.register(realtimeRoutes, module(demo.db, { authTimeoutMs: 300, heartbeatMs: 100, sweepMs: 50 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await demo.close();
  });

  it('closes with 4401 when no auth message arrives in time', async () => {
    const client = await connect(app);
    expect(await client.closed).toEqual({ code: 4401, reason: 'auth.timeout' });
  });

  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const dead = await connect(app, { autoPong: false });
    dead.send({ type: 'auth', token: 'token-a', merchant: DEMO_MERCHANT_CODE });
    const live = await signIn(app, 'token-b');
    expect((await dead.closed).code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('listens once per audience however many sockets, and stops once its last socket closes, whoever closes it', async () => {
    const byClient = await signIn(app, 'token-a');
    const revoked = await signIn(app, 'token-b');
    // Two sockets of one member: the member's audience and the merchant's.
    expect(listening).toBe(2);
    byClient.ws.close();
    await byClient.closed;
    expect(listening).toBe(2);
    await events.publish({ merchantId: 1, memberId: 7 }, 'session.revoked', {
      sessionId: 'session-b',
      reason: 'logout',
    });
    await revoked.closed;
    await vi.waitFor(() => expect(listening).toBe(0));
  });

  it('tells open sockets the server is going away when it shuts down', async () => {
    const other = Fastify();
    await other.register(realtimeRoutes, module(demo.db));
    await other.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(other);
    await other.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'server shutting down' });
  });
});

describe('sockets of sessions that end', () => {
  // The whole app with its real sessions; the clock moves the sessions past their end.
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Logs the demo member in and opens a socket on the new session. */
  async function liveSocket() {
    const res = await send(t.app, 'login', { username: 'demo', password: 'Demo1234' });
    const { token, id } = res.json().value as { token: string; id: number };
    return { token, memberId: id, client: await signIn(t.app, token) };
  }
  const inbox = (id: number) => ({ id, kind: 'system' as const, title: 'Hi', unread: id });

  async function withIdleMinutes(minutes: number, run: () => Promise<void>) {
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { auth: { sessionIdleMinutes: minutes } });
    try {
      await run();
    } finally {
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { auth: { sessionIdleMinutes: 30 } });
    }
  }

  it('closes with 4401 session.expired once the session has run out, and sends nothing after its end', async () => {
    await withIdleMinutes(1, async () => {
      const { memberId, client } = await liveSocket();
      await t.app.events.publish({ merchantId: 1, memberId }, 'inbox.new', inbox(1));
      expect(await client.next()).toMatchObject({ type: 'inbox.new', data: { id: 1 } });
      clock.advance(2 * MINUTE);
      await t.app.events.publish({ merchantId: 1, memberId }, 'inbox.new', inbox(2));
      await t.app.events.publish({ merchantId: 1 }, 'announcement.new', { id: 3 });
      expect(await client.closed).toEqual({ code: 4401, reason: 'session.expired' });
      expect(client.unread).toEqual([]);
    });
  });

  it('still tells why when the revocation of a session past its end arrives first', async () => {
    await withIdleMinutes(1, async () => {
      const { client } = await liveSocket();
      clock.advance(2 * MINUTE);
      await loginAs(t.app);
      expect(await client.next()).toMatchObject({ type: 'session.revoked', data: { reason: 'replaced' } });
      expect(await client.closed).toEqual({ code: 4401, reason: 'session.revoked' });
    });
  });

  it('closes a socket whose session ran out when its client pings, without answering', async () => {
    const { client } = await liveSocket();
    clock.advance(31 * MINUTE);
    client.send({ type: 'ping' });
    expect(await client.closed).toEqual({ code: 4401, reason: 'session.expired' });
    expect(client.unread).toEqual([]);
  });

  it('keeps the socket of a session that was used over HTTP in the meantime, and does not extend it itself', async () => {
    await withIdleMinutes(2, async () => {
      const { token, memberId, client } = await liveSocket();
      clock.advance(70_000);
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(200);
      // Past the end the socket knew of, but the session was used since: the event goes out.
      clock.advance(70_000);
      await t.app.events.publish({ merchantId: 1, memberId }, 'inbox.new', inbox(4));
      expect(await client.next()).toMatchObject({ type: 'inbox.new', data: { id: 4 } });
      // Listening and pinging are not use: two minutes later the session is over.
      client.send({ type: 'ping' });
      expect(await client.next()).toMatchObject({ type: 'pong' });
      clock.advance(2 * MINUTE);
      await t.app.events.publish({ merchantId: 1, memberId }, 'inbox.new', inbox(5));
      expect(await client.closed).toEqual({ code: 4401, reason: 'session.expired' });
      expect(client.unread).toEqual([]);
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    });
  });

  it('closes on logout, on a login elsewhere and on suspension by an operator', async () => {
    const loggedOut = await liveSocket();
    expect((await send(t.app, 'logout', undefined, { token: loggedOut.token })).statusCode).toBe(200);
    expect(await loggedOut.client.next()).toMatchObject({ type: 'session.revoked', data: { reason: 'logout' } });
    expect(await loggedOut.client.closed).toEqual({ code: 4401, reason: 'session.revoked' });

    const replaced = await liveSocket();
    await loginAs(t.app);
    expect(await replaced.client.next()).toMatchObject({ type: 'session.revoked', data: { reason: 'replaced' } });
    expect(await replaced.client.closed).toEqual({ code: 4401, reason: 'session.revoked' });

    const suspended = await liveSocket();
    await insertOperator(t.db, 'socket-admin', 'Admin12345', 'admin');
    const admin = await consoleSignIn(t.app, 'socket-admin', 'Admin12345');
    const path = `/members/${suspended.memberId}`;
    expect((await consoleCall(t.app, admin, 'POST', `${path}/suspend`, { reason: 'checking' })).statusCode).toBe(200);
    expect(await suspended.client.next()).toMatchObject({ type: 'session.revoked', data: { reason: 'suspended' } });
    expect(await suspended.client.closed).toEqual({ code: 4401, reason: 'session.revoked' });
    await consoleCall(t.app, admin, 'POST', `${path}/reactivate`, { reason: 'checked' });
  });
});

describe('the session timers of an open socket', () => {
  // The module alone: a session that ends in a moment, and one whose revocation never reaches the event bus.
  let demo: TestApp;
  let app: FastifyInstance;
  const clock = movableClock();
  const ending = new Map<string, number>();
  const timedResolver: SessionResolver = async (input) => {
    const session = await resolver(input);
    const endsAt = input.token ? ending.get(input.token) : undefined;
    if (!session || endsAt === undefined) return session;
    return clock.now().getTime() < endsAt ? { ...session, endsAt: new Date(endsAt) } : null;
  };

  beforeAll(async () => {
    demo = await createTestApp();
    app = Fastify();
    await app.register(realtimeRoutes, {
      events: createMemoryEventBus({ clock }),
      resolveSession: timedResolver,
      directory: merchantDirectory(demo.db),
      clock,
      sweepMs: 50,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await demo.close();
  });

  it('closes the socket at the end of its session without waiting for an event', async () => {
    ending.set('token-a', clock.now().getTime() + 30 * 60_000);
    const client = await signIn(app, 'token-a');
    clock.advance(30 * 60_000);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session.expired' });
    ending.delete('token-a');
  });
});

describe('an open socket whose revocation was not heard', () => {
  // A real session ended in the database behind the event bus's back (another process, a dropped message).
  const clock = movableClock();
  let demo: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    demo = await createTestApp({ clock });
    app = Fastify();
    await app.register(realtimeRoutes, {
      events: createMemoryEventBus({ clock }),
      resolveSession: createSessionResolver(demo.db, clock),
      directory: merchantDirectory(demo.db),
      clock,
      sessionRecheckMs: 200,
      sweepMs: 50,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await demo.close();
  });

  it('is closed by the periodic look at its session', async () => {
    const token = await loginAs(demo.app);
    const client = await signIn(app, token);
    // Logged out through the other app, whose event bus this socket does not hear.
    expect((await send(demo.app, 'logout', undefined, { token })).statusCode).toBe(200);
    // The next look at the session comes at the latest `sessionRecheckMs` on.
    clock.advance(200);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session.expired' });
    expect(client.unread).toEqual([]);
  });
});
