import { fromMinorUnits } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { announceInboxMessages, type InboxDelivery, insertInboxMessages } from '../inbox/deliver.ts';
import { availablePromo } from '../promotions/member-promotions.ts';
import { upgradeRewardsWaiting } from '../promotions/vip-rewards.ts';
import { levelName } from './ladder.ts';
import type { LevelChange, LevelRow } from './queries.ts';

/** What a committed change of levels tells the members: their inbox copies, and the changes for the sockets. */
export interface VipNotices {
  merchant: MerchantConfig;
  changes: LevelChange[];
  inbox: InboxDelivery[];
}

/** Members told their reward-centre count each; a bigger batch gets the bare event, and each page reads its own. */
const COUNTED_PER_BATCH = 200;
/** Recipients per inbox insert, far below a statement's parameter limit. */
const SLICE = 5_000;

type Text = { EN: string; CN: string };

const money = (minor: number) =>
  fromMinorUnits(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A level's name for the message in each language (operator text, so escaped for the message's HTML). */
const names = (row: LevelRow | undefined): Text => ({
  EN: escapeHtml(levelName(row, 'EN')),
  CN: escapeHtml(levelName(row, 'CN')),
});

async function writeMessage(tx: Orm, notices: VipNotices, memberIds: number[], title: Text, content: Text, at: Date) {
  for (let start = 0; start < memberIds.length; start += SLICE) {
    notices.inbox.push(
      await insertInboxMessages(
        tx,
        { merchantId: notices.merchant.id, kind: 'system', title, content, at },
        { memberIds: memberIds.slice(start, start + SLICE) },
      ),
    );
  }
}

/** Groups changes by what their message says, so each group is one insert. */
function groupBy<K>(changes: LevelChange[], key: (c: LevelChange) => K) {
  const groups = new Map<string, { key: K; memberIds: number[] }>();
  for (const change of changes) {
    const k = key(change);
    const id = JSON.stringify(k);
    const group = groups.get(id) ?? { key: k, memberIds: [] };
    group.memberIds.push(change.memberId);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * Upgrades, inside the counting transaction: each member is told the level reached and, when a VIP upgrade campaign
 * now pays them something, that the reward waits in the reward centre.
 */
export async function writeUpgradeMessages(
  tx: Orm,
  notices: VipNotices,
  ladder: LevelRow[],
  changes: LevelChange[],
  at: Date,
) {
  notices.changes.push(...changes);
  if (changes.length === 0) return;
  const waiting = await upgradeRewardsWaiting(
    tx,
    notices.merchant,
    changes.map((c) => c.memberId),
    at,
  );
  const groups = groupBy(changes, (c) => ({ level: c.toLevel, reward: waiting.has(c.memberId) }));
  for (const { key, memberIds } of groups) {
    const name = names(ladder.find((l) => l.level === key.level));
    const reward: Text = key.reward
      ? {
          EN: '<p>Your upgrade reward is waiting for you in the reward centre.</p>',
          CN: '<p>升级奖励已在奖励中心等您领取。</p>',
        }
      : { EN: '', CN: '' };
    await writeMessage(
      tx,
      notices,
      memberIds,
      { EN: 'Your VIP level went up', CN: 'VIP 等级提升' },
      {
        EN: `<p>Congratulations: your VIP level is now ${name.EN} (level ${key.level}).</p>${reward.EN}`,
        CN: `<p>恭喜！您的 VIP 等级已升至 ${name.CN}（等级 ${key.level}）。</p>${reward.CN}`,
      },
      at,
    );
  }
}

/** Downgrades of a keep check, inside its transaction: the level left, what keeping it asked, and the new level. */
export async function writeDowngradeMessages(
  tx: Orm,
  notices: VipNotices,
  ladder: LevelRow[],
  changes: LevelChange[],
  at: Date,
) {
  notices.changes.push(...changes);
  for (const { key, memberIds } of groupBy(changes, (c) => ({ from: c.fromLevel, to: c.toLevel }))) {
    const fromRow = ladder.find((l) => l.level === key.from);
    const from = names(fromRow);
    const to = names(ladder.find((l) => l.level === key.to));
    const keep = money(fromRow?.keepValidBet ?? 0);
    await writeMessage(
      tx,
      notices,
      memberIds,
      { EN: 'Your VIP level changed', CN: 'VIP 等级调整' },
      {
        EN: `<p>Keeping ${from.EN} asks a valid bet of ${keep} each month, and last month's was less, so your VIP level is now ${to.EN} (level ${key.to}). New play counts towards climbing back.</p>`,
        CN: `<p>保持 ${from.CN} 每月需有效投注 ${keep}，您上月的有效投注未达到，因此 VIP 等级调整为 ${to.CN}（等级 ${key.to}）。新的投注将计入再次升级。</p>`,
      },
      at,
    );
  }
}

/**
 * After the commit (a socket must never announce a change that is not there; delivery is best effort): the inbox
 * badge, `vip.changed` with the new level and its name in the brand's first language, and `promotion.available`
 * (with the member's count for a batch of usual size; a bigger one gets the bare event and each page reads its own).
 */
export async function announceVipChanges(
  deps: { db: Database; events: EventBus },
  notices: VipNotices,
  ladder: LevelRow[],
  now: Date,
) {
  const { merchant, changes } = notices;
  for (const delivery of notices.inbox) await announceInboxMessages(deps.db.orm, deps.events, delivery);
  const language = defaultLanguage(merchant);
  const counted = changes.length <= COUNTED_PER_BATCH;
  const viewer = { merchant, language, image: (stored: string) => stored, now };
  for (const change of changes) {
    const to = { merchantId: merchant.id, memberId: change.memberId };
    await deps.events.publish(to, 'vip.changed', {
      fromLevel: change.fromLevel,
      vipRankLevel: change.toLevel,
      vipLabelName: levelName(
        ladder.find((l) => l.level === change.toLevel),
        language,
      ),
    });
    const count = counted ? await availablePromo(deps.db, viewer, change.memberId) : null;
    await deps.events.publish(
      to,
      'promotion.available',
      count ? { availablePromoCount: count.availablePromoCount } : {},
    );
  }
}

export const noNotices = (merchant: MerchantConfig): VipNotices => ({ merchant, changes: [], inbox: [] });
