import type { ConsoleVipLevel, vipLevelsInputSchema } from '@lotus/contract';
import { fromMinorUnits } from '@lotus/contract';
import type { z } from 'zod';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditedUpdate } from '../../platform/audited-change.ts';
import { localizedText, ordered } from '../../platform/content-fields.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { businessMonthOf } from './business-month.ts';
import { vipOn } from './ladder.ts';
import { announceVipChanges, noNotices, writeUpgradeMessages } from './notify.ts';
import {
  insertCounts,
  type LevelRow,
  ladderRows,
  lockCounts,
  lowestHeldAbove,
  membersByLevel,
  replaceLadder,
  upgradeMembers,
} from './queries.ts';

type LadderInput = z.output<typeof vipLevelsInputSchema>;

/** The console's VIP pages answer only while the brand runs VIP (module VIP3). */
export function requireVip(merchant: Pick<MerchantConfig, 'features'>) {
  if (!vipOn(merchant)) throw new AppError('function.not.available');
}

/** GET /api/console/vip/levels: the ladder, level 0 first, with how many members hold each level. */
export async function listLevels(orm: Orm, merchant: Pick<MerchantConfig, 'id' | 'features'>) {
  requireVip(merchant);
  const [rows, counts] = await Promise.all([ladderRows(orm, merchant.id), membersByLevel(orm, merchant.id)]);
  return {
    levels: rows.map(
      (row): ConsoleVipLevel => ({
        level: row.level,
        name: row.name,
        upgradeValidBet: fromMinorUnits(row.upgradeValidBet),
        upgradeDeposit: fromMinorUnits(row.upgradeDeposit),
        keepValidBet: row.keepValidBet === null ? null : fromMinorUnits(row.keepValidBet),
        members: counts.get(row.level) ?? 0,
      }),
    ),
  };
}

/** What the audit log keeps of a ladder (minor units). */
const auditedLadder = (rows: Omit<LevelRow, 'merchantId'>[]) => ({
  levels: rows.map((row) => ({
    level: row.level,
    name: ordered(row.name),
    upgradeValidBet: row.upgradeValidBet,
    upgradeDeposit: row.upgradeDeposit,
    keepValidBet: row.keepValidBet,
  })),
});

/**
 * PUT /api/console/vip/levels: replaces the ladder, audited with what it was and what it becomes (a save that changes
 * nothing records nothing). Cutting the ladder below a level that members hold is refused (`vip.level.held`, with
 * the lowest such level). Members whose progress meets a level of the new ladder above theirs move up at once, as a
 * count would move them, with their messages. The first save starts the brand's counting: bets settled and deposits
 * credited from then on count towards levels, and the keep check first reviews the month it was saved in.
 */
export async function replaceLevels(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  input: LadderInput,
) {
  requireVip(ctx.merchant);
  const { db } = deps;
  const notices = noNotices(ctx.merchant);
  const merchantId = ctx.merchant.id;
  const rows: Omit<LevelRow, 'merchantId'>[] = [
    { level: 0, name: localizedText(input.baseName), upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null },
    ...input.levels.map((level, index) => ({
      level: index + 1,
      name: localizedText(level.name),
      upgradeValidBet: level.upgradeValidBet,
      upgradeDeposit: level.upgradeDeposit,
      keepValidBet: level.keepValidBet,
    })),
  ];
  const ladder = await db.orm.transaction(async (tx) => {
    if (!(await lockCounts(tx, merchantId))) {
      await insertCounts(tx, merchantId, ctx.now, businessMonthOf(ctx.now, ctx.merchant.gmtOffsetMinutes));
      await lockCounts(tx, merchantId);
    }
    const held = await lowestHeldAbove(tx, merchantId, input.levels.length);
    if (held !== null) throw new AppError('vip.level.held', { level: held });
    await auditedUpdate(tx, ctx, {
      event: 'console.vip.levels.updated',
      operatorId,
      subject: {},
      before: auditedLadder(await ladderRows(tx, merchantId)),
      after: auditedLadder(rows),
      write: () => replaceLadder(tx, merchantId, rows),
    });
    const ladder = await ladderRows(tx, merchantId);
    await writeUpgradeMessages(tx, notices, ladder, await upgradeMembers(tx, merchantId, ctx.now), ctx.now);
    return ladder;
  });
  await announceVipChanges(deps, notices, ladder, ctx.now);
  return listLevels(db.orm, ctx.merchant);
}
