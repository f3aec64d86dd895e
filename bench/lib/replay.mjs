// Records one response of a running server as raw node:http sees it, for bench/replay-node.mjs to answer with, so a
// baseline sends what the measured route sends (status, every header, body) and never drifts from it.
import http from 'node:http';

/** Headers Node's http server writes on its own for every keep-alive response: the replay lets Node write them. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive']);

/** One GET of `url` over a keep-alive connection (as autocannon's): status, raw header pairs in order, body. */
export async function record(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    return await new Promise((resolve, reject) => {
      http
        .get(url, { headers, agent }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const pairs = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
            resolve({ status: res.statusCode, pairs, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });
  } finally {
    agent.destroy();
  }
}

/** The REPLAY setting of bench/replay-node.mjs for a recorded response. */
export function replayEnv({ status, pairs, body }) {
  const keepAlive = pairs.find(([name]) => name.toLowerCase() === 'keep-alive')?.[1];
  const timeout = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]);
  return {
    REPLAY: JSON.stringify({
      status,
      headers: pairs.filter(([name]) => !WRITTEN_BY_NODE.has(name.toLowerCase())),
      body: body.toString('base64'),
      keepAliveTimeout: timeout ? timeout * 1000 : undefined,
    }),
  };
}

/** Header count and the bytes of the header block (`Name: value\r\n` each), Date's value aside. */
export function headerShape({ pairs }) {
  const lines = pairs.map(([name, value]) => `${name}: ${name.toLowerCase() === 'date' ? '' : value}`);
  return { count: pairs.length, bytes: Buffer.byteLength(lines.map((l) => `${l}\r\n`).join('')), lines };
}

/** Throws unless two recorded responses have the same status, header names and values in order (Date aside), body. */
export function assertSameResponse(expected, actual) {
  const a = headerShape(expected);
  const b = headerShape(actual);
  const sameHeaders = a.lines.length === b.lines.length && a.lines.every((line, i) => line === b.lines[i]);
  if (expected.status !== actual.status || !sameHeaders || !expected.body.equals(actual.body)) {
    throw new Error(
      `the replay differs from the route:\n${JSON.stringify({ route: a.lines, replay: b.lines }, null, 2)}\n` +
        `status ${expected.status} / ${actual.status}, body ${expected.body} / ${actual.body}`,
    );
  }
}
