import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-paths.ts';
import { AppError } from './app-error.ts';
import { escapeHtml } from './html/escape-html.ts';
import type { MerchantDirectory } from './merchant/merchant-directory.ts';

/** Vite's build output names (`assets/index-B3xk9_aZ.js`, and its `.br`/`.gz` copies): only these are cached for good. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface WebApp {
  root: string;
  /** index.html with `<meta name="lotus-merchant">` for the merchant whose domain the request came to. */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The built SPA is served whenever it exists (production or not); without it the server answers the API only. */
export function hasWebBuild(webDist: string) {
  return existsSync(path.join(webDist, 'index.html'));
}

/** Inserts the merchant meta right after `<head>`, where the client reads it before anything else runs. */
export function injectMerchantMeta(html: string, code: string | null): string {
  if (!code) return html;
  const meta = `<meta name="lotus-merchant" content="${escapeHtml(code)}">`;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
}

/** `/assets/a%20b.js` → `assets/a b.js`; an undecodable path names no file. */
function decodePath(pathname: string) {
  try {
    return decodeURIComponent(pathname.slice(1));
  } catch {
    return '\0';
  }
}

/** The encoding to answer with: Brotli, then gzip, when the request accepts it (`q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

interface IndexVariants {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function createWebApp(root: string, directory: MerchantDirectory): WebApp {
  // Read once: a deployment replaces the build together with the process.
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  // Compressed once per merchant (the page differs only by its merchant meta), not on every visit.
  const variants = new Map<string | null, IndexVariants>();
  const variantsOf = (code: string | null) => {
    let found = variants.get(code);
    if (!found) {
      const page = injectMerchantMeta(html, code);
      found = { html: page, br: brotliCompressSync(page), gzip: gzipSync(page, { level: 9 }) };
      if (variants.size < 1000) variants.set(code, found);
    }
    return found;
  };
  return {
    root,
    async sendIndex(request, reply) {
      const page = variantsOf(await directory.codeForDomain(request.hostname));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply
        .code(200)
        .header('cache-control', REVALIDATE)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    },
  };
}

/**
 * Serves the built web app: files as they are, or their precompressed copies (hashed assets cached for a year, everything else revalidated),
 * index.html for `/` and for any unknown non-API GET that asks for HTML (history-mode routes, via the envelope
 * plugin's not-found fallback). Static files do not count against the API rate limit: a page load fetches dozens.
 */
export default fp<{ web: WebApp }>(
  async function webApp(app, { web }) {
    await app.register(fastifyStatic, {
      root: web.root,
      serve: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes `.br` and `.gz` copies of its text files; the copy the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      config: { rateLimit: false },
      schema: { hide: true },
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (isApiPath(pathname)) throw new AppError('route.not.found');
        if (pathname === '/' || pathname === '/index.html') return web.sendIndex(request, reply);
        // Missing files fall through to the not-found handler, which answers HTML requests with index.html.
        return reply.sendFile(decodePath(pathname));
      },
    });
  },
  { name: 'web-app', dependencies: ['envelope'] },
);
