/**
 * The catalogue schemas of the home page's first view, in valibot (contract/first-view-schemas.ts), so the first view
 * loads no zod. Only loaded through `gameSchema`.
 */
export {
  gameListFirstViewSchema,
  hotGamesFirstViewSchema,
  vendorLanesFirstViewSchema,
  winnerBoardFirstViewSchema,
} from '@lotus/contract';
