import {
  announcementInputSchema,
  announcementListQuerySchema,
  bannerInputSchema,
  bannerListQuerySchema,
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
import { consoleRoute } from '../console-route.ts';
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

const params = contentIdParamsSchema;
const deleted = { 200: envelopeSchema(z.object({ id: z.number().int() })) };
const helpDeleted = { 200: envelopeSchema(z.object({ id: z.number().int(), removed: z.number().int() })) };
const helpEntryResponse = { 200: envelopeSchema(consoleHelpEntrySchema) };

/**
 * Banners, notices, pop-ups, promotion announcements, the help centre and content images, for admin and content
 * operators (the roles the console table lists). Players see each change on their next request, and open pages
 * hear of banner and announcement changes through `announcement.new` (after the commit).
 */
export default async function contentRoutes(app: FastifyInstance, { db, clock, events }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const announce = (request: FastifyRequest) => {
    void events.publish({ merchantId: request.merchant.id }, 'announcement.new', {});
  };

  // Banners.

  a.route({
    ...consoleRoute('banners'),
    schema: { querystring: bannerListQuerySchema, response: { 200: envelopeSchema(consoleBannerListSchema) } },
    handler: async (request) => ok(await listBanners(db, request.merchant.id, request.query.groupName, clock.now())),
  });

  const bannerResponse = { 200: envelopeSchema(consoleBannerSchema) };
  a.route({
    ...consoleRoute('createBanner'),
    schema: { body: bannerInputSchema, response: bannerResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const banner = await createBanner(db, ctx(request), operator.id, request.body);
      announce(request);
      return ok(banner);
    },
  });

  a.route({
    ...consoleRoute('updateBanner'),
    schema: { params, body: bannerInputSchema, response: bannerResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { banner, changed } = await updateBanner(db, ctx(request), operator.id, request.params.id, request.body);
      if (changed) announce(request);
      return ok(banner);
    },
  });

  a.route({
    ...consoleRoute('deleteBanner'),
    schema: { params, response: deleted },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const result = await deleteBanner(db, ctx(request), operator.id, request.params.id);
      announce(request);
      return ok(result);
    },
  });

  // Notices, pop-ups and promotion announcements.

  a.route({
    ...consoleRoute('announcements'),
    schema: {
      querystring: announcementListQuerySchema,
      response: { 200: envelopeSchema(consoleAnnouncementListSchema) },
    },
    handler: async (request) => ok(await listAnnouncements(db, request.merchant.id, request.query.kind, clock.now())),
  });

  const announcementResponse = { 200: envelopeSchema(consoleAnnouncementSchema) };
  a.route({
    ...consoleRoute('createAnnouncement'),
    schema: { body: announcementInputSchema, response: announcementResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const announcement = await createAnnouncement(db, ctx(request), operator.id, request.body);
      announce(request);
      return ok(announcement);
    },
  });

  a.route({
    ...consoleRoute('updateAnnouncement'),
    schema: { params, body: announcementInputSchema, response: announcementResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
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
  });

  a.route({
    ...consoleRoute('deleteAnnouncement'),
    schema: { params, response: deleted },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const result = await deleteAnnouncement(db, ctx(request), operator.id, request.params.id);
      announce(request);
      return ok(result);
    },
  });

  // The help centre.

  a.route({
    ...consoleRoute('helpTree'),
    schema: { querystring: helpTreeQuerySchema, response: { 200: envelopeSchema(consoleHelpTreeSchema) } },
    handler: async (request) => ok(await helpTree(db, request.merchant.id, request.query.lang)),
  });

  a.route({
    ...consoleRoute('createHelpEntry'),
    schema: { body: helpEntryInputSchema, response: helpEntryResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await createHelpEntry(db, ctx(request), operator.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('updateHelpEntry'),
    schema: { params, body: helpEntryInputSchema, response: helpEntryResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await updateHelpEntry(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('deleteHelpEntry'),
    schema: { params, response: helpDeleted },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await deleteHelpEntry(db, ctx(request), operator.id, request.params.id));
    },
  });

  // Pictures for banners and announcements.

  a.route({
    ...consoleRoute('uploadContentImage'),
    schema: { response: { 200: envelopeSchema(contentImageSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const image = await readContentImageForm(request);
      return ok(await uploadContentImage(db, ctx(request), operator.id, image));
    },
  });
}
