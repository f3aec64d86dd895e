import {
  envelopeSchema,
  housePlayRequestSchema,
  housePlayResultSchema,
  houseRotateRequestSchema,
  houseRotateResultSchema,
  houseSessionSchema,
  houseVerifyRequestSchema,
  houseVerifyResultSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/language.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import type { SeamlessTransport } from '../vendors/seamless-client.ts';
import { playRound } from './play.ts';
import { rotateSeed } from './rotate-seed.ts';
import { roundProof } from './round-proof.ts';
import { houseSession } from './session.ts';
import { verifyRound } from './verify.ts';

export interface HouseRouteOptions {
  db: Database;
  clock: Clock;
  /** How the house server reaches the seamless wallet API (`injectTransport(() => app)` in process). */
  transport: SeamlessTransport;
}

/** House routes answer in the envelope themselves: they are not contract endpoints (see `house-games.ts`). */
const ok = <T>(value: T) => ({ success: true as const, value });
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * The house vendor's game server (`/house/v1/*`, contract `house-games.ts`): authenticated by the launch token alone,
 * outside the player API's merchant, feature and session gates. The member's round proof (`houseRound`) is a
 * contract endpoint of the player API like any other.
 */
export default async function houseRoutes(app: FastifyInstance, options: HouseRouteOptions) {
  const { db, clock, transport } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (log: FastifyInstance['log']) => ({ db, clock, transport, log });

  r.get(
    '/house/v1/session',
    { schema: { querystring: tokenQuery, response: { 200: envelopeSchema(houseSessionSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await houseSession(deps(request.log), request.query.token, requestLanguage(request)));
    },
  );

  r.post(
    '/house/v1/play',
    { schema: { body: housePlayRequestSchema, response: { 200: envelopeSchema(housePlayResultSchema) } } },
    async (request) => ok(await playRound(deps(request.log), request.body)),
  );

  r.post(
    '/house/v1/seed/rotate',
    { schema: { body: houseRotateRequestSchema, response: { 200: envelopeSchema(houseRotateResultSchema) } } },
    async (request) => ok(await rotateSeed(deps(request.log), request.body)),
  );

  r.post(
    '/house/v1/verify',
    { schema: { body: houseVerifyRequestSchema, response: { 200: envelopeSchema(houseVerifyResultSchema) } } },
    async (request) => ok(verifyRound(request.body)),
  );

  r.route({
    ...endpointRoute('houseRound'),
    handler: async (request) => {
      const session = sessionOf(request);
      return roundProof(db, session.merchantId, session.memberId, request.query.roundId);
    },
  });
}
