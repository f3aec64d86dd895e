import {
  CONSOLE_PREFIX,
  consoleOperatorListSchema,
  consoleOperatorRowSchema,
  createOperatorRequestSchema,
  envelopeSchema,
  generatedPasswordSchema,
  OPERATOR_ADMIN_ROLES,
  operatorParamsSchema,
  operatorRoleRequestSchema,
  operatorStatusRequestSchema,
  operatorTotpCodeSchema,
  operatorTotpEnrolmentSchema,
  ownPasswordRequestSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ALL_ROLES, ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { OWN_PASSWORD_ROUTE, OWN_TOTP_CONFIRM_ROUTE, OWN_TOTP_ROUTE } from './first-steps.ts';
import {
  addOperator,
  changeOperatorRole,
  listBrandOperators,
  resetOperatorPassword,
  resetOperatorTotp,
  setOperatorDisabled,
} from './operator-management.ts';
import { changeOwnPassword, confirmOwnTotp, startOwnTotp } from './own-account.ts';

const rowResponse = { 200: envelopeSchema(consoleOperatorRowSchema) };
const generatedResponse = { 200: envelopeSchema(generatedPasswordSchema) };
const nullResponse = { 200: envelopeSchema(z.null()) };

/** The operators page (admins) and every operator's own password and authenticator; behind the operator check. */
export default async function operatorRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.get(
    `${CONSOLE_PREFIX}/operators`,
    { schema: { response: { 200: envelopeSchema(consoleOperatorListSchema) } } },
    async (request) => {
      operatorOf(request, OPERATOR_ADMIN_ROLES);
      return ok(await listBrandOperators(db, request.merchant.id));
    },
  );

  a.post(
    `${CONSOLE_PREFIX}/operators`,
    { schema: { body: createOperatorRequestSchema, response: generatedResponse } },
    async (request) => {
      const { operator } = operatorOf(request, OPERATOR_ADMIN_ROLES);
      return ok(await addOperator(db, ctx(request), operator.id, request.body));
    },
  );

  a.put(
    `${CONSOLE_PREFIX}/operators/:id/role`,
    { schema: { params: operatorParamsSchema, body: operatorRoleRequestSchema, response: rowResponse } },
    async (request) => {
      const { operator } = operatorOf(request, OPERATOR_ADMIN_ROLES);
      return ok(await changeOperatorRole(db, ctx(request), operator.id, request.params.id, request.body.role));
    },
  );

  a.put(
    `${CONSOLE_PREFIX}/operators/:id/status`,
    { schema: { params: operatorParamsSchema, body: operatorStatusRequestSchema, response: rowResponse } },
    async (request) => {
      const { operator } = operatorOf(request, OPERATOR_ADMIN_ROLES);
      const { id } = request.params;
      return ok(await setOperatorDisabled(db, ctx(request), operator.id, id, request.body.disabled));
    },
  );

  a.post(
    `${CONSOLE_PREFIX}/operators/:id/password`,
    { schema: { params: operatorParamsSchema, response: generatedResponse } },
    async (request) => {
      const { operator } = operatorOf(request, OPERATOR_ADMIN_ROLES);
      return ok(await resetOperatorPassword(db, ctx(request), operator.id, request.params.id));
    },
  );

  a.delete(
    `${CONSOLE_PREFIX}/operators/:id/totp`,
    { schema: { params: operatorParamsSchema, response: rowResponse } },
    async (request) => {
      const { operator } = operatorOf(request, OPERATOR_ADMIN_ROLES);
      return ok(await resetOperatorTotp(db, ctx(request), operator.id, request.params.id));
    },
  );

  a.post(OWN_PASSWORD_ROUTE, { schema: { body: ownPasswordRequestSchema, response: nullResponse } }, async (request) =>
    ok(await changeOwnPassword(db, ctx(request), operatorOf(request, ALL_ROLES), request.body)),
  );

  a.post(
    OWN_TOTP_ROUTE,
    { schema: { response: { 200: envelopeSchema(operatorTotpEnrolmentSchema) } } },
    async (request) => ok(await startOwnTotp(db, ctx(request), operatorOf(request, ALL_ROLES))),
  );

  a.post(
    OWN_TOTP_CONFIRM_ROUTE,
    { schema: { body: operatorTotpCodeSchema, response: nullResponse } },
    async (request) => ok(await confirmOwnTotp(db, ctx(request), operatorOf(request, ALL_ROLES), request.body.code)),
  );
}
