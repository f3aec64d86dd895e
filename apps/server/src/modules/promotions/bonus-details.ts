import type { LocalizedText } from '@lotus/contract';
import { type BonusPage, type BonusView, fromMinorUnits, type Language } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localizeAny } from '../../platform/localize.ts';
import { termsView } from './promotion-view.ts';
import { type BonusRow, bonusPage } from './queries.ts';

interface BonusWithWagering {
  bonus: BonusRow;
  title: Partial<LocalizedText>;
  remaining: number | null;
}

/**
 * A bonus as its member sees it. Wagered: what the requirement has counted (all of it once the bonus completed; what
 * was counted before a forfeit or an expiry cleared the rest is not kept, so those show what was done at the time
 * only while active). An active bonus whose wagering is done shows as completed before the job marks it.
 */
export function bonusView(row: BonusWithWagering, language: Language, fallback: Language): BonusView {
  const { bonus } = row;
  const remaining = row.remaining ?? 0;
  const done = bonus.status === 'active' && remaining === 0;
  const status = done ? 'completed' : bonus.status;
  const wagered = status === 'completed' ? bonus.required : bonus.status === 'active' ? bonus.required - remaining : 0;
  return {
    id: bonus.id,
    promotionId: bonus.promotionId,
    title: localizeAny(row.title, language, fallback),
    amount: fromMinorUnits(bonus.amount),
    requirement: fromMinorUnits(bonus.required),
    wagered: fromMinorUnits(wagered),
    status,
    createdAt: bonus.createdAt.getTime(),
    expiresAt: bonus.expiresAt.getTime(),
    settledAt: bonus.settledAt?.getTime() ?? null,
    forfeited: fromMinorUnits(bonus.forfeited),
    terms: termsView(bonus.terms),
  };
}

/** The member's bonuses, newest first. */
export async function bonusDetails(
  orm: Orm,
  owner: { merchantId: number; memberId: number; language: Language; fallback: Language },
  query: { pageNo: number; pageSize: number; status?: BonusRow['status'] | undefined },
): Promise<BonusPage> {
  const { rows, total } = await bonusPage(orm, owner.merchantId, owner.memberId, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
    status: query.status,
  });
  return {
    list: rows.map((row) => bonusView(row, owner.language, owner.fallback)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

export async function bonusById(
  orm: Orm,
  owner: { merchantId: number; memberId: number; language: Language; fallback: Language },
  bonusId: number,
) {
  const { rows } = await bonusPage(orm, owner.merchantId, owner.memberId, { offset: 0, limit: 1, bonusId });
  const [row] = rows;
  if (!row) throw new Error(`bonus ${bonusId} not found`);
  return bonusView(row, owner.language, owner.fallback);
}
