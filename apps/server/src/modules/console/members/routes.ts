import {
  consoleMemberDetailSchema,
  consoleMemberPageSchema,
  consoleMemberSearchSchema,
  envelopeSchema,
  memberIdParamsSchema,
  memberStatusRequestSchema,
  memberStatusResultSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { memberDetail } from './member-detail.ts';
import { searchMembers } from './member-search.ts';
import { changeMemberStatus } from './member-status.ts';

/** Members: search, one member's file, suspension and reactivation; roles per the console table. */
export default async function memberRoutes(app: FastifyInstance, { db, clock, auth }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('members'),
    schema: { querystring: consoleMemberSearchSchema, response: { 200: envelopeSchema(consoleMemberPageSchema) } },
    handler: async (request) => ok(await searchMembers(db, request.merchant.id, request.query)),
  });

  a.route({
    ...consoleRoute('member'),
    schema: { params: memberIdParamsSchema, response: { 200: envelopeSchema(consoleMemberDetailSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await memberDetail(db, ctx(request), operator.id, request.params.id));
    },
  });

  for (const [name, status] of [
    ['suspendMember', 'suspended'],
    ['reactivateMember', 'active'],
  ] as const) {
    a.route({
      ...consoleRoute(name),
      schema: {
        params: memberIdParamsSchema,
        body: memberStatusRequestSchema,
        response: { 200: envelopeSchema(memberStatusResultSchema) },
      },
      handler: async (request) => {
        const { operator } = operatorOf(request);
        return ok(
          await changeMemberStatus(auth, ctx(request), operator.id, request.params.id, status, request.body.reason),
        );
      },
    });
  }
}
