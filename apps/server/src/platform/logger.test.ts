import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { createLogger, requestLogger } from './logger.ts';

/** A log destination keeping each written line, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

function addTestRoutes(app: FastifyInstance) {
  app.get('/wps/test/explode', { config: { endpoint: 'feedback' } }, async () => {
    throw new Error('relation "secret_ledger" does not exist');
  });
  app.get('/wps/test/suspicious', { config: { endpoint: 'feedback' } }, async (request) => {
    request.log.warn({ session: { token: 'token-abc123' } }, 'suspicious call');
    return null;
  });
}

describe('requestLogger', () => {
  it('at warn, makes no child logger until a line is written, and that line carries the request id, redacted', () => {
    const sink = logSink();
    const parent = createLogger({ logLevel: 'warn' }, sink.stream);
    const child = vi.spyOn(parent, 'child');
    const log = requestLogger(parent, { reqId: 'req-0001' }, {});
    log.info({ session: { token: 'token-abc123' } }, 'not written');
    log.debug('not written either');
    expect(child).not.toHaveBeenCalled();
    expect(sink.lines).toEqual([]);

    log.error({ session: { token: 'token-abc123' } }, 'written');
    log.warn('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(sink.lines).toMatchObject([
      { level: 50, reqId: 'req-0001', msg: 'written', session: { token: '[redacted]' } },
      { level: 40, reqId: 'req-0001', msg: 'written too' },
    ]);
  });

  it('follows a level set on the request logger', () => {
    const sink = logSink();
    const log = requestLogger(createLogger({ logLevel: 'warn' }, sink.stream), { reqId: 'req-0002' }, {});
    log.level = 'debug';
    log.debug('now written');
    expect(sink.lines).toMatchObject([{ level: 20, reqId: 'req-0002', msg: 'now written' }]);
  });

  it('at silent writes nothing, errors included', () => {
    const sink = logSink();
    requestLogger(createLogger({ logLevel: 'silent' }, sink.stream), { reqId: 'req-0003' }, {}).fatal('no');
    expect(sink.lines).toEqual([]);
  });

  it('at info, where every request is logged, is pino’s child at once', () => {
    const parent = createLogger({ logLevel: 'info' }, logSink().stream);
    const child = vi.spyOn(parent, 'child');
    requestLogger(parent, { reqId: 'req-0004' }, {});
    expect(child).toHaveBeenCalledTimes(1);
  });
});

describe('request logs of an app', () => {
  const quiet = logSink();
  const chatty = logSink();
  let atWarn: TestApp;
  let atInfo: TestApp;
  beforeAll(async () => {
    atWarn = await createTestApp({ logger: createLogger({ logLevel: 'warn' }, quiet.stream) });
    atInfo = await createTestApp({ db: atWarn.db, logger: createLogger({ logLevel: 'info' }, chatty.stream) });
    addTestRoutes(atWarn.app);
    addTestRoutes(atInfo.app);
  });
  afterAll(async () => {
    await atInfo.close();
    await atWarn.close();
  });
  beforeEach(() => {
    quiet.lines.length = 0;
    chatty.lines.length = 0;
  });

  it('at warn, a plain request writes nothing', async () => {
    const res = await atWarn.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders });
    expect(res.statusCode).toBe(200);
    expect(quiet.lines).toEqual([]);
  });

  it('at warn, a failed request is still logged as an error with its request id', async () => {
    const res = await atWarn.app.inject({
      url: '/wps/test/explode',
      headers: { ...demoHeaders, 'x-request-id': 'trace-warn-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(quiet.lines).toContainEqual(
      expect.objectContaining({ level: 50, reqId: 'trace-warn-0001', msg: 'request failed' }),
    );
  });

  it('at warn, a warning is written with its request id and its secrets redacted', async () => {
    const res = await atWarn.app.inject({ url: '/wps/test/suspicious', headers: demoHeaders });
    expect(quiet.lines).toEqual([
      expect.objectContaining({ level: 40, reqId: res.headers['x-request-id'], session: { token: '[redacted]' } }),
    ]);
  });

  it('at info, every request is logged with its request id and its secret headers redacted', async () => {
    await atInfo.app.inject({
      url: '/wps/system/whitelabel',
      headers: { ...demoHeaders, 'x-request-id': 'trace-info-0001', authorization: 'session-token-abc123' },
    });
    expect(chatty.lines).toContainEqual(
      expect.objectContaining({
        reqId: 'trace-info-0001',
        msg: 'incoming request',
        req: expect.objectContaining({ headers: expect.objectContaining({ authorization: '[redacted]' }) }),
      }),
    );
    expect(chatty.lines).toContainEqual(
      expect.objectContaining({ reqId: 'trace-info-0001', msg: 'request completed' }),
    );
    expect(JSON.stringify(chatty.lines)).not.toContain('session-token-abc123');
  });
});
