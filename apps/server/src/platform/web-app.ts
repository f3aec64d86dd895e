import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEMO_MERCHANT_CODE, isSpaRoute, type Language } from '@lotus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-paths.ts';
import { escapeHtml } from './html/escape-html.ts';
import type { MerchantDirectory } from './merchant/merchant-directory.ts';
import { TtlCache } from './ttl-cache.ts';

/** Vite's build output names (`assets/index-B3xk9_aZ.js`, and its `.br`/`.gz` copies): only these are cached for good. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface WebApp {
  root: string;
  /**
   * index.html with `<meta name="lotus-merchant">` for the merchant whose domain the request came to, and on `/` the
   * merchant's first home banner painted in the boot frame; 200 for the app's pages, 404 for any other path (the app
   * then shows its not-found page).
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface WebAppOptions {
  /**
   * The image URL of the first home banner a visitor of the merchant sees now, as the web client addresses it; null
   * when there is none (or when the client picks the image host per page load).
   */
  homeBannerImage?: (merchantCode: string, language: Language) => Promise<string | null>;
  /** How long a merchant's home banner is reused: a banner changed in the console reaches the page within this. */
  bannerTtlMs?: number;
  now?: () => number;
}

/** The home banner reused for a few seconds: every visit of `/` would otherwise ask the database for it. */
const BANNER_TTL_MS = 10_000;
const MAX_CACHED = 1000;

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

/** index.html's skeleton of the home banner in the boot frame (app/components/boot-shell.tsx), with its attributes. */
const BOOT_BANNER = /<span class="skeleton boot-shell__banner"[^>]*><\/span>/;

/**
 * Paints the home page's first banner in the boot frame instead of its skeleton: the page's largest image then loads
 * with the HTML and shows before any script runs, rather than after the scripts, the boot payload and the feed. The
 * frame keeps its size (the skeleton's class gives the 3 ∶ 1 box), so nothing moves when the image arrives. A preload
 * right after the charset asks for it before the head's scripts and styles, which share the phone's bandwidth.
 */
export function injectHomeBanner(html: string, imageUrl: string | null): string {
  if (!imageUrl || !BOOT_BANNER.test(html)) return html;
  const src = escapeHtml(imageUrl);
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  const image = `<img class="skeleton boot-shell__banner" src="${src}" alt="" fetchpriority="high">`;
  const withImage = html.replace(BOOT_BANNER, image);
  const charset = /<meta charset[^>]*>/i;
  return charset.test(withImage)
    ? withImage.replace(charset, (meta) => `${meta}${preload}`)
    : withImage.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${preload}`);
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

export function createWebApp(root: string, directory: MerchantDirectory, options: WebAppOptions = {}): WebApp {
  const { homeBannerImage, bannerTtlMs = BANNER_TTL_MS, now = Date.now } = options;
  // Read once: a deployment replaces the build together with the process.
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  // Compressed once per merchant and home banner (the page differs only by those), not on every visit.
  const variants = new Map<string, IndexVariants>();
  const variantsOf = (code: string | null, bannerUrl: string | null) => {
    const key = `${code ?? ''}\n${bannerUrl ?? ''}`;
    let found = variants.get(key);
    if (!found) {
      const page = injectHomeBanner(injectMerchantMeta(html, code), bannerUrl);
      found = { html: page, br: brotliCompressSync(page), gzip: gzipSync(page, { level: 9 }) };
      // A banner replaced in the console leaves its page behind: the oldest goes first.
      if (variants.size >= MAX_CACHED) variants.delete(variants.keys().next().value as string);
      variants.set(key, found);
    }
    return found;
  };

  const banners = new TtlCache<string | null>({ ttlMs: bannerTtlMs, maxEntries: MAX_CACHED, now });
  // A merchant changed in the console (its image hosts …) is looked up afresh.
  directory.onForget((code) => banners.deleteWhere((key) => key.startsWith(`${code}\n`)));
  const bannerOf = (code: string, language: Language): Promise<string | null> => {
    if (!homeBannerImage) return Promise.resolve(null);
    // Without it the page still works (the skeleton stays until the feed arrives): a failed look-up is not kept.
    return banners.get(`${code}\n${language}`, () => homeBannerImage(code, language)).catch(() => null);
  };

  return {
    root,
    async sendIndex(request, reply) {
      const code = await directory.codeForDomain(request.hostname);
      // Only the home page starts with the banner; other routes' frames keep the skeleton. The web client talks to the
      // demo merchant on a domain no merchant owns.
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      const home = pathname === '/';
      const bannerUrl = home ? await bannerOf(code ?? DEMO_MERCHANT_CODE, request.language) : null;
      const page = variantsOf(code, bannerUrl);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply
        .code(isSpaRoute(pathname) ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    },
  };
}

/**
 * Serves the built web app: files as they are, or their precompressed copies (hashed assets cached for a year,
 * everything else revalidated), and index.html for the app's pages (`/`, `/member`, `/house/:gameCode` …, see the
 * contract's spaRoutes). Any other non-API GET that asks for HTML gets index.html with 404, through the envelope
 * plugin's not-found fallback. Neither files nor pages count against the API rate limit: a page load fetches dozens
 * of files, and the page must load even when the address has used up its API allowance.
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
        const pathname = request.url.split(/[?#]/)[0] ?? '/';
        // Unknown API paths are answered by the not-found handler, which counts them against the rate limit.
        if (isApiPath(pathname)) return reply.callNotFound();
        // No build file is named like a page (they all have an extension), so a page needs no look-up on disk.
        if (isSpaRoute(pathname)) return web.sendIndex(request, reply);
        // Missing files fall through to the not-found handler, which answers page loads with index.html and 404.
        return reply.sendFile(decodePath(pathname));
      },
    });
  },
  { name: 'web-app', dependencies: ['envelope'] },
);
