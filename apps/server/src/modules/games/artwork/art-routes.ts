import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { gameNameForArt, vendorNameForArt } from '../queries.ts';
import { rasteriseArt } from './rasterise-art.ts';
import { type ArtRequest, parseArtPath, renderArt, titleFromCode } from './render-art.ts';

const categoryNames: Record<string, string> = {
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  PVP: 'Cards',
  SPORTS: 'Sports',
  ESPORTS: 'Esports',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  COCKFIGHT: 'Cockfight',
};

/** Renamed games keep their picture until the icon path changes: the artwork is cached as immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rendered pictures by path, so a page full of icons costs one lookup each per process. */
const CACHE_LIMIT = 2_000;

async function captionOf(db: Database, art: ArtRequest) {
  if (art.kind === 'game') {
    const name = await gameNameForArt(db.orm, art.vendor, art.code);
    return name?.EN || titleFromCode(art.code, art.vendor);
  }
  if (art.kind === 'vendor') return (await vendorNameForArt(db.orm, art.code))?.EN || art.code;
  return categoryNames[art.code.toUpperCase()] ?? titleFromCode(art.code);
}

/**
 * `GET /game-art/<path>`: the catalogue's artwork as WebP (what the catalogue links) or SVG, outside the
 * `{success, value}` envelope (an image, not an API answer). Static-file traffic: it does not count against the API
 * rate limit.
 */
export default async function artRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const rendered = new Map<string, Promise<{ type: string; body: string | Buffer }>>();
  const render = async (art: ArtRequest) => {
    const svg = renderArt(art, await captionOf(db, art));
    return art.format === 'webp'
      ? { type: 'image/webp', body: await rasteriseArt(svg) }
      : { type: 'image/svg+xml; charset=utf-8', body: svg };
  };
  app.route({
    method: 'GET',
    url: '/game-art/*',
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const art = parseArtPath(path);
      if (!art)
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
      // One rendering per path, shared by requests that arrive while it runs; a failed one is not kept.
      let pending = rendered.get(path);
      if (!pending) {
        pending = render(art);
        if (rendered.size >= CACHE_LIMIT) rendered.clear();
        rendered.set(path, pending);
        pending.catch(() => rendered.delete(path));
      }
      const { type, body } = await pending;
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
