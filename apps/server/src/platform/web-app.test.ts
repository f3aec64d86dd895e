import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { injectMerchantMeta, preferredEncoding } from './web-app.ts';

let t: TestApp;
let dist: string;
const html =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lotus</title></head><body></body></html>';
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let visitors = 0;
/** Headers of a new visitor (through a trusted proxy). */
const as = (headers: Record<string, string> = {}) => ({ 'x-forwarded-for': `198.51.100.${++visitors}`, ...headers });

beforeAll(async () => {
  // A tiny stand-in for the web build: the server must not depend on the real one.
  dist = await mkdtemp(path.join(tmpdir(), 'lotus-web-dist-'));
  await mkdir(path.join(dist, 'assets/banners'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, 'assets/index-B3xk9_aZ.js'), 'console.log("app");');
  // The build's Brotli copy of it (the build writes `.br` and `.gz` beside every text file).
  await writeFile(path.join(dist, 'assets/index-B3xk9_aZ.js.br'), brotliCompressSync('console.log("app");'));
  await writeFile(path.join(dist, 'assets/banners/home-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  // A low limit to show static files are exempt; each test below is its own visitor so the counts stay apart.
  t = await createTestApp({ config: { webDist: dist, rateLimitPerMinute: 3, trustProxy: true } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const merchantMeta = /<head><meta name="lotus-merchant" content="LOTUS">/;

describe('web app', () => {
  it('serves index.html for / with the merchant of the request host, never cached', async () => {
    const res = await t.app.inject({ url: '/', headers: as({ ...page, host: 'localhost:8080' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(merchantMeta);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the page compressed as the browser accepts: Brotli first, then gzip, else plain', async () => {
    const get = (encoding: string) =>
      t.app.inject({ url: '/', headers: as({ ...page, host: 'localhost:8080', 'accept-encoding': encoding }) });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(merchantMeta);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(merchantMeta);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(merchantMeta);
  });

  it('sends a precompressed copy of a build file to a browser that accepts it', async () => {
    const url = '/assets/index-B3xk9_aZ.js';
    const br = await t.app.inject({ url, headers: as({ 'accept-encoding': 'br' }) });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app");');
    // No gzip copy of it: the file itself.
    const gz = await t.app.inject({ url, headers: as({ 'accept-encoding': 'gzip' }) });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toBe('console.log("app");');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('leaves the meta out for a host no merchant owns', async () => {
    const res = await t.app.inject({ url: '/', headers: as({ ...page, host: 'unknown.example' }) });
    expect(res.body).toBe(html);
  });

  it('answers history-mode routes with index.html', async () => {
    for (const url of ['/member', '/help?x=1#term', '/rng?vassalage=PG', '/index.html']) {
      const res = await t.app.inject({ url, headers: as({ ...page, host: '127.0.0.1' }) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(merchantMeta);
    }
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const js = await t.app.inject({ url: '/assets/index-B3xk9_aZ.js', headers: as() });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const banner = await t.app.inject({ url: '/assets/banners/home-1.svg', headers: as() });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/sw.js', headers: as() })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a page with 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/assets/gone-AAAAAAAA.js', headers: as({ accept: '*/*' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('never answers API paths with the page', async () => {
    for (const url of ['/wps/nope', '/lgw/nope', '/healthz/x']) {
      const res = await t.app.inject({ url, headers: as(page) });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('route.not.found');
    }
  });

  it('serves no dotfiles and nothing outside the build', async () => {
    for (const url of ['/.env', '/../package.json', '/%2e%2e/package.json']) {
      const res = await t.app.inject({ url, headers: as({ accept: '*/*' }) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('"workspaces"');
    }
  });

  it('does not count static files against the API rate limit', async () => {
    const headers = as();
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ url: '/assets/index-B3xk9_aZ.js', headers })).statusCode).toBe(200);
    }
  });
});

describe('injectMerchantMeta', () => {
  it('puts the tag first in <head>, attributes and all, and escapes the code', () => {
    expect(injectMerchantMeta('<html><head data-x="1"><title>t</title></head></html>', 'A"B')).toBe(
      '<html><head data-x="1"><meta name="lotus-merchant" content="A&quot;B"><title>t</title></head></html>',
    );
    expect(injectMerchantMeta('<head></head>', null)).toBe('<head></head>');
  });
});
