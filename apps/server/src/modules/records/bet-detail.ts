import type { BetDetail, Language } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { lotteryBetOfRound } from '../lottery/bet-of-round.ts';
import { betRecordOf } from './bet-view.ts';
import { findBet } from './queries.ts';

/** The house vendor's code: its bets' round ids are the `house_rounds` ids whose proofs the member may open. */
export const HOUSE_VENDOR = 'HOUSE';

const roundNumber = (value: unknown) =>
  (typeof value === 'string' && /^\d{1,15}$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value))
    ? Number(value)
    : null;

/** One bet of the member (`ODSFE2_betDetail`); another member's bet answers 404 like one that does not exist. */
export async function betDetail(
  orm: Orm,
  merchantId: number,
  memberId: number,
  betId: number,
  language: Language,
): Promise<BetDetail> {
  const row = await findBet(orm, merchantId, betId);
  if (!row || row.memberId !== memberId) throw new AppError('not.found');
  const house = row.vendorCode === HOUSE_VENDOR;
  return {
    ...betRecordOf(row, language),
    houseRoundId: house ? (roundNumber(row.roundId) ?? roundNumber(row.detail.houseRoundId)) : null,
    lottery: house ? null : await lotteryBetOfRound(orm, merchantId, memberId, row.roundId),
    detail: row.detail,
  };
}
