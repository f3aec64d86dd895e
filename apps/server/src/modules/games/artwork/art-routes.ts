import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { gameNameForArt, vendorNameForArt } from '../queries.ts';
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
/** Rendered documents by path, so a page full of icons costs one lookup each per process. */
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
 * `GET /game-art/<path>`: the catalogue's artwork as SVG, outside the `{success, value}` envelope (an image, not an
 * API answer). Static-file traffic: it does not count against the API rate limit.
 */
export default async function artRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const rendered = new Map<string, string>();
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
      let svg = rendered.get(path);
      if (svg === undefined) {
        svg = renderArt(art, await captionOf(db, art));
        if (rendered.size >= CACHE_LIMIT) rendered.clear();
        rendered.set(path, svg);
      }
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', IMMUTABLE)
          // Brands serve images from CDN hosts that point here: other origins may embed the artwork.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  });
}
