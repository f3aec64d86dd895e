import {
  CONSOLE_PREFIX,
  consoleFeedbackPageSchema,
  consoleFeedbackSchema,
  contentIdParamsSchema,
  envelopeSchema,
  FEEDBACK_ROLES,
  feedbackListQuerySchema,
  feedbackReplySchema,
  feedbackStatusUpdateSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { feedbackImage, listFeedback, replyToFeedback, setFeedbackStatus } from './feedback-inbox.ts';

const PATH = `${CONSOLE_PREFIX}/feedback`;
const feedbackResponse = { 200: envelopeSchema(consoleFeedbackSchema) };

/** The feedback inbox: list, status, replies to the member's inbox (/api/console/feedback). */
export default async function feedbackInboxRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.get(
    PATH,
    { schema: { querystring: feedbackListQuerySchema, response: { 200: envelopeSchema(consoleFeedbackPageSchema) } } },
    async (request) => {
      operatorOf(request, FEEDBACK_ROLES);
      return ok(await listFeedback(db, request.merchant.id, request.query));
    },
  );

  a.get(
    `${PATH}/images/:id`,
    { schema: { params: z.strictObject({ id: z.string().uuid() }) } },
    async (request, reply) => {
      operatorOf(request, FEEDBACK_ROLES);
      const image = await feedbackImage(db, request.merchant.id, request.params.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(Buffer.from(image.content));
    },
  );

  a.put(
    `${PATH}/:id/status`,
    { schema: { params: contentIdParamsSchema, body: feedbackStatusUpdateSchema, response: feedbackResponse } },
    async (request) => {
      const { operator } = operatorOf(request, FEEDBACK_ROLES);
      return ok(await setFeedbackStatus(db, ctx(request), operator.id, request.params.id, request.body.status));
    },
  );

  a.post(
    `${PATH}/:id/reply`,
    { schema: { params: contentIdParamsSchema, body: feedbackReplySchema, response: feedbackResponse } },
    async (request) => {
      const { operator } = operatorOf(request, FEEDBACK_ROLES);
      return ok(
        await replyToFeedback({ db, events }, ctx(request), operator.id, request.params.id, request.body.content),
      );
    },
  );
}
