import type { Page, Request } from 'playwright-core';

/** Long-lived connections never finish: they do not count as loading. */
const streaming = new Set(['eventsource', 'websocket']);

/**
 * Follows the page's requests so a test can wait until what a view loads has arrived: unlike the `networkidle` load
 * state, it also holds after client-side navigation and tab switches, long after the document's load.
 */
export function trackRequests(page: Page) {
  const inflight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    if (inflight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (streaming.has(request.resourceType())) return;
    inflight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    /** Resolves once no request has been in flight for `quietMs` (then the view has rendered what arrived). */
    async quiet(quietMs = 250, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (inflight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`still loading: ${[...inflight].map((r) => r.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
