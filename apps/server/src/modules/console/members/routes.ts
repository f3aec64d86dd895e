import {
  CONSOLE_PREFIX,
  consoleMemberDetailSchema,
  consoleMemberPageSchema,
  consoleMemberSearchSchema,
  envelopeSchema,
  MEMBER_SUSPENDER_ROLES,
  MEMBER_VIEWER_ROLES,
  memberIdParamsSchema,
  memberStatusRequestSchema,
  memberStatusResultSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { memberDetail } from './member-detail.ts';
import { searchMembers } from './member-search.ts';
import { changeMemberStatus } from './member-status.ts';

/** Members: search, one member's file, suspension and reactivation; registered behind the operator check. */
export default async function memberRoutes(app: FastifyInstance, { db, clock, auth }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.get(
    `${CONSOLE_PREFIX}/members`,
    { schema: { querystring: consoleMemberSearchSchema, response: { 200: envelopeSchema(consoleMemberPageSchema) } } },
    async (request) => {
      operatorOf(request, MEMBER_VIEWER_ROLES);
      return ok(await searchMembers(db, request.merchant.id, request.query));
    },
  );

  a.get(
    `${CONSOLE_PREFIX}/members/:id`,
    { schema: { params: memberIdParamsSchema, response: { 200: envelopeSchema(consoleMemberDetailSchema) } } },
    async (request) => {
      const { operator } = operatorOf(request, MEMBER_VIEWER_ROLES);
      return ok(await memberDetail(db, ctx(request), operator.id, request.params.id));
    },
  );

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
  ] as const) {
    a.post(
      `${CONSOLE_PREFIX}/members/:id/${action}`,
      {
        schema: {
          params: memberIdParamsSchema,
          body: memberStatusRequestSchema,
          response: { 200: envelopeSchema(memberStatusResultSchema) },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request, MEMBER_SUSPENDER_ROLES);
        return ok(
          await changeMemberStatus(auth, ctx(request), operator.id, request.params.id, status, request.body.reason),
        );
      },
    );
  }
}
