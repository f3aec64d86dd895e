import {
  announcementInputSchema,
  announcementListQuerySchema,
  bannerInputSchema,
  bannerListQuerySchema,
  CONSOLE_PREFIX,
  CONTENT_ROLES,
  consoleAnnouncementListSchema,
  consoleAnnouncementSchema,
  consoleBannerListSchema,
  consoleBannerSchema,
  contentIdParamsSchema,
  contentImageSchema,
  envelopeSchema,
  helpEntryInputSchema,
  helpTreeQuerySchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { createAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement } from './announcements.ts';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners.ts';
import { readContentImageForm, uploadContentImage } from './content-images.ts';
import {
  consoleHelpEntrySchema,
  consoleHelpTreeSchema,
  createHelpEntry,
  deleteHelpEntry,
  helpTree,
  updateHelpEntry,
} from './help-centre.ts';

const PREFIX = `${CONSOLE_PREFIX}/content`;
const params = contentIdParamsSchema;
const deleted = { 200: envelopeSchema(z.object({ id: z.number().int() })) };
const helpDeleted = { 200: envelopeSchema(z.object({ id: z.number().int(), removed: z.number().int() })) };
const helpEntryResponse = { 200: envelopeSchema(consoleHelpEntrySchema) };

/**
 * Banners, notices, pop-ups, promotion announcements, the help centre and content images, for admin and content
 * operators; registered behind the operator check. Players see each change on their next request, and open pages
 * hear of banner and announcement changes through `announcement.new` (after the commit).
 */
export default async function contentRoutes(app: FastifyInstance, { db, clock, events }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const announce = (request: FastifyRequest) => {
    void events.publish({ merchantId: request.merchant.id }, 'announcement.new', {});
  };

  // Banners.

  a.get(
    `${PREFIX}/banners`,
    { schema: { querystring: bannerListQuerySchema, response: { 200: envelopeSchema(consoleBannerListSchema) } } },
    async (request) => {
      operatorOf(request, CONTENT_ROLES);
      return ok(await listBanners(db, request.merchant.id, request.query.groupName, clock.now()));
    },
  );

  const bannerResponse = { 200: envelopeSchema(consoleBannerSchema) };
  a.post(`${PREFIX}/banners`, { schema: { body: bannerInputSchema, response: bannerResponse } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    const banner = await createBanner(db, ctx(request), operator.id, request.body);
    announce(request);
    return ok(banner);
  });

  a.put(
    `${PREFIX}/banners/:id`,
    { schema: { params, body: bannerInputSchema, response: bannerResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CONTENT_ROLES);
      const { banner, changed } = await updateBanner(db, ctx(request), operator.id, request.params.id, request.body);
      if (changed) announce(request);
      return ok(banner);
    },
  );

  a.delete(`${PREFIX}/banners/:id`, { schema: { params, response: deleted } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    const result = await deleteBanner(db, ctx(request), operator.id, request.params.id);
    announce(request);
    return ok(result);
  });

  // Notices, pop-ups and promotion announcements.

  a.get(
    `${PREFIX}/announcements`,
    {
      schema: {
        querystring: announcementListQuerySchema,
        response: { 200: envelopeSchema(consoleAnnouncementListSchema) },
      },
    },
    async (request) => {
      operatorOf(request, CONTENT_ROLES);
      return ok(await listAnnouncements(db, request.merchant.id, request.query.kind, clock.now()));
    },
  );

  const announcementResponse = { 200: envelopeSchema(consoleAnnouncementSchema) };
  a.post(
    `${PREFIX}/announcements`,
    { schema: { body: announcementInputSchema, response: announcementResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CONTENT_ROLES);
      const announcement = await createAnnouncement(db, ctx(request), operator.id, request.body);
      announce(request);
      return ok(announcement);
    },
  );

  a.put(
    `${PREFIX}/announcements/:id`,
    { schema: { params, body: announcementInputSchema, response: announcementResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CONTENT_ROLES);
      const { announcement, changed } = await updateAnnouncement(
        db,
        ctx(request),
        operator.id,
        request.params.id,
        request.body,
      );
      if (changed) announce(request);
      return ok(announcement);
    },
  );

  a.delete(`${PREFIX}/announcements/:id`, { schema: { params, response: deleted } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    const result = await deleteAnnouncement(db, ctx(request), operator.id, request.params.id);
    announce(request);
    return ok(result);
  });

  // The help centre.

  a.get(
    `${PREFIX}/help`,
    { schema: { querystring: helpTreeQuerySchema, response: { 200: envelopeSchema(consoleHelpTreeSchema) } } },
    async (request) => {
      operatorOf(request, CONTENT_ROLES);
      return ok(await helpTree(db, request.merchant.id, request.query.lang));
    },
  );

  a.post(`${PREFIX}/help`, { schema: { body: helpEntryInputSchema, response: helpEntryResponse } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    return ok(await createHelpEntry(db, ctx(request), operator.id, request.body));
  });

  a.put(
    `${PREFIX}/help/:id`,
    { schema: { params, body: helpEntryInputSchema, response: helpEntryResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CONTENT_ROLES);
      return ok(await updateHelpEntry(db, ctx(request), operator.id, request.params.id, request.body));
    },
  );

  a.delete(`${PREFIX}/help/:id`, { schema: { params, response: helpDeleted } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    return ok(await deleteHelpEntry(db, ctx(request), operator.id, request.params.id));
  });

  // Pictures for banners and announcements.

  a.post(`${PREFIX}/images`, { schema: { response: { 200: envelopeSchema(contentImageSchema) } } }, async (request) => {
    const { operator } = operatorOf(request, CONTENT_ROLES);
    const image = await readContentImageForm(request);
    return ok(await uploadContentImage(db, ctx(request), operator.id, image));
  });
}
