/**
 * The catalogue schemas of the home page's first view: `zod/mini` (contract/game-lobby.ts), so the first view loads
 * none of classic zod. Only loaded through `gameSchema`.
 */
export { gameListSchema, hotGamesSchema, vendorLanesSchema, winnerBoardSchema } from '@lotus/contract';
