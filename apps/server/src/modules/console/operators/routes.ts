import {
  consoleOperatorListSchema,
  consoleOperatorRowSchema,
  createOperatorRequestSchema,
  envelopeSchema,
  generatedPasswordSchema,
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
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
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

/** The operators page (admins) and every operator's own password and authenticator; roles per the console table. */
export default async function operatorRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('operators'),
    schema: { response: { 200: envelopeSchema(consoleOperatorListSchema) } },
    handler: async (request) => ok(await listBrandOperators(db, request.merchant.id)),
  });

  a.route({
    ...consoleRoute('createOperator'),
    schema: { body: createOperatorRequestSchema, response: generatedResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await addOperator(db, ctx(request), operator.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('changeOperatorRole'),
    schema: { params: operatorParamsSchema, body: operatorRoleRequestSchema, response: rowResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await changeOperatorRole(db, ctx(request), operator.id, request.params.id, request.body.role));
    },
  });

  a.route({
    ...consoleRoute('setOperatorStatus'),
    schema: { params: operatorParamsSchema, body: operatorStatusRequestSchema, response: rowResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { id } = request.params;
      return ok(await setOperatorDisabled(db, ctx(request), operator.id, id, request.body.disabled));
    },
  });

  a.route({
    ...consoleRoute('resetOperatorPassword'),
    schema: { params: operatorParamsSchema, response: generatedResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await resetOperatorPassword(db, ctx(request), operator.id, request.params.id));
    },
  });

  a.route({
    ...consoleRoute('resetOperatorTotp'),
    schema: { params: operatorParamsSchema, response: rowResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await resetOperatorTotp(db, ctx(request), operator.id, request.params.id));
    },
  });

  a.route({
    ...consoleRoute('changeOwnPassword'),
    schema: { body: ownPasswordRequestSchema, response: nullResponse },
    handler: async (request) => ok(await changeOwnPassword(db, ctx(request), operatorOf(request), request.body)),
  });

  a.route({
    ...consoleRoute('startOwnTotp'),
    schema: { response: { 200: envelopeSchema(operatorTotpEnrolmentSchema) } },
    handler: async (request) => ok(await startOwnTotp(db, ctx(request), operatorOf(request))),
  });

  a.route({
    ...consoleRoute('confirmOwnTotp'),
    schema: { body: operatorTotpCodeSchema, response: nullResponse },
    handler: async (request) => ok(await confirmOwnTotp(db, ctx(request), operatorOf(request), request.body.code)),
  });
}
