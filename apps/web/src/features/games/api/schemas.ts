/**
 * The catalogue schemas the games feature validates answers with. Only loaded through `gameSchema`, so zod arrives
 * in its own chunk in parallel with the first request, never in the start-up bundle.
 */
export {
  favouriteIdsSchema,
  favouriteListSchema,
  gameListSchema,
  gameMaintenanceValueSchema,
  hotGamesSchema,
  launchGameSchema,
  pvpRoomsSchema,
  recentGamesSchema,
  vendorLanesSchema,
  winnerBoardSchema,
} from '@lotus/contract';
