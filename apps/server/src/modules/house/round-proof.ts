import type { HouseRound } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { findMemberRound } from './queries.ts';
import { toHouseRound } from './round.ts';

/** `houseRound`: one of the member's own rounds with its fairness proof; anyone else's is simply not found. */
export async function roundProof(
  db: Database,
  merchantId: number,
  memberId: number,
  roundId: number,
): Promise<HouseRound> {
  const row = await findMemberRound(db.orm, merchantId, memberId, roundId);
  if (!row) throw new AppError('not.found');
  return toHouseRound(row.round, row.seed);
}
