/** Loaded only when a GAME link is followed, so zod stays out of the start-up bundle. */
export { gameListSchema } from '@lotus/contract';
