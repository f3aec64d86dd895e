import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { offeredBy } from './member-promotions.ts';
import { entriesOfMembers, findMembersForPromotions, liveCampaignsOfKind, uplineIds } from './queries.ts';
import { decide, type MemberFacts } from './rules.ts';

/** Members read at a time: the id lists stay far below a statement's parameter limit. */
const SLICE = 5_000;

/**
 * Which of these members a VIP upgrade reward now waits for in the reward centre (state `claim` of a live
 * `vip-upgrade` campaign), decided by the engine's own rules from a few reads for the whole set: what the VIP
 * module's upgrade message may promise. Read inside the caller's transaction, so it sees the levels just moved.
 */
export async function upgradeRewardsWaiting(
  orm: Orm,
  merchant: Pick<MerchantConfig, 'id' | 'features' | 'gmtOffsetMinutes'>,
  memberIds: number[],
  now: Date,
): Promise<Set<number>> {
  const waiting = new Set<number>();
  const campaigns = (await liveCampaignsOfKind(orm, merchant.id, ['vip-upgrade'], now)).filter((p) =>
    offeredBy(merchant, p),
  );
  if (campaigns.length === 0 || memberIds.length === 0) return waiting;
  // Only campaigns for agent lines need each member's uplines.
  const needUplines = campaigns.some((p) => p.audience.agentIds.length > 0);
  for (let start = 0; start < memberIds.length; start += SLICE) {
    const slice = memberIds.slice(start, start + SLICE);
    const [rows, entries] = await Promise.all([
      findMembersForPromotions(orm, merchant.id, slice),
      entriesOfMembers(
        orm,
        slice,
        campaigns.map((p) => p.id),
      ),
    ]);
    const byMember = new Map<number, typeof entries>();
    for (const e of entries) {
      const list = byMember.get(e.memberId);
      if (list) list.push(e);
      else byMember.set(e.memberId, [e]);
    }
    for (const member of rows) {
      const facts: MemberFacts = {
        id: member.id,
        createdAt: member.createdAt,
        uplines: needUplines ? await uplineIds(orm, member.id) : [],
        deposits: [],
        entries: byMember.get(member.id) ?? [],
        losses: new Map(),
        balance: 0,
        vipLevel: member.vipLevel,
        birthday: member.birthday,
        birthdaySetAt: member.birthdaySetAt,
        raffleValidBets: new Map(),
      };
      if (campaigns.some((p) => decide(p, facts, now, merchant.gmtOffsetMinutes)?.state === 'claim')) {
        waiting.add(member.id);
      }
    }
  }
  return waiting;
}
