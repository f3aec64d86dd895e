import type { houseVerifyRequestSchema, houseVerifyResultSchema } from '@lotus/contract';
import { deriveOutcome, seedHash } from '@lotus/house-games';
import type { z } from 'zod';

/** Recomputes a round from its revealed seed, as the verify page does in the browser: the same package, the same result. */
export function verifyRound(
  request: z.output<typeof houseVerifyRequestSchema>,
): z.output<typeof houseVerifyResultSchema> {
  return {
    serverSeedHash: seedHash(request.serverSeed),
    outcome: deriveOutcome(request.gameCode, request.serverSeed, request.clientSeed, request.nonce),
  };
}
