import type { SocketMessage } from '@lotus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, PING_INTERVAL_MS } from './socket-client';

/** Stands in for the browser's WebSocket: the test plays the server's side. */
class FakeSocket extends EventTarget {
  sent: unknown[] = [];
  closedWith: { code: number; reason: string } | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
  }
  serverOpens() {
    this.dispatchEvent(new Event('open'));
  }
  serverSends(message: object | string) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  serverCloses(code: number, reason = '') {
    this.dispatchEvent(new CloseEvent('close', { code, reason }));
  }
}

let sockets: FakeSocket[];
const setup = () => {
  const onMessage = vi.fn<(m: SocketMessage) => void>();
  const onUnauthorized = vi.fn<(reason: string) => void>();
  const onReady = vi.fn();
  const connection = connectSocket({
    token: 'tok',
    merchant: 'LOTUS',
    url: 'ws://test/ws',
    onMessage,
    onUnauthorized,
    onReady,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { onMessage, onUnauthorized, onReady, connection };
};

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('connectSocket', () => {
  it('authenticates with its first message and hands on only the contract events', () => {
    const { onMessage } = setup();
    const socket = sockets[0] as FakeSocket;
    socket.serverOpens();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok', merchant: 'LOTUS' }]);
    socket.serverSends({ type: 'ready', data: {}, at: 1 });
    socket.serverSends({ type: 'inbox.new', data: { id: 3 }, at: 2 });
    socket.serverSends({ type: 'made.up', data: {}, at: 3 });
    socket.serverSends('not json');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ type: 'inbox.new', data: { id: 3 }, at: 2 });
  });

  it('says when the server is ready, after each connect', () => {
    const { onReady } = setup();
    (sockets[0] as FakeSocket).serverOpens();
    expect(onReady).not.toHaveBeenCalled();
    (sockets[0] as FakeSocket).serverSends({ type: 'ready', data: {}, at: 1 });
    expect(onReady).toHaveBeenCalledTimes(1);
    (sockets[0] as FakeSocket).serverCloses(1006);
    vi.advanceTimersByTime(1000);
    (sockets[1] as FakeSocket).serverOpens();
    (sockets[1] as FakeSocket).serverSends({ type: 'ready', data: {}, at: 2 });
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it('pings while open', () => {
    setup();
    const socket = sockets[0] as FakeSocket;
    socket.serverOpens();
    socket.serverSends({ type: 'ready', data: {}, at: 1 });
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(socket.sent.slice(1)).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('reconnects after a dropped connection, waiting longer each time', () => {
    setup();
    (sockets[0] as FakeSocket).serverCloses(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).serverCloses(1011);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('stops for good when the server refuses the session', () => {
    const { onUnauthorized } = setup();
    (sockets[0] as FakeSocket).serverCloses(4401, 'session.revoked');
    vi.advanceTimersByTime(60_000);
    expect(onUnauthorized).toHaveBeenCalledWith('session.revoked');
    expect(sockets).toHaveLength(1);
  });

  it('stops for good when the session runs out while the socket is open', () => {
    const { onUnauthorized } = setup();
    const socket = sockets[0] as FakeSocket;
    socket.serverOpens();
    socket.serverSends({ type: 'ready', data: {}, at: 1 });
    socket.serverCloses(4401, 'session.expired');
    vi.advanceTimersByTime(60_000);
    expect(onUnauthorized).toHaveBeenCalledWith('session.expired');
    expect(sockets).toHaveLength(1);
    // No ping goes out on the closed socket either.
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok', merchant: 'LOTUS' }]);
  });

  it('closes without reconnecting when the page ends it', () => {
    const { connection } = setup();
    const socket = sockets[0] as FakeSocket;
    connection.close();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'bye' });
    socket.serverCloses(1000, 'bye');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
