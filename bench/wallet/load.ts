// A closed-loop load generator: `concurrency` workers over keep-alive connections, each sending the next prepared
// request as soon as its previous one answered. Every answer is checked; a run with a wrong answer is not a result.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PreparedRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Null when the answer is the expected one, else what was wrong. */
  check(status: number, body: string): string | null;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  opsPerSecond: number;
  /** Milliseconds, nearest rank. */
  p50: number;
  p95: number;
  p99: number;
}

function send(agent: http.Agent, origin: URL, request: PreparedRequest) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/**
 * Sends every request once, `concurrency` at a time; times the whole run and each request. With `retryShed`, a 503
 * (the server shedding load: the call changed nothing) is sent again until it is answered, as a caller honouring
 * `Retry-After` would, and counts once, so the run measures the calls the server accepts at saturation.
 */
export async function runClosedLoop(
  url: string,
  concurrency: number,
  requests: PreparedRequest[],
  { retryShed = false } = {},
): Promise<LoadResult> {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as PreparedRequest;
      const started = performance.now();
      let { status, body } = await send(agent, origin, request);
      while (retryShed && status === 503) ({ status, body } = await send(agent, origin, request));
      latencies.push(performance.now() - started);
      const wrong = request.check(status, body);
      if (wrong) throw new Error(`${request.path}: ${wrong}`);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: requests.length,
    seconds,
    opsPerSecond: requests.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
