import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { fail, mockFetch, ok, sentHeaders } from '@/test/fetch-mock';
import { setMatchingMedia } from '@/test/media';
import { changeLanguage } from '../i18n';
import { useSessionStore } from '../session';
import { ApiError, retryAfterMs } from './api-error';
import { callEndpoint, request } from './client';
import { retryDelay, shouldRetry } from './query-client';

function setMerchantMeta(code: string | null) {
  document.head.querySelector('meta[name="lotus-merchant"]')?.remove();
  if (code === null) return;
  const meta = document.createElement('meta');
  meta.name = 'lotus-merchant';
  meta.content = code;
  document.head.append(meta);
}

function login(token: string) {
  sessionStorage.setItem('token', token);
  useSessionStore.setState({ token, nickname: null, isAgent: false });
}

describe('API client headers', () => {
  beforeEach(() => setMerchantMeta(null));
  afterEach(async () => {
    setMerchantMeta(null);
    useSessionStore.setState({ token: null, nickname: null, isAgent: false });
    await changeLanguage('EN');
    vi.unstubAllGlobals();
  });

  it('sends the demo merchant, EN, web and gateway version 3, and no Authorization for a guest', async () => {
    const fetchMock = mockFetch({ '/wps/x': ok(1) });
    await request('/wps/x');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Merchant')).toBe(DEMO_MERCHANT_CODE);
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('X-Gateway-Version')).toBe('3');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('uses the merchant code the server injected into the page', async () => {
    setMerchantMeta('ACME');
    const fetchMock = mockFetch({ '/wps/x': ok(1) });
    await request('/wps/x');
    expect(sentHeaders(fetchMock).get('Merchant')).toBe('ACME');
    expect(sessionStorage.getItem('merchantCode')).toBe('ACME');
  });

  it('sends the raw session token and the current language', async () => {
    login('tok-123');
    await changeLanguage('CN');
    const fetchMock = mockFetch({ '/wps/x': ok(1) });
    await request('/wps/x');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('Language')).toBe('CN');
  });

  it('reports a phone-sized viewport as the mobile device', async () => {
    setMatchingMedia((query) => query.includes('max-width'));
    const fetchMock = mockFetch({ '/wps/x': ok(1) });
    await request('/wps/x');
    expect(sentHeaders(fetchMock).get('Device')).toBe('mobile');
  });

  it('takes method and path from the contract endpoint table', async () => {
    const fetchMock = mockFetch({ '/wps/system/status': ok({}) });
    await callEndpoint('systemStatus');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it("fills the path's parameters from params and sends the query", async () => {
    const fetchMock = mockFetch({ '/wps/session/social/google/start': ok({ authorizationUrl: 'https://x' }) });
    await callEndpoint('socialStart', { params: { provider: 'google' }, query: { redirectUri: 'https://y/' } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/wps/session/social/google/start?redirectUri=${encodeURIComponent('https://y/')}`,
    );
  });
});

describe('API client envelope', () => {
  afterEach(() => {
    useSessionStore.setState({ token: null, nickname: null, isAgent: false });
    vi.unstubAllGlobals();
  });

  it('returns the value of a successful envelope, validated by the schema', async () => {
    mockFetch({ '/wps/x': ok({ n: 3, extra: true }) });
    const value = await request('/wps/x', { schema: z.object({ n: z.number() }) });
    expect(value).toEqual({ n: 3 });
  });

  it('loads no schema and sends nothing inside the task that asked, so a page’s queries make no long task', async () => {
    const fetchMock = mockFetch({ '/wps/x': ok(1), '/wps/y': ok(2) });
    const loadSchema = vi.fn(async () => z.number());
    const both = Promise.all([request('/wps/x', { schema: loadSchema }), request('/wps/y')]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadSchema).not.toHaveBeenCalled();
    await expect(both).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('accepts a lazily loaded schema', async () => {
    mockFetch({ '/wps/x': ok({ n: 3 }) });
    const value = await request('/wps/x', { schema: async () => z.object({ n: z.number() }) });
    expect(value.n).toBe(3);
  });

  it("validates with zod/mini schemas too, defaults included (the first view's answers use them)", async () => {
    mockFetch({ '/wps/x': ok({ n: 3 }) });
    const schema = zm.object({ n: zm.int(), list: zm._default(zm.array(zm.string()), []) });
    expect(await request('/wps/x', { schema })).toEqual({ n: 3, list: [] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/wps/x': ok({ n: 1.5 }) });
    await expect(request('/wps/x', { schema })).rejects.toMatchObject({ errorCode: 'response.invalid' });
    vi.restoreAllMocks();
  });

  it('rejects a response that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/wps/x': ok({ n: 'three' }) });
    await expect(request('/wps/x', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({
      errorCode: 'response.invalid',
    });
    vi.restoreAllMocks();
  });

  it('turns a failure envelope into an ApiError with code, message, status and value', async () => {
    mockFetch({ '/wps/x': fail(400, 'request.invalid', 'Bad fields', { fields: { username: 'Required' } }) });
    const error = await request('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'request.invalid',
      message: 'Bad fields',
      status: 400,
      value: { fields: { username: 'Required' } },
    });
  });

  it('reports a network failure with the spec §8 text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('/wps/x')).rejects.toMatchObject({
      errorCode: 'service.unavailable',
      status: 0,
      message: 'Network link is abnormal, please try again',
    });
  });

  it('reports a non-envelope 502 from a proxy as the network error, not a crash', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(request('/wps/x')).rejects.toMatchObject({ errorCode: 'service.unavailable', status: 502 });
  });
});

describe('API client and rate limits', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 429 envelope keeps the wait the server asked for', async () => {
    mockFetch({ '/wps/x': fail(429, 'rate.limited', 'Too many requests', { retryAfterSeconds: 42 }) });
    const error = await request('/wps/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'rate.limited', status: 429 });
    expect(retryAfterMs(error)).toBe(42_000);
  });

  it('a 429 from a proxy without the envelope takes the wait from Retry-After', async () => {
    const answer = () => new Response('slow down', { status: 429, headers: { 'Retry-After': '17' } });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => answer()),
    );
    expect(retryAfterMs(await request('/wps/x').catch((e: unknown) => e))).toBe(17_000);
    expect(retryAfterMs(await request('/wps/x', { bare: true }).catch((e: unknown) => e))).toBe(17_000);
  });

  it('queries retry a rate-limited call after its Retry-After, and other client errors not at all', () => {
    const limited = new ApiError('rate.limited', 'Too many requests', 429, { retryAfterSeconds: 30 });
    expect(shouldRetry(0, limited)).toBe(true);
    expect(shouldRetry(2, limited)).toBe(true);
    expect(shouldRetry(3, limited)).toBe(false);
    expect(retryDelay(1, limited)).toBe(30_000);
    const invalid = new ApiError('request.invalid', 'Bad', 400);
    expect(shouldRetry(0, invalid)).toBe(false);
    expect(retryDelay(1, invalid)).toBe(2_000);
  });
});

describe('API client session handling', () => {
  afterEach(() => {
    useSessionStore.setState({ token: null, nickname: null, isAgent: false });
    vi.unstubAllGlobals();
  });

  it('ends the session on 401 login.not.session but keeps the merchant keys', async () => {
    login('dead');
    sessionStorage.setItem('nickname', 'Ann');
    sessionStorage.setItem('merchant', 'LOTUS');
    sessionStorage.setItem('merchantCode', 'LOTUS');
    mockFetch({ '/wps/member/info': fail(401, 'login.not.session', 'You are not logged in, please login') });

    await expect(callEndpoint('memberInfo')).rejects.toMatchObject({ errorCode: 'login.not.session', status: 401 });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('LOTUS');
    expect(sessionStorage.getItem('merchantCode')).toBe('LOTUS');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('retries a public feed once without the dead token and returns the guest answer', async () => {
    login('dead');
    const fetchMock = mockFetch({
      '/wps/relay/MCSFE_getListAnnouncements': (_url, init) =>
        new Headers(init.headers).has('Authorization')
          ? fail(401, 'login.not.session', 'You are not logged in, please login')
          : ok({ banners: [], player: [], popup: [], promotion: [] }),
    });
    const value = await callEndpoint('announcements');
    expect(value).toEqual({ banners: [], player: [], popup: [], promotion: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 1).has('Authorization')).toBe(false);
  });

  it('does not retry a call that needs login', async () => {
    login('dead');
    const fetchMock = mockFetch({ '/wps/member/info': fail(401, 'login.not.session', 'Not logged in') });
    await expect(callEndpoint('memberInfo')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors', async () => {
    login('alive');
    mockFetch({ '/wps/member/info': fail(403, 'access.forbidden', 'No') });
    await expect(callEndpoint('memberInfo')).rejects.toMatchObject({ status: 403 });
    expect(sessionStorage.getItem('token')).toBe('alive');
  });
});
