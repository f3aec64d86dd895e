import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { logout } from './logout';

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clears the session but keeps the merchant keys, and tells the server with the old token', async () => {
    const fetchMock = mockFetch({ '/wps/session/logout': ok(null) });
    sessionStorage.setItem('merchant', 'LOTUS');
    sessionStorage.setItem('merchantCode', 'LOTUS');
    sessionStorage.setItem('HOT_GAMES', '[]');
    setSession({ token: 'tok-1', nickname: 'Demo', account: 'demo', customerId: 7, isAgent: true });

    logout();

    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(useSessionStore.getState()).toMatchObject({ token: null, nickname: null, isAgent: false, isTrial: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/session/logout');
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-1');
  });

  it('ends the session even when the server cannot be reached', () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    setSession({ token: 'tok-2' });
    logout();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
