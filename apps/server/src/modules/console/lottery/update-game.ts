import { isDeepStrictEqual } from 'node:util';
import type { updateLotteryGameSchema } from '@lotus/contract';
import { checkPayTable } from '@lotus/lottery';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { auditedUpdate } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { currentPeriod, findLotteryGame, insertOdds } from '../../lottery/queries.ts';
import { type LotteryGameSettingsRow, lockLotteryGame, setGameEnabled, updateLotteryGameRow } from './queries.ts';
import { gameView } from './views.ts';

/** What the audit log keeps of a lottery game's rules, money in minor units. */
const settingsOf = (row: LotteryGameSettingsRow, enabled: boolean) => ({
  enabled,
  intervalSeconds: row.intervalSeconds,
  drawTime: row.drawTime,
  closeSeconds: row.closeSeconds,
  maxPayoutPerNumber: row.maxPayoutPerNumber,
  maxPayoutPerPeriod: row.maxPayoutPerPeriod,
  defaultPrizeGroup: row.defaultPrizeGroup,
  maxPrizeGroup: row.maxPrizeGroup,
  voidAfterMinutes: row.voidAfterMinutes,
  payTable: row.payTable,
});
export type LotteryGameSettings = ReturnType<typeof settingsOf>;
type Settings = LotteryGameSettings;

const invalidField = (field: string, message: string) =>
  new AppError('request.invalid', { fields: { [field]: message } });

/** The rules that hold across fields, checked on the settings as they would be after the edit. */
export function checkSettings(family: LotteryGameSettingsRow['family'], after: Settings) {
  if (after.intervalSeconds !== null && after.closeSeconds >= after.intervalSeconds) {
    throw invalidField('closeSeconds', 'Betting must close less than one draw interval before the draw');
  }
  if (after.defaultPrizeGroup > after.maxPrizeGroup) {
    throw invalidField('defaultPrizeGroup', 'The default group is above the top group');
  }
  if (after.maxPayoutPerNumber > after.maxPayoutPerPeriod) {
    throw invalidField('maxPayoutPerNumber', 'The limit per number is above the limit per period');
  }
  const problems = checkPayTable(family, after.payTable);
  if (problems.length > 0) throw invalidField('payTable', problems.join('; '));
}

/**
 * A lottery game's rules; only what is given changes. A new schedule or close applies to the periods the keeper opens
 * from now on: periods already open keep their times, so bets placed on them stand as they were placed. A new pay
 * table is a new odds version (the game row's lock orders them): new bets are placed at it, bets already placed are
 * paid, and give their exposure back, at theirs.
 */
export async function updateLotteryGame(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  gameId: number,
  input: z.output<typeof updateLotteryGameSchema>,
) {
  await db.orm.transaction(async (tx) => {
    const found = await lockLotteryGame(tx, ctx.merchant.id, gameId);
    if (!found) throw new AppError('not.found');
    const { lottery, enabled } = found;
    const before = settingsOf(lottery, enabled);
    const { schedule, ...rest } = input;
    const after: Settings = {
      ...before,
      ...rest,
      ...(schedule?.kind === 'interval' ? { intervalSeconds: schedule.intervalSeconds, drawTime: null } : {}),
      ...(schedule?.kind === 'daily' ? { intervalSeconds: null, drawTime: schedule.drawTime } : {}),
    };
    checkSettings(lottery.family, after);
    await auditedUpdate(tx, ctx, {
      event: 'console.lotteryGame.updated',
      operatorId,
      subject: { gameId },
      before,
      after,
      write: async () => {
        const { enabled: on, ...rules } = after;
        // New odds are a new version: bets already placed keep the version they were placed under.
        const oddsVersion = isDeepStrictEqual(after.payTable, before.payTable)
          ? lottery.oddsVersion
          : lottery.oddsVersion + 1;
        if (oddsVersion !== lottery.oddsVersion) {
          await insertOdds(tx, { gameId, version: oddsVersion, payTable: after.payTable });
        }
        await updateLotteryGameRow(tx, gameId, { ...rules, oddsVersion, updatedAt: ctx.now });
        if (on !== before.enabled) await setGameEnabled(tx, gameId, on, ctx.now);
      },
    });
  });
  const game = await findLotteryGame(db.orm, gameId);
  if (!game) throw new AppError('not.found');
  return gameView(game, await currentPeriod(db.orm, gameId, ctx.now));
}
