import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { bindContact, sendContactCode } from './bind-contact.ts';
import { emailContact, mobileContact } from './contacts.ts';
import { loadProfile } from './profile-view.ts';
import { updateProfile } from './update-profile.ts';

export interface ProfileRouteOptions {
  deps: AuthDeps;
  clock: Clock;
}

/** The security centre's profile: view, edit what the merchant allows, and bind a verified phone and email. */
export default async function profileRoutes(app: FastifyInstance, { deps, clock }: ProfileRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const memberId = (request: FastifyRequest) => sessionOf(request).memberId;

  r.route({
    ...endpointRoute('memberProfile'),
    handler: (request) => loadProfile(deps.db.orm, ctx(request), memberId(request)),
  });

  r.route({
    ...endpointRoute('updateMemberProfile'),
    handler: (request) => updateProfile(deps.db.orm, ctx(request), memberId(request), request.body),
  });

  r.route({
    ...endpointRoute('smsBind'),
    handler: (request) => {
      const c = ctx(request);
      return sendContactCode(deps, c, memberId(request), (row) => mobileContact(c, row, request.body));
    },
  });

  r.route({
    ...endpointRoute('emailBind'),
    handler: (request) => {
      const c = ctx(request);
      return sendContactCode(deps, c, memberId(request), (row) => emailContact(c, row, request.body));
    },
  });

  r.route({
    ...endpointRoute('bindMobile'),
    handler: (request) => {
      const c = ctx(request);
      return bindContact(deps, c, memberId(request), (row) => mobileContact(c, row, request.body), request.body);
    },
  });

  r.route({
    ...endpointRoute('bindEmail'),
    handler: (request) => {
      const c = ctx(request);
      return bindContact(deps, c, memberId(request), (row) => emailContact(c, row, request.body), request.body);
    },
  });
}
