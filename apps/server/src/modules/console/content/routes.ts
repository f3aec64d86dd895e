import type { FastifyInstance } from 'fastify';
import type { ConsoleRouteOptions } from '../routes.ts';

/** Banners, announcements, help centre and content images (/api/console/content/…). */
export default async function contentRoutes(_app: FastifyInstance, _options: ConsoleRouteOptions) {}
