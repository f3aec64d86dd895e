import { type ConsoleRaffleWinner, fromMinorUnits } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { findPromotion, raffleWinnerEntries } from './queries.ts';
import { claimUntilOf, isRaffle } from './raffle-rules.ts';

/**
 * A raffle's winners for the console (`raffleWinners`), first tier first: who won, with how many tickets, what, and
 * whether they claimed it (`waiting` while they still may, `expired` once the claim window has passed).
 */
export async function consoleRaffleWinners(
  db: Database,
  merchantId: number,
  promotionId: number,
  now: Date,
): Promise<{ list: ConsoleRaffleWinner[] }> {
  const p = await findPromotion(db.orm, merchantId, promotionId);
  if (!p) throw new AppError('not.found');
  if (!isRaffle(p)) throw new AppError('promotion.not.raffle');
  const expired = now >= claimUntilOf(p);
  const rows = await raffleWinnerEntries(db.orm, p.id);
  return {
    list: rows.map(({ entry, username }) => ({
      rank: entry.prizeRank ?? 0,
      entryId: entry.id,
      username,
      tickets: entry.tickets ?? 0,
      amount: fromMinorUnits(entry.amount),
      state: entry.status === 'joined' ? (expired ? 'expired' : 'waiting') : entry.status,
    })),
  };
}
