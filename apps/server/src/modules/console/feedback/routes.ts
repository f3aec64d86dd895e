import type { FastifyInstance } from 'fastify';
import type { ConsoleRouteOptions } from '../routes.ts';

/** The feedback inbox: list, status, replies to the member's inbox (/api/console/feedback). */
export default async function feedbackInboxRoutes(_app: FastifyInstance, _options: ConsoleRouteOptions) {}
