import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PayloadKeyServer, payloadKeyServer } from '@/test/encrypted-fetch';
import { fail, type MockResponse, mockFetch, ok, sentHeaders } from '@/test/fetch-mock';

let first: PayloadKeyServer;
let second: PayloadKeyServer;
// The key is cached per page load: each test loads the client afresh, as a new page would.
let client: typeof import('./client');

beforeAll(async () => {
  [first, second] = await Promise.all([payloadKeyServer(), payloadKeyServer()]);
});
beforeEach(async () => {
  vi.resetModules();
  client = await import('./client');
});
afterEach(() => vi.unstubAllGlobals());

/** A server that hands out `current` and opens bodies sealed for any of `accepted`, as after a rotation. */
function server(current: () => PayloadKeyServer, accepted: () => PayloadKeyServer[]) {
  const keyRequests: URL[] = [];
  const received: unknown[] = [];
  const decrypt = (_url: URL, init: RequestInit): MockResponse => {
    for (const key of accepted()) {
      const plain = key.decrypt(init);
      if (plain !== null) {
        received.push(plain);
        return ok({ token: 't' });
      }
    }
    return fail(400, 'request_body_required', 'The request body is missing or cannot be read');
  };
  const fetchMock = mockFetch({
    '/wps/session/key/rsa': (url) => {
      keyRequests.push(url);
      return current().routes['/wps/session/key/rsa']?.() ?? {};
    },
    '/wps/session/login': decrypt,
    '/wps/member/register': decrypt,
    '/wps/system/status': ok({}),
  });
  return { fetchMock, keyRequests, received };
}

describe('encrypted calls through the API client', () => {
  it('encrypts the body of an endpoint the contract marks encrypted, with the key fetched once', async () => {
    const s = server(
      () => first,
      () => [first],
    );
    await client.callEndpoint('login', { body: { username: 'demo', password: 'Demo1234' } });
    await client.callEndpoint('register', { body: { username: 'newbie' } });
    expect(s.received).toEqual([{ username: 'demo', password: 'Demo1234' }, { username: 'newbie' }]);
    expect(s.keyRequests).toHaveLength(1);
    expect(s.keyRequests[0]?.searchParams.get('v')).toBe('2');
    const loginCall = s.fetchMock.mock.calls.find(([url]) => String(url).includes('/login'));
    const init = loginCall?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Encryption')).toMatch(/^v2\./);
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(['value']);
    expect(String(init.body)).not.toContain('Demo1234');
  });

  it('encrypts a request() to an encrypted path too, and leaves other calls alone', async () => {
    const s = server(
      () => first,
      () => [first],
    );
    await client.request('/wps/session/login', { method: 'POST', body: { userName: 'demo' } });
    expect(s.received).toEqual([{ userName: 'demo' }]);
    await client.callEndpoint('systemStatus');
    expect(sentHeaders(s.fetchMock, s.fetchMock.mock.calls.length - 1).has('Encryption')).toBe(false);
  });

  it('fetches the new key and sends once more when the server rotated since the page fetched its key', async () => {
    let rotated = false;
    const s = server(
      () => (rotated ? second : first),
      () => (rotated ? [second] : [first]),
    );
    await client.callEndpoint('login', { body: { username: 'one' } });
    rotated = true;
    await client.callEndpoint('login', { body: { username: 'two' } });
    expect(s.received).toEqual([{ username: 'one' }, { username: 'two' }]);
    expect(s.keyRequests).toHaveLength(2);
  });

  it('gives up after one fresh key: a body the server still refuses is an error', async () => {
    const s = server(
      () => first,
      () => [],
    );
    await expect(client.callEndpoint('login', { body: {} })).rejects.toMatchObject({
      errorCode: 'request_body_required',
      status: 400,
    });
    const logins = s.fetchMock.mock.calls.filter(([url]) => String(url).includes('/login'));
    expect(logins).toHaveLength(2);
  });

  it('reports an unreachable key endpoint as the network error without sending the body', async () => {
    const fetchMock = mockFetch({ '/wps/session/key/rsa': { status: 503, body: undefined } });
    await expect(client.callEndpoint('login', { body: { password: 'x' } })).rejects.toMatchObject({
      errorCode: 'service.unavailable',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
