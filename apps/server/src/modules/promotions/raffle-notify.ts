import { fromMinorUnits } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import { localizeAny } from '../../platform/localize.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { announceInboxMessages, type InboxDelivery, insertInboxMessages } from '../inbox/deliver.ts';
import { availablePromo } from './member-promotions.ts';
import type { PromotionRow } from './queries.ts';

/** A winner of a draw: the entry, its member, the tier and what it pays (minor units). */
export interface RaffleWin {
  entryId: number;
  memberId: number;
  rank: number;
  amount: number;
}

/** Members told their badge count each; a bigger draw gets the bare event, and each page reads its own. */
const COUNTED_PER_DRAW = 200;
/** Recipients per inbox insert, far below a statement's parameter limit. */
const SLICE = 5_000;

const money = (minor: number) =>
  fromMinorUnits(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const CN_DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A prize tier's name: `1st prize`, `一等奖` (tiers go up to 20). */
export function tierName(rank: number) {
  const tens = rank % 100 >= 11 && rank % 100 <= 13;
  const suffix = tens ? 'th' : (['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th');
  const ten = Math.floor(rank / 10);
  const one = rank % 10;
  const cn = `${ten === 0 ? '' : ten === 1 ? '十' : `${CN_DIGITS[ten - 1]}十`}${one === 0 ? '' : CN_DIGITS[one - 1]}`;
  return { EN: `${rank}${suffix} prize`, CN: `${cn}等奖` };
}

/** `2026-12-12 20:00 (UTC+8)`: an instant on the brand's clock, with its offset. */
export function brandTime(at: Date, gmtOffsetMinutes: number) {
  const local = new Date(at.getTime() + gmtOffsetMinutes * 60_000).toISOString();
  const sign = gmtOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(gmtOffsetMinutes);
  const offset = `${Math.floor(abs / 60)}${abs % 60 === 0 ? '' : `:${String(abs % 60).padStart(2, '0')}`}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${sign}${offset})`;
}

/**
 * Inside the draw's transaction: each winner's inbox message, what they won and until when to claim it (one insert
 * per prize tier). Answers the deliveries to announce after the commit.
 */
export async function writeWinnerMessages(
  tx: Orm,
  merchant: MerchantConfig,
  p: PromotionRow,
  wins: RaffleWin[],
  claimUntil: Date,
  at: Date,
) {
  const fallback = defaultLanguage(merchant);
  const title = {
    EN: escapeHtml(localizeAny(p.title, 'EN', fallback)),
    CN: escapeHtml(localizeAny(p.title, 'CN', fallback)),
  };
  const until = brandTime(claimUntil, merchant.gmtOffsetMinutes);
  const deliveries: InboxDelivery[] = [];
  const tiers = new Map<number, RaffleWin[]>();
  for (const win of wins) tiers.set(win.rank, [...(tiers.get(win.rank) ?? []), win]);
  for (const [rank, tier] of tiers) {
    const amount = money(tier[0]?.amount ?? 0);
    const prize = tierName(rank);
    const memberIds = tier.map((w) => w.memberId);
    for (let start = 0; start < memberIds.length; start += SLICE) {
      deliveries.push(
        await insertInboxMessages(
          tx,
          {
            merchantId: merchant.id,
            kind: 'system',
            title: { EN: 'You won a raffle prize', CN: '恭喜您中奖' },
            content: {
              EN: `<p>Congratulations: your ticket in ${title.EN} won the ${prize.EN}: <strong>${amount}</strong>.</p><p>Claim it in the reward centre by <strong>${until}</strong>; after that it can no longer be claimed.</p>`,
              CN: `<p>恭喜！您在${title.CN}中抽中${prize.CN}，奖金 <strong>${amount}</strong>。</p><p>请于 <strong>${until}</strong> 前在奖励中心领取，逾期将无法领取。</p>`,
            },
            at,
          },
          { memberIds: memberIds.slice(start, start + SLICE) },
        ),
      );
    }
  }
  return deliveries;
}

/**
 * After the commit (a socket must never announce a prize that is not there; delivery is best effort): the inbox
 * badge, and `promotion.available` with each winner's count (the bare event past a draw of usual size).
 */
export async function announceWinners(
  deps: { db: Database; events: EventBus },
  merchant: MerchantConfig,
  deliveries: InboxDelivery[],
  memberIds: number[],
  now: Date,
) {
  for (const delivery of deliveries) await announceInboxMessages(deps.db.orm, deps.events, delivery);
  const counted = memberIds.length <= COUNTED_PER_DRAW;
  const viewer = { merchant, language: defaultLanguage(merchant), image: (stored: string) => stored, now };
  for (const memberId of memberIds) {
    const count = counted ? await availablePromo(deps.db, viewer, memberId) : null;
    await deps.events.publish(
      { merchantId: merchant.id, memberId },
      'promotion.available',
      count ? { availablePromoCount: count.availablePromoCount } : {},
    );
  }
}
