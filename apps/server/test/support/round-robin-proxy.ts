import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

/** One request the proxy passed on: to which backend (index into the list it was given), and what it was. */
export interface ProxyHop {
  backend: number;
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  upgrade: boolean;
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`: the one address clients use. */
  url: string;
  /** Every request and upgrade passed on, in the order they arrived. */
  hops: ProxyHop[];
  close(): Promise<void>;
}

/** Headers about one connection, which a proxy must not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** The client's address appended to X-Forwarded-For, as a load balancer does (the servers run with TRUST_PROXY). */
function forwardedFor(incoming: IncomingMessage) {
  const client = incoming.socket.remoteAddress ?? '127.0.0.1';
  const earlier = incoming.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${client}` : client;
}

/** The upgrade request as it arrived, to be written to the backend's socket before the two are piped together. */
function upgradeHead(incoming: IncomingMessage) {
  const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
    const name = incoming.rawHeaders[i] as string;
    if (name.toLowerCase() !== 'x-forwarded-for') lines.push(`${name}: ${incoming.rawHeaders[i + 1]}`);
  }
  lines.push(`X-Forwarded-For: ${forwardedFor(incoming)}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A load balancer in front of several Lotus processes on 127.0.0.1, as a deployment has one: each HTTP request and
 * each WebSocket upgrade goes to the next backend in turn, with no stickiness, so consecutive calls of one client
 * land on different processes. Plain HTTP only; a socket is piped byte for byte once upgraded.
 */
export async function startRoundRobinProxy(backendPorts: readonly number[]): Promise<RoundRobinProxy> {
  if (backendPorts.length === 0) throw new Error('a proxy needs at least one backend');
  const hops: ProxyHop[] = [];
  const agent = new Agent({ keepAlive: true });
  const upgraded = new Set<Socket>();
  let turn = 0;
  const nextBackend = (incoming: IncomingMessage, upgrade: boolean) => {
    const backend = turn % backendPorts.length;
    turn += 1;
    hops.push({ backend, method: incoming.method ?? 'GET', url: incoming.url ?? '/', upgrade });
    return { backend, port: backendPorts[backend] as number };
  };

  const server = createServer((incoming, outgoing) => {
    const { port } = nextBackend(incoming, false);
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor(incoming) },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('backend unreachable');
    });
    incoming.pipe(upstream);
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const { port } = nextBackend(incoming, true);
    const upstream = connect(port, '127.0.0.1', () => {
      upstream.write(upgradeHead(incoming));
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upgraded.add(client);
    const end = () => {
      upgraded.delete(client);
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    upstream.on('close', end);
    client.on('error', end);
    client.on('close', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hops,
    close: async () => {
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
