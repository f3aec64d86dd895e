/**
 * The contract schemas the web client validates responses with. Only loaded through `contractSchema`, so zod
 * arrives in its own chunk, in parallel with the first request, instead of in the start-up bundle.
 */
export {
  announcementListSchema,
  helpCenterSchema,
  systemStatusSchema,
  unreadCountSchema,
  vendorLanesSchema,
  winnerBoardSchema,
} from '@lotus/contract';
