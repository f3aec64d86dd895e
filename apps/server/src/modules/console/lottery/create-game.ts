import type { createLotteryGameSchema, ErrorCode } from '@lotus/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/sql-state.ts';
import { AppError, errorMessage } from '../../../platform/app-error.ts';
import { audited } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { addLotteryGame, LOTTERY_RULE_DEFAULTS } from '../../lottery/add-game.ts';
import type { LotteryDeps } from '../../lottery/lottery-deps.ts';
import { keepGamePeriods } from '../../lottery/periods.ts';
import { currentPeriod, findLotteryGame } from '../../lottery/queries.ts';
import { generatedGameIcon } from '../games/game-settings.ts';
import { lockVendor } from '../games/queries.ts';
import { vendorHasGame } from './queries.ts';
import { checkSettings } from './update-game.ts';
import { gameView } from './views.ts';

const fieldError = (ctx: RequestContext, code: ErrorCode, field: string) =>
  new AppError(code, { fields: { [field]: errorMessage(code, ctx.language) } });
const codeTaken = (ctx: RequestContext) => fieldError(ctx, 'console.lotteryGame.code.taken', 'gameCode');

/**
 * A new house lottery game under a seamless vendor of the brand (the lottery debits players through that vendor's
 * wallet calls), with the family's default odds and the generated artwork as its icon. Its first periods open at once
 * (the keeper's own step for one game), so it takes bets as soon as it is listed.
 */
export async function createLotteryGame(
  deps: LotteryDeps,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof createLotteryGameSchema>,
) {
  const { schedule, ...rules } = input;
  const timing =
    schedule.kind === 'interval'
      ? { intervalSeconds: schedule.intervalSeconds, drawTime: null }
      : { intervalSeconds: null, drawTime: schedule.drawTime };
  const settings = {
    ...LOTTERY_RULE_DEFAULTS,
    ...timing,
    enabled: rules.enabled,
    closeSeconds: rules.closeSeconds,
    maxPayoutPerNumber: rules.maxPayoutPerNumber,
    maxPayoutPerPeriod: rules.maxPayoutPerPeriod,
    defaultPrizeGroup: rules.defaultPrizeGroup ?? LOTTERY_RULE_DEFAULTS.defaultPrizeGroup,
    payTable: {},
  };
  checkSettings(rules.family, settings);
  let gameId: number;
  try {
    gameId = await deps.db.orm.transaction(async (tx) => {
      // The vendor's lock makes two adds of one code take turns; the unique index catches anything past it.
      const vendor = await lockVendor(tx, ctx.merchant.id, rules.vendorId);
      if (vendor?.walletMode !== 'seamless') {
        throw fieldError(ctx, 'console.lotteryGame.vendor.invalid', 'vendorId');
      }
      if (await vendorHasGame(tx, vendor.id, rules.gameCode)) throw codeTaken(ctx);
      return audited(tx, ctx, {
        event: 'console.lotteryGame.created',
        operatorId,
        act: () =>
          addLotteryGame(tx, {
            merchantId: ctx.merchant.id,
            vendorId: vendor.id,
            gameCode: rules.gameCode,
            name: rules.name,
            icon: generatedGameIcon(vendor.code, rules.gameCode),
            enabled: settings.enabled,
            family: rules.family,
            intervalSeconds: settings.intervalSeconds,
            drawTime: settings.drawTime,
            closeSeconds: settings.closeSeconds,
            maxPayoutPerNumber: settings.maxPayoutPerNumber,
            maxPayoutPerPeriod: settings.maxPayoutPerPeriod,
            defaultPrizeGroup: settings.defaultPrizeGroup,
            now: ctx.now,
          }),
        detail: (id) => ({
          gameId: id,
          vendorCode: vendor.code,
          gameCode: rules.gameCode,
          family: rules.family,
          ...settings,
        }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
  const game = await findLotteryGame(deps.db.orm, gameId);
  if (!game) throw new AppError('not.found');
  await keepGamePeriods(deps, game, ctx.now);
  return gameView(game, await currentPeriod(deps.db.orm, gameId, ctx.now));
}
