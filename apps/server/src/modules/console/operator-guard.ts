import {
  CONSOLE_PREFIX,
  type ConsoleAccess,
  type ConsoleEndpointDefinition,
  type ConsoleEndpointName,
  consoleEndpoints,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { type OperatorSession, resolveOperatorSession } from './operator-sessions.ts';
import { gateFirstSteps } from './operators/first-steps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes by the operator guard once the operator's token and role are checked. */
    operatorSession: OperatorSession | null;
  }
}

export interface OperatorGuardDeps {
  db: Database;
  directory: MerchantDirectory;
  clock: Clock;
}

const isConsolePath = (url: string) => url === CONSOLE_PREFIX || url.startsWith(`${CONSOLE_PREFIX}/`);

/** The table row a console route declares, or why the app must not start with it. */
function endpointOf(route: { method: string | string[]; url: string; config?: { consoleEndpoint?: string } }) {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  const name = route.config?.consoleEndpoint;
  if (!name || !Object.hasOwn(consoleEndpoints, name)) {
    throw new Error(`console route ${where} has no row in the contract's consoleEndpoints (use consoleRoute)`);
  }
  const endpoint: ConsoleEndpointDefinition = consoleEndpoints[name as ConsoleEndpointName];
  // Fastify adds a HEAD route beside each GET one, with the same config.
  const sameMethod = [route.method]
    .flat()
    .every((method) => method === endpoint.method || (method === 'HEAD' && endpoint.method === 'GET'));
  if (!sameMethod || route.url !== endpoint.path) {
    throw new Error(`console route ${where} differs from its row ${name}: ${endpoint.method} ${endpoint.path}`);
  }
  const { roles } = endpoint;
  if (roles !== 'public' && roles !== 'anySession' && (!Array.isArray(roles) || roles.length === 0)) {
    throw new Error(`console endpoint ${name} lists no roles`);
  }
  return { name: name as ConsoleEndpointName, roles };
}

/** The operator behind the token, held to their first steps and to the row's roles; sets the request's session. */
async function admit(
  request: FastifyRequest,
  name: ConsoleEndpointName,
  roles: Exclude<ConsoleAccess, 'public'>,
  { db, directory, clock }: OperatorGuardDeps,
) {
  const session = await resolveOperatorSession(
    db,
    request.headers.authorization ?? '',
    clock.now(),
    async (code) => (await directory.get(code))?.auth.operatorTotpRoles ?? [],
  );
  const merchant = session ? await directory.get(session.operator.merchantCode) : null;
  if (!session || !merchant) throw new AppError('console.not.session');
  request.operatorSession = session;
  request.merchant = merchant;
  gateFirstSteps(name, session.operator);
  if (roles !== 'anySession' && !roles.includes(session.operator.role)) throw new AppError('access.forbidden');
}

/**
 * The console's one access check, for every route under `/api/console` registered in `app` (and its children)
 * after this call. Each must come from `consoleRoute`, matching its row of the contract's table: a route without
 * one, or that differs from it, stops the app from starting. Each but sign-in (`public`) gets an onRequest step,
 * before its body is read or validated and after the rate limiter: no live session 401 `console.not.session`, a
 * pending first step 403 (first-steps.ts), a role the row does not list 403 `access.forbidden`.
 */
export function guardConsoleRoutes(app: FastifyInstance, deps: OperatorGuardDeps) {
  app.decorateRequest('operatorSession', null);
  app.addHook('onRoute', (route) => {
    if (!isConsolePath(route.url)) return;
    const { name, roles } = endpointOf(route);
    if (roles === 'public') return;
    const step: onRequestHookHandler = async (request) => admit(request, name, roles, deps);
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, step] as onRequestHookHandler[];
  });
}

/** The signed-in operator of a console route; the guard has checked their role before the handler runs. */
export function operatorOf(request: FastifyRequest): OperatorSession {
  const session = request.operatorSession;
  if (!session) throw new Error(`no operator session on ${request.routeOptions.url}: the operator guard did not run`);
  return session;
}

export const ok = <T>(value: T) => ({ success: true as const, value });
