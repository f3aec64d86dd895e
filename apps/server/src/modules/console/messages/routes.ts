import type { FastifyInstance } from 'fastify';
import type { ConsoleRouteOptions } from '../routes.ts';

/** The message composer: messages to one member, VIP levels, agents or everyone (/api/console/messages). */
export default async function messageRoutes(_app: FastifyInstance, _options: ConsoleRouteOptions) {}
