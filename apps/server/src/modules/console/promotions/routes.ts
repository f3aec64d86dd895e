import {
  consolePromotionListSchema,
  consolePromotionSchema,
  consoleRaffleWinnersSchema,
  envelopeSchema,
  promotionClaimPageSchema,
  promotionClaimQuerySchema,
  promotionClaimRejectSchema,
  promotionClaimSchema,
  promotionGrantResultSchema,
  promotionGrantSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { grantBonus } from '../../promotions/grant-bonus.ts';
import { createCampaign, getCampaign, listCampaigns, updateCampaign } from '../../promotions/manage-campaigns.ts';
import { consoleRaffleWinners } from '../../promotions/raffle-winners.ts';
import { listClaims, reviewClaim } from '../../promotions/review-claims.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';

const params = promotionIdParamsSchema;
const promotionResponse = { 200: envelopeSchema(consolePromotionSchema) };
const claimResponse = { 200: envelopeSchema(promotionClaimSchema) };

/**
 * Campaigns, their figures and the review queue. Open player pages hear of a campaign's change through
 * `promotion.available` to the whole brand (after the commit), and refetch what they show.
 */
export default async function promotionConsoleRoutes(app: FastifyInstance, { db, clock, events }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const announce = (request: FastifyRequest) => {
    void events.publish({ merchantId: request.merchant.id }, 'promotion.available', {});
  };

  a.route({
    ...consoleRoute('promotions'),
    schema: { response: { 200: envelopeSchema(consolePromotionListSchema) } },
    handler: async (request) => ok(await listCampaigns(db, request.merchant, clock.now())),
  });

  a.route({
    ...consoleRoute('promotion'),
    schema: { params, response: promotionResponse },
    handler: async (request) => ok(await getCampaign(db, request.merchant.id, request.params.id, clock.now())),
  });

  a.route({
    ...consoleRoute('createPromotion'),
    schema: { body: promotionInputSchema, response: promotionResponse },
    handler: async (request) => {
      const promotion = await createCampaign(db, ctx(request), operatorOf(request).operator.id, request.body);
      announce(request);
      return ok(promotion);
    },
  });

  a.route({
    ...consoleRoute('updatePromotion'),
    schema: { params, body: promotionInputSchema, response: promotionResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { promotion, changed } = await updateCampaign(
        db,
        ctx(request),
        operator.id,
        request.params.id,
        request.body,
      );
      if (changed) announce(request);
      return ok(promotion);
    },
  });

  a.route({
    ...consoleRoute('grantPromotion'),
    schema: { params, body: promotionGrantSchema, response: { 200: envelopeSchema(promotionGrantResultSchema) } },
    handler: async (request) =>
      ok(
        await grantBonus(
          { db, events },
          ctx(request),
          operatorOf(request).operator.id,
          request.params.id,
          request.body,
        ),
      ),
  });

  a.route({
    ...consoleRoute('raffleWinners'),
    schema: { params, response: { 200: envelopeSchema(consoleRaffleWinnersSchema) } },
    handler: async (request) => ok(await consoleRaffleWinners(db, request.merchant.id, request.params.id, clock.now())),
  });

  a.route({
    ...consoleRoute('promotionClaims'),
    schema: { querystring: promotionClaimQuerySchema, response: { 200: envelopeSchema(promotionClaimPageSchema) } },
    handler: async (request) => ok(await listClaims(db, request.merchant.id, request.query)),
  });

  a.route({
    ...consoleRoute('approvePromotionClaim'),
    schema: { params, response: claimResponse },
    handler: async (request) =>
      ok(
        await reviewClaim({ db, events }, ctx(request), operatorOf(request).operator.id, request.params.id, {
          approve: true,
        }),
      ),
  });

  a.route({
    ...consoleRoute('rejectPromotionClaim'),
    schema: { params, body: promotionClaimRejectSchema, response: claimResponse },
    handler: async (request) =>
      ok(
        await reviewClaim({ db, events }, ctx(request), operatorOf(request).operator.id, request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  });
}
