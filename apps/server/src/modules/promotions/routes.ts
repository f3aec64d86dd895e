import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { defaultLanguage } from '../../platform/merchant/merchant-config.ts';
import { siteUrls } from '../../platform/merchant/site-urls.ts';
import { requestSession, type SessionResolver, sessionOf } from '../../platform/session-guard.ts';
import { bonusDetails } from './bonus-details.ts';
import { claimPromotion, joinPromotion } from './claim-promotion.ts';
import { forfeitBonus } from './forfeit-bonus.ts';
import { availablePromo, promotionList, type Viewer } from './member-promotions.ts';
import { raffleProof } from './raffle-proof.ts';
import type { RandomInt } from './red-packet-claim.ts';

export interface PromotionRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  /** The raffle proof is public; a session, when the request carries a valid one, names the viewer's own entry. */
  resolveSession: SessionResolver;
  /** Red packets' amounts; by default node:crypto. */
  randomInt?: RandomInt | undefined;
}

/**
 * The promotions page, the reward centre and its badge, joins and claims (a raffle's prize too), a raffle's proof,
 * bonus details and forfeits.
 */
export default async function promotionRoutes(
  app: FastifyInstance,
  { db, clock, events, resolveSession, randomInt }: PromotionRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: FastifyRequest): Viewer => {
    const urls = siteUrls(request.merchant, request.baseUrl);
    return { merchant: request.merchant, language: request.language, image: urls.image, now: clock.now() };
  };
  const owner = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    memberId: sessionOf(request).memberId,
    language: request.language,
    fallback: defaultLanguage(request.merchant),
  });
  const deps = { db, events, randomInt };

  r.route({ ...endpointRoute('promotionList'), handler: (request) => promotionList(db, viewer(request), null) });

  r.route({
    ...endpointRoute('rewardCenter'),
    handler: (request) => promotionList(db, viewer(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('availablePromo'),
    handler: (request) => availablePromo(db, viewer(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('joinPromotion'),
    handler: async (request) => ({
      promotion: await joinPromotion(deps, viewer(request), sessionOf(request).memberId, request.body.promotionId),
    }),
  });

  r.route({
    ...endpointRoute('claimPromotion'),
    handler: async (request) => ({
      promotion: await claimPromotion(deps, viewer(request), sessionOf(request).memberId, request.body.promotionId),
    }),
  });

  r.route({
    ...endpointRoute('claimRaffle'),
    handler: async (request) => ({
      promotion: await claimPromotion(
        deps,
        viewer(request),
        sessionOf(request).memberId,
        request.body.promotionId,
        true,
      ),
    }),
  });

  r.route({
    ...endpointRoute('raffleProof'),
    handler: async (request) => {
      const session = await requestSession(request, resolveSession, request.merchant);
      const reader = {
        merchantId: request.merchant.id,
        language: request.language,
        fallback: defaultLanguage(request.merchant),
      };
      return raffleProof(db.orm, reader, request.query.promotionId, session?.memberId ?? null);
    },
  });

  r.route({
    ...endpointRoute('bonusDetails'),
    handler: (request) => bonusDetails(db.orm, owner(request), request.query),
  });

  r.route({
    ...endpointRoute('forfeitBonus'),
    handler: (request) => forfeitBonus(deps, owner(request), request.body.bonusId, clock.now()),
  });
}
