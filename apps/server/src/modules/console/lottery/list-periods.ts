import type { ConsoleLotteryPeriodPage, lotteryPeriodSearchSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { findLotteryGame } from '../../lottery/queries.ts';
import { periodPage } from './queries.ts';
import { periodView } from './views.ts';

/** A game's periods (opened ones newest first, or the upcoming ones) with their bet totals; another brand's is 404. */
export async function listLotteryPeriods(
  db: Database,
  merchantId: number,
  gameId: number,
  query: z.output<typeof lotteryPeriodSearchSchema>,
  now: Date,
): Promise<ConsoleLotteryPeriodPage> {
  const game = await findLotteryGame(db.orm, gameId);
  if (!game || game.merchantId !== merchantId) throw new AppError('not.found');
  const { rows, total } = await periodPage(
    db.orm,
    { gameId, status: query.status, upcoming: query.upcoming ?? false, now },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map(periodView),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
