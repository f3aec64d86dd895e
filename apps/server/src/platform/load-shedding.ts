import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from './app-error.ts';
import { requestLanguage } from './language.ts';

export interface LoadSheddingOptions {
  /** Guarded requests served at once; the next ones wait their turn in order. */
  concurrency: number;
  /** Guarded requests allowed to wait; the next one is refused at once. */
  maxQueued: number;
  /** While the event loop runs this late (milliseconds), guarded requests are refused at once. */
  maxEventLoopDelayMs: number;
  /**
   * While the event loop has been busy more than this share of the last `utilizationWindowMs` (0–1; 1 never sheds),
   * guarded requests are refused at once.
   */
  maxEventLoopUtilization: number;
  /** The stretch of time the loop's utilization is measured over (default 500 ms). */
  utilizationWindowMs?: number;
  /** What the refusal tells the caller to wait (`Retry-After`, and `value.retryAfterSeconds`). */
  retryAfterSeconds: number;
  /** Route paths starting with one of these are guarded; every other route (health, pages, …) is not. */
  prefixes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Guarded requests being served and waiting (metrics and tests read it). */
    loadShedding: { readonly running: number; readonly queued: number };
  }
}

/** Per request: whether it holds a slot (until it answers), and the wait to end if it goes away while queued. */
const slot = Symbol('load-shedding.slot');
type Tracked = FastifyRequest & { [slot]?: 'held' | 'freed' };

/** How often the event loop's delay and utilization are sampled. */
const SAMPLE_MS = 20;
const UTILIZATION_WINDOW_MS = 500;

/**
 * Sheds load on the money routes above saturation, where calls would otherwise queue for seconds. A refused request
 * gets a fast 503 `service.unavailable` with `Retry-After` in the envelope, before its body is read and before any
 * transaction, so it changes nothing and the vendor's retry with the same txId goes through once. Two queues are
 * bounded:
 *
 * - The database's. PostgreSQL serves as many calls at once as its pool has connections: `concurrency` calls are let
 *   through, the rest wait in order for a slot (passed on a later turn of the loop), and over `maxQueued` waiting a
 *   call is refused. The wait stays under about (`concurrency` + `maxQueued`) ÷ the calls per second the database
 *   sustains.
 * - The event loop's. PGlite runs its SQL on this thread and its promises settle without giving the loop a turn, so
 *   a call runs from its socket's read to its answer in one go, and above saturation the next requests wait unread in
 *   their sockets, where no count sees them; each turn of the loop reads more of them and takes longer. A timer that
 *   fires late measures that wait: while the last sample, or the turn now running, is over `maxEventLoopDelayMs`,
 *   guarded requests are refused, which drains the backlog at microseconds a request. The loop can also keep its
 *   turns short and still be saturated: calls then wait before the server reads them (in their sockets, the listen
 *   backlog, the client's own queue), and no delay shows it. Its utilization does: while the loop was busy more than
 *   `maxEventLoopUtilization` of the last `utilizationWindowMs`, guarded requests are refused too; each refusal
 *   costs microseconds, so the loop soon has idle time again and lets calls in.
 *
 * Health checks and pages are never guarded.
 */
export default fp<LoadSheddingOptions>(
  async function loadShedding(app, options) {
    const { concurrency, maxQueued, maxEventLoopDelayMs, maxEventLoopUtilization, retryAfterSeconds, prefixes } =
      options;
    const windowMs = options.utilizationWindowMs ?? UTILIZATION_WINDOW_MS;
    // The latest sample of the loop's delay, and when the next sample is due.
    let loopDelay = 0;
    let due = performance.now() + SAMPLE_MS;
    let timer: NodeJS.Timeout | undefined;
    // The loop's cumulative busy and idle time at each sample of the window (oldest first), and its share busy.
    const marks = [{ at: performance.now(), elu: performance.eventLoopUtilization() }];
    let utilization = 0;
    const sample = () => {
      const now = performance.now();
      loopDelay = Math.max(0, now - due);
      due = now + SAMPLE_MS;
      const elu = performance.eventLoopUtilization();
      marks.push({ at: now, elu });
      // The oldest mark kept is the last one at least a window old.
      while (marks.length > 2 && now - (marks[1]?.at ?? now) >= windowMs) marks.shift();
      // Judged over a whole window only: a few milliseconds just after start would read as a loop never idle.
      const oldest = marks[0];
      if (oldest && now - oldest.at >= windowMs) {
        utilization = performance.eventLoopUtilization(elu, oldest.elu).utilization;
      }
      timer = setTimeout(sample, SAMPLE_MS).unref();
    };
    timer = setTimeout(sample, SAMPLE_MS).unref();
    // The window starts when the server is ready: its own start-up (migrations, seed, routes) is not load.
    app.addHook('onReady', async () => {
      marks.splice(0, marks.length, { at: performance.now(), elu: performance.eventLoopUtilization() });
      utilization = 0;
    });
    app.addHook('onClose', async () => clearTimeout(timer));
    // A turn still running counts before its timer can report it.
    const overloaded = () =>
      Math.max(loopDelay, performance.now() - due) > maxEventLoopDelayMs || utilization > maxEventLoopUtilization;

    let running = 0;
    // In arrival order (a Map keeps insertion order); each entry lets its request in, or turns it away.
    const waiting = new Map<FastifyRequest, (admitted: boolean) => void>();
    app.decorate('loadShedding', {
      get running() {
        return running;
      },
      get queued() {
        return waiting.size;
      },
    });

    const next = () => {
      const first = waiting.entries().next();
      if (first.done) {
        running -= 1;
        return;
      }
      const [request, letIn] = first.value;
      waiting.delete(request);
      // The slot passes on a later turn of the loop, so sockets are read between two calls.
      setImmediate(letIn, true);
    };

    const shed = (request: FastifyRequest, reply: FastifyReply) => {
      const value = { retryAfterSeconds };
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({
          success: false,
          errorCode: 'service.unavailable',
          message: errorMessage('service.unavailable', requestLanguage(request), value),
          value,
        });
    };

    const admit: onRequestHookHandler = async (request, reply) => {
      if (overloaded()) return shed(request, reply);
      if (running < concurrency) running += 1;
      else if (waiting.size >= maxQueued) return shed(request, reply);
      else {
        if (!(await new Promise<boolean>((resolve) => waiting.set(request, resolve)))) return shed(request, reply);
        // Gone while the slot was on its way: pass it on rather than hold it for an answer nobody reads.
        if (request.raw.destroyed) {
          next();
          return shed(request, reply);
        }
      }
      (request as Tracked)[slot] = 'held';
    };

    // The slot is freed once the answer is on its way (the work is done), or when the client went away.
    const release = async (request: FastifyRequest) => {
      const tracked = request as Tracked;
      const letIn = waiting.get(request);
      if (letIn) {
        waiting.delete(request);
        letIn(false);
      }
      if (tracked[slot] !== 'held') return;
      tracked[slot] = 'freed';
      next();
    };

    const asList = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
    app.addHook('onRoute', (route) => {
      if (!prefixes.some((prefix) => route.url.startsWith(`${prefix}/`))) return;
      // Route-level hooks run after the app's (request id, language), so the refusal is in the caller's language.
      route.onRequest = [...asList(route.onRequest), admit];
      route.onSend = [...asList(route.onSend), async (request: FastifyRequest) => release(request)];
      route.onResponse = [...asList(route.onResponse), release];
      route.onRequestAbort = [...asList(route.onRequestAbort), release];
    });
  },
  { name: 'load-shedding', dependencies: ['language'] },
);
