import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { accountDetails } from './account-details.ts';
import { agentAnnouncements } from './agent-announcements.ts';
import { downlineList } from './downline-list.ts';
import { registrations } from './registrations.ts';
import { teamBetDetail } from './team-bet-detail.ts';
import { teamBets } from './team-bets.ts';
import { teamOverview } from './team-overview.ts';
import { userLoss } from './user-loss.ts';

export interface AgentReportRoutesOptions {
  db: Database;
  clock: Clock;
}

/** The agent centre's reports over the caller's own team (docs/agent-reports.md). */
export default async function agentReportRoutes(app: FastifyInstance, { db, clock }: AgentReportRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now().getTime();

  r.route({
    ...endpointRoute('agentTeamOverview'),
    handler: (request) => teamOverview(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentDownlines'),
    handler: (request) => downlineList(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentTeamBets'),
    handler: (request) =>
      teamBets(db.orm, request.merchant, sessionOf(request).memberId, request.query, now(), request.language),
  });

  r.route({
    ...endpointRoute('agentTeamBetDetail'),
    handler: (request) =>
      teamBetDetail(db.orm, request.merchant.id, sessionOf(request).memberId, request.query.id, request.language),
  });

  r.route({
    ...endpointRoute('agentUserLoss'),
    handler: (request) => userLoss(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentRegistrations'),
    handler: (request) => registrations(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentAccountDetails'),
    handler: (request) =>
      accountDetails(db.orm, request.merchant, sessionOf(request).memberId, request.query, request.language),
  });

  r.route({
    ...endpointRoute('agentAnnouncements'),
    handler: (request) =>
      agentAnnouncements(
        db.orm,
        request.merchant,
        sessionOf(request).memberId,
        request.query,
        request.language,
        clock.now(),
      ),
  });
}
