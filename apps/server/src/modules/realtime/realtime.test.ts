import type { AddressInfo } from 'node:net';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { createMemoryEventBus, type EventBus } from '../../platform/event-bus.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import type { Session, SessionResolver } from '../../platform/session-guard.ts';
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
  const module = (db: TestApp['db'], timing: { authTimeoutMs?: number; heartbeatMs?: number } = {}) => ({
    events,
    resolveSession: resolver,
    directory: merchantDirectory(db),
    clock,
    ...timing,
  });

  beforeAll(async () => {
    demo = await createTestApp();
    app = Fastify();
    await app.register(realtimeRoutes, module(demo.db, { authTimeoutMs: 300, heartbeatMs: 100 }));
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

  it('stops listening for a socket once it closes, whoever closes it', async () => {
    const byClient = await signIn(app, 'token-a');
    const revoked = await signIn(app, 'token-b');
    expect(listening).toBe(4);
    byClient.ws.close();
    await byClient.closed;
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
