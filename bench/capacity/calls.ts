// The players' calls, timed and checked: each call has a name and a class (money or page), its latency is recorded
// whatever its answer, and an answer that is not a success is a failure unless it is a refusal the call expects
// (a lottery slip arriving as its period closes). The verdict of a step reads these records.

export type CallClass = 'money' | 'page';

export const callClasses = {
  spin: 'money',
  'lottery bet': 'money',
  deposit: 'money',
  lobby: 'page',
  'lottery read': 'page',
  'cashier read': 'page',
  'game launch': 'page',
} as const satisfies Record<string, CallClass>;
export type CallName = keyof typeof callClasses;

/** What happened during one stretch of the run (a step's hold); `reset()` starts a new one. */
export interface Recorder {
  latencies: Map<CallName, number[]>;
  failures: string[];
  /** Of the failures, calls the server shed (503 `service.unavailable`): it said it was overloaded. */
  shed: number;
  refusals: Map<string, number>;
  /** Socket events received, by type. */
  events: Map<string, number>;
  reset(): void;
}

export function recorder(): Recorder {
  const r: Recorder = {
    latencies: new Map(),
    failures: [],
    shed: 0,
    refusals: new Map(),
    events: new Map(),
    reset() {
      r.latencies = new Map();
      r.failures = [];
      r.shed = 0;
      r.refusals = new Map();
      r.events = new Map();
    },
  };
  return r;
}

export const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** A call not answered by then has failed (and its player goes on). */
const CALL_TIMEOUT_MS = 10_000;

/** The headers the web client sends on every call. */
export const baseHeaders = { merchant: 'LOTUS', language: 'EN', device: 'web' };

export interface CallOptions {
  method?: 'GET' | 'POST';
  token?: string;
  /** A JSON body (or a form, given as URLSearchParams). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Error codes that are business refusals of this call, not failures. */
  refusals?: readonly string[];
}

/**
 * One call to the server: its latency goes to `name`; answers the envelope's `value` (the body itself for bare
 * answers, the text for HTML), or undefined when it failed or was refused (recorded either way).
 */
export async function timedCall(
  rec: Recorder,
  name: CallName,
  url: string,
  options: CallOptions = {},
): Promise<unknown | undefined> {
  const headers: Record<string, string> = { ...baseHeaders, ...options.headers };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.body.toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  let status = 0;
  let text = '';
  let contentType = '';
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      ...(body !== undefined && { body }),
    });
    status = res.status;
    contentType = res.headers.get('content-type') ?? '';
    text = await res.text();
  } catch (error) {
    rec.failures.push(`${name} ${new URL(url).pathname}: ${(error as Error).message}`);
    return undefined;
  } finally {
    const list = rec.latencies.get(name) ?? [];
    list.push(performance.now() - started);
    rec.latencies.set(name, list);
  }
  const json = contentType.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  const errorCode = typeof json?.errorCode === 'string' ? json.errorCode : undefined;
  if (status >= 200 && status < 300 && json?.success !== false) {
    if (!json) return text;
    return 'success' in json ? json.value : json;
  }
  if (errorCode && options.refusals?.includes(errorCode)) {
    count(rec.refusals, `${name}: ${errorCode}`);
    return undefined;
  }
  if (status === 503 && errorCode === 'service.unavailable') rec.shed += 1;
  rec.failures.push(`${name} ${new URL(url).pathname}: ${status} ${errorCode ?? text.slice(0, 160)}`);
  return undefined;
}

/** The `p`-th percentile (0–100) of `values`, nearest rank; NaN when there are none. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** p50, p99 and count of every call of `names` together. */
export function latencyOf(rec: Recorder, names: readonly CallName[]) {
  const all = names.flatMap((n) => rec.latencies.get(n) ?? []).sort((a, b) => a - b);
  return { count: all.length, p50: percentile(all, 50), p99: percentile(all, 99) };
}

export const namesOf = (cls: CallClass) =>
  (Object.keys(callClasses) as CallName[]).filter((name) => callClasses[name] === cls);
