import {
  SOCKET_PATH,
  type SocketAuthMessage,
  type SocketMessage,
  socketCloseCodes,
  socketCloseReasons,
  socketEvents,
} from '@lotus/contract';

export interface SocketClientOptions {
  token: string;
  merchant: string;
  /** Every event message of the contract, after auth. */
  onMessage(message: SocketMessage): void;
  /**
   * The server has subscribed this socket to the member's events (after each connect and reconnect): events sent
   * before this moment were not delivered, so a listener catches up by reloading what they would have changed.
   */
  onReady?(): void;
  /** The server refused the session (4401): the client must not reconnect with this token. */
  onUnauthorized(reason: string): void;
  /** `ws(s)://host/ws` by default, from the page's own address. */
  url?: string;
  createSocket?: (url: string) => WebSocket;
}

/** An application ping keeps proxies from closing an idle socket (browsers cannot send protocol pings). */
export const PING_INTERVAL_MS = 25_000;
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const eventTypes: ReadonlySet<string> = new Set(socketEvents);

const defaultUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;

function parse(data: unknown): { type?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/**
 * The member's socket (API.md "Socket events"): authenticates with its first message, pings while open, and
 * reconnects with growing delays after network failures. A 4401 close ends it for good: the session is over.
 */
export function connectSocket(options: SocketClientOptions): { close(): void } {
  const url = options.url ?? defaultUrl();
  const create = options.createSocket ?? ((u: string) => new WebSocket(u));
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = MIN_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    const ws = create(url);
    socket = ws;
    ws.addEventListener('open', () => {
      const auth: SocketAuthMessage = { type: 'auth', token: options.token, merchant: options.merchant };
      ws.send(JSON.stringify(auth));
    });
    ws.addEventListener('message', (event) => {
      const message = parse(event.data);
      if (!message || typeof message.type !== 'string') return;
      if (message.type === 'ready') {
        retryMs = MIN_RETRY_MS;
        clearInterval(pingTimer);
        pingTimer = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
        options.onReady?.();
        return;
      }
      if (eventTypes.has(message.type)) options.onMessage(message as SocketMessage);
    });
    ws.addEventListener('close', (event) => {
      clearInterval(pingTimer);
      if (socket !== ws || stopped) return;
      socket = null;
      if (event.code === socketCloseCodes.unauthorized && event.reason !== socketCloseReasons.authTimeout) {
        stopped = true;
        options.onUnauthorized(event.reason);
        return;
      }
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };
  open();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socket?.close(1000, 'bye');
      socket = null;
    },
  };
}
