import { fromMinorUnits, type HouseOutcome, type HouseRound } from '@lotus/contract';
import type { RoundRow, SeedRow } from './queries.ts';

/** A round as the client sees it; the server seed only once it was rotated out. */
export function toHouseRound(round: RoundRow, seed: SeedRow): HouseRound {
  return {
    id: round.id,
    gameCode: round.gameCode as HouseRound['gameCode'],
    nonce: round.nonce,
    clientSeed: seed.clientSeed,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    stake: fromMinorUnits(round.stake),
    payout: fromMinorUnits(round.payout),
    outcome: round.outcome as HouseOutcome,
    createdAt: round.createdAt.getTime(),
  };
}
