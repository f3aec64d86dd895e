import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Calls to hosts an operator types into the console (a brand's SMTP server, its SMS provider) must not reach the
 * server's own network: loopback, private, carrier-grade NAT, link-local (the cloud metadata service at
 * 169.254.169.254), unique-local and the like. The host is resolved once, every address it resolves to is checked,
 * and the caller connects to the checked address, so a DNS answer that changes between check and connection
 * (rebinding) changes nothing. `OUTBOUND_ALLOW_PRIVATE=true` lifts the rule (a provider on the same network; tests).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (fd00:ec2::254 is a metadata service)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 forms that carry an IPv4 address: mapped (`::ffff:127.0.0.1`), NAT64 (`64:ff9b::`) and 6to4 (`2002::/16`). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] ?? null;
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return v4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4(g6, g7);
  if (g0 === 0x2002) return v4(g1, g2);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (no zone), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(Math.max(missing, 0)).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address is one of the server's own network's rather than the internet's. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner !== null) return isIP(inner) !== 4 || blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** The destination is refused: it is, or resolves to, an address of the server's own network. */
export class OutboundRefusedError extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor() {
    super('destination refused: not a public address');
  }
}

export interface OutboundPolicy {
  /** `OUTBOUND_ALLOW_PRIVATE`: private and loopback destinations are allowed. */
  allowPrivate: boolean;
  /** Name resolution; the system's by default (tests give names answers of their own). */
  resolve?: (host: string) => Promise<{ address: string }[]>;
}

/**
 * The address to connect to for `host` (a name or an IP literal, IPv6 with or without brackets): every address the
 * name resolves to must be public, or the call is refused before any connection. Connect to the answer, not the name.
 */
export async function resolveOutbound(
  host: string,
  policy: OutboundPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const resolve = policy.resolve ?? ((name: string) => lookup(name, { all: true, verbatim: true }));
  const addresses = isIP(bare) ? [bare] : (await resolve(bare)).map((a) => a.address);
  if (addresses.length === 0) throw new OutboundRefusedError();
  if (!policy.allowPrivate && addresses.some(isPrivateAddress)) throw new OutboundRefusedError();
  const address = addresses[0] as string;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

export interface PinnedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** The most of the answer read; a longer one is cut off and ends the call. */
  maxBytes: number;
}

export interface PinnedAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * One HTTP request connected to `address` whatever the URL's name resolves to by then (TLS still checks the
 * certificate against the URL's host). Redirects are never followed: a 3xx is an answer like any other.
 */
export function pinnedRequest(
  url: URL,
  init: PinnedRequest,
  address: { address: string; family: 4 | 6 },
): Promise<PinnedAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        timeout: init.timeoutMs,
        signal: init.signal,
        lookup: (_host, options, callback) => {
          if (options.all) callback(null, [address]);
          else callback(null, address.address, address.family);
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > init.maxBytes) res.destroy();
          else chunks.push(chunk);
        });
        res.on('close', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              headers.append(name, one);
            }
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', () => {});
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(init.body);
  });
}

type FetchBody = ArrayBuffer | Uint8Array | URLSearchParams | string | null | undefined | ReadableStream;

/**
 * `fetch` for URLs an operator configured (an OpenID provider's discovery document, and the token and key URLs it
 * names): each call resolves and checks its host as `resolveOutbound` does and connects to the checked address,
 * follows no redirect, and reads at most 1 MiB.
 */
export function outboundFetch(policy: OutboundPolicy, timeoutMs = 10_000) {
  return async (
    input: string,
    init: { method: string; headers: Record<string, string>; body?: FetchBody; signal?: AbortSignal },
  ): Promise<Response> => {
    const url = new URL(input);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefusedError();
    const address = await resolveOutbound(url.hostname, policy);
    const body = init.body;
    if (body instanceof ReadableStream) throw new TypeError('streamed bodies are not sent');
    const answer = await pinnedRequest(
      url,
      {
        method: init.method,
        headers: init.headers,
        body:
          body === null || body === undefined || typeof body === 'string'
            ? (body ?? undefined)
            : body instanceof URLSearchParams
              ? body.toString()
              : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body),
        signal: init.signal,
        timeoutMs,
        maxBytes: 1024 * 1024,
      },
      address,
    );
    const empty = answer.status === 204 || answer.status === 304 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
