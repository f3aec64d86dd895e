import { DEMO_MERCHANT_CODE, type EndpointName, endpoints, SOCKET_PATH, type SocketMessage } from '@lotus/contract';
import { sealV2 } from '@lotus/payload-crypto';

/**
 * A player's client over real HTTP and a real WebSocket, as the web app talks to Lotus: contract endpoints by name
 * (bodies of encrypted endpoints sealed with the public key fetched first), the merchant header, the session token.
 * Nothing here knows which server process answers.
 */

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  query?: Record<string, string>;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The `value` of a 200 answer in the envelope; anything else fails with what came back. */
export function okValue<T>(answer: Answer, what: string): T {
  const body = answer.body as { success?: boolean; value?: T } | string;
  if (answer.status !== 200 || typeof body !== 'object' || body.success === false) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(body)}`);
  }
  return body.value as T;
}

/** Calls a contract endpoint at `baseUrl` as the web client does. */
export async function callEndpoint(baseUrl: string, name: EndpointName, options: CallOptions = {}): Promise<Answer> {
  const endpoint = endpoints[name];
  const method = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0];
  const headers: Record<string, string> = { merchant: DEMO_MERCHANT_CODE };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
    if (endpoint.encrypted) {
      const key = await fetch(`${baseUrl}${endpoints.rsaKey.path}?v=2`, { headers });
      if (!key.ok) throw new Error(`public key: ${key.status}`);
      const sealed = sealV2(await key.text(), body);
      headers.encryption = sealed.envelope;
      body = JSON.stringify({ value: sealed.value });
    }
  }
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return answerOf(await fetch(`${baseUrl}${endpoint.path}${query}`, { method, headers, body }));
}

/** POST or GET on a game server's own routes (`/house/v1/…`, `/lotto/v1/…`), authenticated by the launch token. */
export async function callGameServer(baseUrl: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { merchant: DEMO_MERCHANT_CODE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(res);
}

export async function logIn(baseUrl: string, username: string, password: string) {
  const answer = await callEndpoint(baseUrl, 'login', { body: { username, password } });
  return okValue<{ token: string }>(answer, `login of ${username}`).token;
}

export interface PlayerSocket {
  /** Every message received since `ready`, in order. */
  messages: SocketMessage[];
  /** Messages of one type. */
  ofType<T>(type: string): SocketMessage<T>[];
  close(): void;
}

/** Opens the member's socket and sends the auth message; resolves once the server answered `ready`. */
export function openSocket(baseUrl: string, token: string): Promise<PlayerSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`);
  const messages: SocketMessage[] = [];
  const opened: PlayerSocket = {
    messages,
    ofType: <T>(type: string) => messages.filter((m) => m.type === type) as SocketMessage<T>[],
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token, merchant: DEMO_MERCHANT_CODE }));
    });
    socket.addEventListener('message', (event) => {
      // The socket's own `ready` and `pong` besides the members' messages.
      const message = JSON.parse(String(event.data)) as Omit<SocketMessage, 'type'> & { type: string };
      if (message.type === 'ready') resolve(opened);
      else if (message.type !== 'pong') messages.push(message as SocketMessage);
    });
    socket.addEventListener('error', () => reject(new Error('socket failed')));
    socket.addEventListener('close', (event) => reject(new Error(`socket closed: ${event.code} ${event.reason}`)));
  });
}
