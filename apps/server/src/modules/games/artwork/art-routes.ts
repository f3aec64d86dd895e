import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { gameNameForArt, vendorNameForArt } from '../queries.ts';
import { ArtCache, type RenderedArt } from './art-cache.ts';
import { rasteriseArt } from './rasterise-art.ts';
import { type ArtLanguage, type ArtRequest, parseArtPath, renderArt, titleFromCode } from './render-art.ts';
import { RenderSlotsFull, renderSlots } from './render-slots.ts';

/** Game types as the player site names them in each language. */
const categoryNames: Record<string, Record<ArtLanguage, string>> = {
  RNG: { EN: 'Slots', CN: '老虎机' },
  LIVE: { EN: 'Live Casino', CN: '真人娱乐' },
  FISH: { EN: 'Fishing', CN: '捕鱼' },
  PVP: { EN: 'Cards', CN: '棋牌' },
  SPORTS: { EN: 'Sports', CN: '体育' },
  ESPORTS: { EN: 'Esports', CN: '电竞' },
  LOTT: { EN: 'Lottery', CN: '彩票' },
  ELOTT: { EN: 'E-Lottery', CN: '电子彩票' },
  COCKFIGHT: { EN: 'Cockfight', CN: '斗鸡' },
};

/** Renamed games keep their picture until the icon path changes: the artwork is cached as immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Rendered pictures kept per process (a game tile is 10 to 40 kB as WebP). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Rasterisations at a time (one per core of a small host) and in line behind them; more answer 503 at once. */
const RENDER_SLOTS = { concurrent: 2, waiting: 64 };

export interface ArtRoutesOptions {
  db: Database;
  /**
   * Requests per address and minute (`GAME_ART_PER_MINUTE`). A lobby page asks for a few dozen pictures, which
   * browsers and image hosts then keep for good; drawing a new one costs about 100 ms of CPU.
   */
  perMinute: number;
  /** SVG to WebP; tests pass one that counts or holds its renderings. */
  rasterise?: (svg: string) => Promise<Buffer>;
  cacheBytes?: number;
  slots?: { concurrent: number; waiting: number };
}

/**
 * The caption of a picture the catalogue has, in the path's language (English when the catalogue has no name in it):
 * a game or vendor of any merchant's catalogue, or a game type. Null for anything else, so made-up paths are refused
 * with a database lookup, never rasterised.
 */
async function captionOf(db: Database, art: ArtRequest): Promise<string | null> {
  if (art.kind === 'game') {
    const name = await gameNameForArt(db.orm, art.vendor, art.code);
    return name ? name[art.language] || name.EN || titleFromCode(art.code, art.vendor) : null;
  }
  if (art.kind === 'vendor') {
    const name = await vendorNameForArt(db.orm, art.code);
    return name ? name[art.language] || name.EN || art.code : null;
  }
  return Object.hasOwn(categoryNames, art.code) ? (categoryNames[art.code]?.[art.language] ?? null) : null;
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');

/**
 * `GET /game-art/<path>`: the catalogue's artwork as WebP (what the catalogue links) or SVG, outside the
 * `{success, value}` envelope (an image, not an API answer). Only pictures of the catalogue are drawn; each is drawn
 * once per process and kept (least recently used out first, within a byte bound), rasterisations run a few at a
 * time, and each address has a limit of its own (429 in the envelope past it), not the API's.
 */
export default async function artRoutes(app: FastifyInstance, options: ArtRoutesOptions) {
  const { db } = options;
  const rasterise = options.rasterise ?? rasteriseArt;
  const cache = new ArtCache(options.cacheBytes ?? CACHE_BYTES);
  const slots = renderSlots(options.slots ?? RENDER_SLOTS);
  /** Renderings under way by path, shared by requests that arrive meanwhile. */
  const pending = new Map<string, Promise<RenderedArt | null>>();

  const render = async (art: ArtRequest): Promise<RenderedArt | null> => {
    const caption = await captionOf(db, art);
    if (caption === null) return null;
    const svg = renderArt(art, caption);
    return art.format === 'webp'
      ? { type: 'image/webp', body: await slots.run(() => rasterise(svg)) }
      : { type: 'image/svg+xml; charset=utf-8', body: Buffer.from(svg) };
  };

  const artOf = (path: string, art: ArtRequest) => {
    let rendering = pending.get(path);
    if (!rendering) {
      rendering = render(art).then((done) => {
        if (done) cache.set(path, done);
        return done;
      });
      pending.set(path, rendering);
      // A failed rendering is not kept: the next request tries again.
      const forget = () => pending.delete(path);
      rendering.then(forget, forget);
    }
    return rendering;
  };

  app.route({
    method: 'GET',
    url: '/game-art/*',
    config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const art = parseArtPath(path);
      if (!art) return notFound(reply);
      let found: RenderedArt | null | undefined = cache.get(path);
      if (!found) {
        try {
          found = await artOf(path, art);
        } catch (error) {
          if (!(error instanceof RenderSlotsFull)) throw error;
          return reply
            .code(503)
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('retry-after', '1')
            .send('Busy');
        }
      }
      if (!found) return notFound(reply);
      const { type, body } = found;
      return (
        reply
          .type(type)
          .header('cache-control', IMMUTABLE)
          // Brands serve images from CDN hosts that point here: other origins may embed the artwork.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(body)
      );
    },
  });
}
