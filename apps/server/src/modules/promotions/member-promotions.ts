import { type AvailablePromo, actionableStates, type Language, type PromotionList } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { type ImageAddress, promotionView } from './promotion-view.ts';
import {
  creditedDeposits,
  findMemberForPromotions,
  memberEntries,
  type PromotionRow,
  uplineIds,
  visiblePromotionRows,
} from './queries.ts';
import { type Decision, decide, type MemberFacts } from './rules.ts';

/** Ended campaigns stay on the page (as closed) this long, so a member sees how the last one went. */
const CLOSED_SHOWN_MS = 7 * 86_400_000;

/** What the engine needs to know of a member to decide the campaigns named. */
export async function memberFacts(
  orm: Orm,
  merchantId: number,
  memberId: number,
  promotionIds: number[],
): Promise<MemberFacts | null> {
  const [member, uplines, deposits, entries] = await Promise.all([
    findMemberForPromotions(orm, merchantId, memberId),
    uplineIds(orm, memberId),
    creditedDeposits(orm, merchantId, memberId),
    memberEntries(orm, memberId, promotionIds),
  ]);
  return member ? { id: member.id, createdAt: member.createdAt, uplines, deposits, entries } : null;
}

export interface Viewer {
  merchant: MerchantConfig;
  language: Language;
  image: ImageAddress;
  now: Date;
}

/** Every campaign the member (or guest) may see, in their state, in the brand's order. */
async function decided(db: Database, viewer: Viewer, memberId: number | null) {
  const rows = await visiblePromotionRows(db.orm, viewer.merchant.id, viewer.now, CLOSED_SHOWN_MS);
  const facts =
    memberId === null
      ? null
      : await memberFacts(
          db.orm,
          viewer.merchant.id,
          memberId,
          rows.map((r) => r.id),
        );
  return rows.flatMap((p): { p: PromotionRow; decision: Decision }[] => {
    const decision = decide(p, facts, viewer.now, viewer.merchant.gmtOffsetMinutes);
    return decision ? [{ p, decision }] : [];
  });
}

/** The promotions page for a guest, or the reward centre for a member. */
export async function promotionList(db: Database, viewer: Viewer, memberId: number | null): Promise<PromotionList> {
  const fallback = defaultLanguage(viewer.merchant);
  const list = (await decided(db, viewer, memberId)).map(({ p, decision }) =>
    promotionView(p, decision, viewer.language, fallback, viewer.image),
  );
  return { list };
}

/** The red badge: the campaigns the member can join or claim now. */
export async function availablePromo(db: Database, viewer: Viewer, memberId: number): Promise<AvailablePromo> {
  const { list } = await promotionList(db, viewer, memberId);
  const open = list.filter((p) => actionableStates.includes(p.state));
  return {
    availablePromoCount: open.length,
    availablePromo: open.map((p) => ({ id: p.id, title: p.title, state: p.state })),
  };
}
