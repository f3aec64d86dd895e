import { fromMinorUnits, type MemberVip, type setMemberVipSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { requireVip } from './manage-ladder.ts';
import { announceVipChanges, noNotices } from './notify.ts';
import {
  findMemberStanding,
  ladderRows,
  lockCounts,
  lockMemberLevel,
  memberChanges,
  setMemberLevel,
} from './queries.ts';

type SetMemberVipInput = z.output<typeof setMemberVipSchema>;

/** The history a member's file shows: the latest changes. */
const HISTORY = 100;

/** GET /api/console/members/:id/vip: the member's level, progress and changes of level, newest first. */
export async function memberVip(
  orm: Orm,
  merchant: Pick<MerchantConfig, 'id' | 'features'>,
  memberId: number,
): Promise<MemberVip> {
  requireVip(merchant);
  const [standing, changes] = await Promise.all([
    findMemberStanding(orm, merchant.id, memberId),
    memberChanges(orm, merchant.id, memberId, HISTORY),
  ]);
  if (!standing) throw new AppError('not.found');
  return {
    level: standing.level,
    progressValidBet: fromMinorUnits(standing.validBet),
    progressDeposit: fromMinorUnits(standing.deposit),
    changes: changes.map(({ change, operator }) => ({
      id: change.id,
      fromLevel: change.fromLevel,
      toLevel: change.toLevel,
      reason: change.reason,
      note: change.note,
      operator,
      createdAt: change.createdAt.getTime(),
    })),
  };
}

/**
 * POST /api/console/members/:id/vip: an operator sets a member's level, with a reason (audited, and in the member's
 * history). Up: progress is raised to the level's thresholds where it is below them. Down: progress is set to the
 * level's thresholds, as a keep check does, or the next count would move the member straight back up. The upgrade
 * reward keeps its rule: it pays each level once, whoever moved the member there. A set to the level the member
 * holds changes nothing.
 */
export async function setMemberVip(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  memberId: number,
  input: SetMemberVipInput,
): Promise<MemberVip> {
  requireVip(ctx.merchant);
  const merchantId = ctx.merchant.id;
  const notices = noNotices(ctx.merchant);
  const ladder = await deps.db.orm.transaction(async (tx) => {
    // The brand's counting row first, as the counting job takes it, then the member's row.
    await lockCounts(tx, merchantId);
    const rows = await ladderRows(tx, merchantId);
    const target = rows.find((row) => row.level === input.level);
    if (!target) throw new AppError('vip.level.unknown', { level: input.level });
    const member = await lockMemberLevel(tx, merchantId, memberId);
    const standing = member && (await findMemberStanding(tx, merchantId, memberId));
    if (!member || !standing) throw new AppError('not.found');
    if (member.level === input.level) return rows;
    const up = input.level > member.level;
    const progress = {
      validBet: up ? Math.max(standing.validBet, target.upgradeValidBet) : target.upgradeValidBet,
      deposit: up ? Math.max(standing.deposit, target.upgradeDeposit) : target.upgradeDeposit,
    };
    const change = { memberId, fromLevel: member.level, toLevel: input.level };
    await setMemberLevel(tx, { ...change, merchantId, ...progress, note: input.reason, operatorId, at: ctx.now });
    await recordAudit(tx, ctx, {
      event: 'console.vip.member.set',
      operatorId,
      memberId,
      detail: {
        fromLevel: change.fromLevel,
        toLevel: change.toLevel,
        reason: input.reason,
        progress: { from: { validBet: standing.validBet, deposit: standing.deposit }, to: progress },
      },
    });
    notices.changes.push(change);
    return rows;
  });
  await announceVipChanges(deps, notices, ladder, ctx.now);
  return memberVip(deps.db.orm, ctx.merchant, memberId);
}
