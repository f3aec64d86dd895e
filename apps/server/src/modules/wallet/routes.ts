import { balanceSchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { memberBalance } from './balance.ts';

/** The member's wallets (API.md "Wallet"); deposits, withdrawals and transfers join them here. */
export default async function walletRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute('balance'),
    schema: { response: { 200: balanceSchema } },
    handler: (request) => memberBalance(db.orm, request.merchant, sessionOf(request).memberId),
  });
}
