import { Writable } from 'node:stream';
import { errorEnvelopeSchema } from '@lotus/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { AppError } from './app-error.ts';
import { createLogger } from './logger.ts';

let t: TestApp;
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

function addTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A JSON body endpoint on a test path, answering like any contract endpoint (FEEDBACK3, no login).
  r.post(
    '/wps/test/echo',
    {
      config: { endpoint: 'feedback' },
      schema: {
        body: z.object({ name: z.string().min(2), items: z.array(z.object({ qty: z.number().int() })).optional() }),
        response: { 200: z.object({ hello: z.string() }) },
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  r.get('/wps/test/nothing', { config: { endpoint: 'feedback' } }, async () => undefined);
  r.get('/wps/test/refuse', { config: { endpoint: 'feedback' } }, async () => {
    throw new AppError('request.conflict', { orderId: 42 });
  });
  r.get('/wps/test/explode', { config: { endpoint: 'feedback' } }, async () => {
    const error = new Error('relation "secret_ledger" does not exist: select * from secret_ledger where token = 1');
    throw Object.assign(error, { code: '42P01' });
  });
  r.get(
    '/wps/test/bad-response',
    { config: { endpoint: 'feedback' }, schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'not a number' }) as never,
  );
  r.get('/wps/test/bare', { config: { endpoint: 'lotteryMenus' } }, async () => ({ menus: [] }));
}

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ logLevel: 'info' }, logSink) });
  addTestRoutes(t.app);
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/test/echo',
    payload,
    headers: { ...demoHeaders, 'content-type': 'application/json', ...headers },
  });

describe('envelope', () => {
  it('wraps a returned value as {success: true, value}', async () => {
    const res = await post(JSON.stringify({ name: 'Ann' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { hello: 'Ann' } });
  });

  it('wraps "nothing" as a null value', async () => {
    const res = await t.app.inject({ url: '/wps/test/nothing', headers: demoHeaders });
    expect(res.json()).toEqual({ success: true, value: null });
  });

  it('leaves bare endpoints unwrapped', async () => {
    const res = await t.app.inject({ url: '/wps/test/bare', headers: demoHeaders });
    expect(res.json()).toEqual({ menus: [] });
  });

  it('answers an AppError with its catalogue status, code, message and value', async () => {
    const res = await t.app.inject({ url: '/wps/test/refuse', headers: demoHeaders });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'request.conflict',
      message: 'This was already done',
      value: { orderId: 42 },
    });
  });
});

describe('merchant header', () => {
  it.each([
    ['missing', {}],
    ['unknown', { merchant: 'NOPE' }],
    ['empty', { merchant: '' }],
    ['repeated (joined by Node)', { merchant: 'LOTUS, LOTUS' }],
    ['repeated (array)', { merchant: ['LOTUS', 'LOTUS'] }],
  ])('%s → 400 function.not.available', async (_name, headers) => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('any header value is either the demo merchant or a clean refusal, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x20-\x7e]{0,40}$/), async (merchant) => {
        const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant } });
        if (merchant.trim() === 'LOTUS') {
          expect(res.statusCode).toBe(200);
        } else {
          expect(res.statusCode).toBe(400);
          expect(errorEnvelopeSchema.parse(res.json()).errorCode).toBe('function.not.available');
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('language of messages', () => {
  it.each([
    ['EN', 'This function is not available'],
    ['CN', '该功能不可用'],
    ['cn', '该功能不可用'],
    ['zh', '该功能不可用'],
    ['zh-CN', '该功能不可用'],
    ['fr', 'This function is not available'],
  ])('Language: %s', async (language, message) => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { language } });
    expect(res.json().message).toBe(message);
  });

  it('defaults to English without the header', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel' });
    expect(res.json().message).toBe('This function is not available');
  });
});

describe('bad input', () => {
  it('names each invalid field', async () => {
    const res = await post(JSON.stringify({ name: 'A', items: [{ qty: 1.5 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
    expect(Object.keys(res.json().value.fields).sort()).toEqual(['items.0.qty', 'name']);
  });

  it('refuses malformed JSON with 400 request.invalid', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('refuses a body over 1 MiB with 413 in the envelope', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.body.too.large' });
  });

  it('answers unknown API routes with 404 route.not.found', async () => {
    // `/vendor/v1/<vendor>/<action>` is the seamless API, which answers every call with a business status.
    for (const url of ['/wps/no/such/thing', '/lgw/nothing', '/vendor/v2/x/balance', '/api/anything']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...demoHeaders, accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 system.busy without stack or SQL, and are logged with the request id', async () => {
    const res = await t.app.inject({
      url: '/wps/test/explode',
      headers: { ...demoHeaders, 'x-request-id': 'trace-explode-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errorCode: 'system.busy', message: 'Unknown error', value: {} });
    expect(res.body).not.toMatch(/secret_ledger|select|at .*\.ts/);
    const logged = logLines.find((l) => l.includes('secret_ledger'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ level: 50, reqId: 'trace-explode-0001' });
  });

  it('a response that breaks its own schema is a 500 too, not a malformed answer', async () => {
    const res = await t.app.inject({ url: '/wps/test/bad-response', headers: demoHeaders });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('system.busy');
  });
});

describe('logs', () => {
  it('never contain tokens, cookies or encryption keys', async () => {
    await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: {
        ...demoHeaders,
        authorization: 'session-token-abc123',
        cookie: 'remember=cookie-secret-xyz',
        encryption: 'rsa-key-envelope-789',
      },
    });
    const text = logLines.join('');
    expect(text).toContain('/wps/system/whitelabel');
    expect(text).not.toMatch(/session-token-abc123|cookie-secret-xyz|rsa-key-envelope-789/);
    expect(text).toContain('[redacted]');
  });
});
