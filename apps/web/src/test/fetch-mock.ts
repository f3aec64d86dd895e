import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = (url: URL, init: RequestInit) => MockResponse | Promise<MockResponse>;

/** Replaces `fetch` with a router keyed by path; unknown paths answer 404 with the server's envelope. */
export function mockFetch(routes: Record<string, Handler | MockResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? await route(url, init) : route;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { success: false, errorCode: 'route.not.found', message: 'Not found', value: {} },
    };
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (value: unknown): MockResponse => ({ body: { success: true, value } });

export const fail = (status: number, errorCode: string, message: string, value: unknown = {}): MockResponse => ({
  status,
  body: { success: false, errorCode, message, value },
});

/** The headers a mocked call was sent with. */
export function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers);
}
