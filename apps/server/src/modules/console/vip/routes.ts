import {
  consoleVipLevelsSchema,
  envelopeSchema,
  memberIdParamsSchema,
  memberVipSchema,
  setMemberVipSchema,
  vipLevelsInputSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { listLevels, replaceLevels } from '../../vip/manage-ladder.ts';
import { memberVip, setMemberVip } from '../../vip/member-vip.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';

const levelsResponse = { 200: envelopeSchema(consoleVipLevelsSchema) };
const memberResponse = { 200: envelopeSchema(memberVipSchema) };

/** The VIP ladder and members' levels; each answers only while the brand runs VIP (module VIP3). */
export default async function vipConsoleRoutes(app: FastifyInstance, { db, clock, events }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('vipLevels'),
    schema: { response: levelsResponse },
    handler: async (request) => ok(await listLevels(db.orm, request.merchant)),
  });

  a.route({
    ...consoleRoute('updateVipLevels'),
    schema: { body: vipLevelsInputSchema, response: levelsResponse },
    handler: async (request) =>
      ok(await replaceLevels({ db, events }, ctx(request), operatorOf(request).operator.id, request.body)),
  });

  a.route({
    ...consoleRoute('memberVip'),
    schema: { params: memberIdParamsSchema, response: memberResponse },
    handler: async (request) => ok(await memberVip(db.orm, request.merchant, request.params.id)),
  });

  a.route({
    ...consoleRoute('setMemberVip'),
    schema: { params: memberIdParamsSchema, body: setMemberVipSchema, response: memberResponse },
    handler: async (request) =>
      ok(
        await setMemberVip(
          { db, events },
          ctx(request),
          operatorOf(request).operator.id,
          request.params.id,
          request.body,
        ),
      ),
  });
}
