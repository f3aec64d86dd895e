import {
  consoleFeedbackPageSchema,
  consoleFeedbackSchema,
  contentIdParamsSchema,
  envelopeSchema,
  feedbackListQuerySchema,
  feedbackReplySchema,
  feedbackStatusUpdateSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { feedbackImage, listFeedback, replyToFeedback, setFeedbackStatus } from './feedback-inbox.ts';

const feedbackResponse = { 200: envelopeSchema(consoleFeedbackSchema) };

/** The feedback inbox: list, status, replies to the member's inbox (/api/console/feedback). */
export default async function feedbackInboxRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('feedback'),
    schema: { querystring: feedbackListQuerySchema, response: { 200: envelopeSchema(consoleFeedbackPageSchema) } },
    handler: async (request) => ok(await listFeedback(db, request.merchant.id, request.query)),
  });

  a.route({
    ...consoleRoute('feedbackImage'),
    schema: { params: z.strictObject({ id: z.string().uuid() }) },
    handler: async (request, reply) => {
      const image = await feedbackImage(db, request.merchant.id, request.params.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(Buffer.from(image.content));
    },
  });

  a.route({
    ...consoleRoute('setFeedbackStatus'),
    schema: { params: contentIdParamsSchema, body: feedbackStatusUpdateSchema, response: feedbackResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await setFeedbackStatus(db, ctx(request), operator.id, request.params.id, request.body.status));
    },
  });

  a.route({
    ...consoleRoute('replyToFeedback'),
    schema: { params: contentIdParamsSchema, body: feedbackReplySchema, response: feedbackResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(
        await replyToFeedback({ db, events }, ctx(request), operator.id, request.params.id, request.body.content),
      );
    },
  });
}
