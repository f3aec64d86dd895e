import type { GameCategory } from '@lotus/contract';
import { latestAutoDate } from '../../modules/rebate/rules.ts';
import type { Orm } from '../database.ts';
import { rebateRates, rebateSettings } from '../schema.ts';

/** Base rates of level 0 in hundredths of a percent (50 is 0.50 %); each VIP level adds 10 to every category. */
const BASE_RATES: Partial<Record<GameCategory, number>> = {
  RNG: 50,
  FISH: 50,
  PVP: 40,
  LIVE: 40,
  SPORTS: 30,
  ESPORTS: 30,
  LOTT: 30,
  ELOTT: 30,
};
const LEVELS = [0, 1, 2, 3, 4, 5];
const AUTO_HOUR = 3;

/**
 * The demo brand's rebate: on from the seed, levels 0–5 at rates that rise with the level, claimable from 1.00,
 * wagered once before withdrawal, and paid automatically at 03:00 business time (first the next time that hour
 * comes, not at once). Rates of levels the brand's VIP ladder lacks earn nothing until members reach them.
 */
export async function seedDemoRebate(tx: Orm, merchantId: number, gmtOffsetMinutes: number, now: Date) {
  await tx.insert(rebateSettings).values({
    merchantId,
    enabled: true,
    minClaim: 100,
    wageringMultiple: 1,
    autoHour: AUTO_HOUR,
    since: now,
    autoRanOn: latestAutoDate(now.getTime(), gmtOffsetMinutes, AUTO_HOUR),
  });
  await tx.insert(rebateRates).values(
    LEVELS.flatMap((level) =>
      Object.entries(BASE_RATES).map(([category, rateBp]) => ({
        merchantId,
        level,
        category: category as GameCategory,
        rateBp: rateBp + level * 10,
      })),
    ),
  );
}
