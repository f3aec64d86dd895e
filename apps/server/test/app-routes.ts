import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  path: string;
}

/**
 * Every route the app serves, read from Fastify's route tree (nested lines continue their parent's path). Wildcard
 * routes serve static files and print ambiguously in the tree, so they are left out, as are HEAD and OPTIONS.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS' && !path.includes('*')) routes.push({ method, path });
    }
  }
  return routes;
}
