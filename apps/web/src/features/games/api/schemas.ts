/**
 * The catalogue schemas the games feature validates answers with past the home page's first view (classic zod).
 * Only loaded through `gameSchema`, so zod arrives in its own chunk in parallel with the request, never in the
 * start-up bundle.
 */
export {
  favouriteIdsSchema,
  favouriteListSchema,
  gameMaintenanceValueSchema,
  launchGameSchema,
  pvpRoomsSchema,
  recentGamesSchema,
} from '@lotus/contract';
