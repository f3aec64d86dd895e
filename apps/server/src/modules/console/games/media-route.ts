import { MEDIA_PREFIX } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findPublicMedia } from './queries.ts';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const mediaParamsSchema = z.object({ id: z.string() });

/**
 * `GET /media/:id`: an uploaded catalogue icon or content image (banners, announcements), public like the generated
 * artwork (`<img>` sends no `Merchant` header, so no merchant is asked for; the id is random). Only those: players'
 * withdrawal proofs, feedback images and any other upload answer 404 as if they did not exist. An upload never
 * changes, so it is cached for good. Not an endpoint: the bytes are answered bare, outside the envelope, and like
 * static files they do not count against the rate limit.
 */
export default async function mediaRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}/:id`,
    config: { rateLimit: false },
    schema: { params: mediaParamsSchema, hide: true },
    handler: async (request, reply) => {
      const id = request.params.id;
      const icon = UPLOAD_ID.test(id) ? await findPublicMedia(db.orm, id) : null;
      if (!icon) throw new AppError('not.found');
      const etag = `"${icon.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .type(icon.contentType);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(Buffer.from(icon.content));
    },
  });
}
