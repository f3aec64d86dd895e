import {
  type AvailablePromo,
  actionableStates,
  type Language,
  lossKinds,
  type PromotionList,
  vipKinds,
} from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { type ImageAddress, promotionView } from './promotion-view.ts';
import {
  creditedDeposits,
  findMemberForPromotions,
  mainBalance,
  memberEntries,
  netLoss,
  type PromotionRow,
  uplineIds,
  visiblePromotionRows,
} from './queries.ts';
import { raffleValidBetsOf } from './raffle-tickets.ts';
import { type Decision, decide, lossWindow, type MemberFacts } from './rules.ts';

/** Ended campaigns stay on the page (as closed) this long, so a member sees how the last one went. */
const CLOSED_SHOWN_MS = 7 * 86_400_000;

/** What the engine needs to know of a member to decide the campaigns given, at `now`. */
export async function memberFacts(
  orm: Orm,
  merchant: Pick<MerchantConfig, 'id' | 'gmtOffsetMinutes'>,
  memberId: number,
  campaigns: PromotionRow[],
  now: Date,
): Promise<MemberFacts | null> {
  const lossCampaigns = campaigns.filter((p) => lossKinds.includes(p.kind));
  const [member, uplines, deposits, entries, losses, balance, raffleValidBets] = await Promise.all([
    findMemberForPromotions(orm, merchant.id, memberId),
    uplineIds(orm, memberId),
    creditedDeposits(orm, merchant.id, memberId),
    memberEntries(
      orm,
      memberId,
      campaigns.map((p) => p.id),
    ),
    Promise.all(
      lossCampaigns.map(
        async (p) =>
          [p.id, await netLoss(orm, merchant.id, memberId, lossWindow(p, now, merchant.gmtOffsetMinutes))] as const,
      ),
    ),
    lossCampaigns.length > 0 ? mainBalance(orm, merchant.id, memberId) : Promise.resolve(0),
    raffleValidBetsOf(orm, merchant.id, memberId, campaigns, now),
  ]);
  if (!member) return null;
  return {
    id: member.id,
    createdAt: member.createdAt,
    uplines,
    deposits,
    entries,
    losses: new Map(losses),
    balance,
    vipLevel: member.vipLevel,
    birthday: member.birthday,
    birthdaySetAt: member.birthdaySetAt,
    raffleValidBets,
  };
}

/** VIP campaigns need the brand's VIP module (VIP3): while it is off they are not shown, joined or claimed. */
export const offeredBy = (merchant: Pick<MerchantConfig, 'features'>, p: Pick<PromotionRow, 'kind'>) =>
  !vipKinds.includes(p.kind) || merchant.features.VIP3 === true;

export interface Viewer {
  merchant: MerchantConfig;
  language: Language;
  image: ImageAddress;
  now: Date;
}

/** Every campaign the member (or guest) may see, in their state, in the brand's order. */
async function decided(db: Database, viewer: Viewer, memberId: number | null) {
  const rows = (await visiblePromotionRows(db.orm, viewer.merchant.id, viewer.now, CLOSED_SHOWN_MS)).filter((p) =>
    offeredBy(viewer.merchant, p),
  );
  const facts = memberId === null ? null : await memberFacts(db.orm, viewer.merchant, memberId, rows, viewer.now);
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
  return { list, serverTime: viewer.now.getTime() };
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
