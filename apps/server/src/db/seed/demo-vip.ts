import { businessDateOf } from '@lotus/contract';
import type { Orm } from '../database.ts';
import { vipCounts, vipLevels } from '../schema.ts';

const text = (EN: string, CN: string) => ({ EN, CN });

/**
 * The demo brand's VIP ladder (minor units): level 0 for every member, then five levels reached by valid bet and, from
 * VIP 2 on, deposits; from VIP 3 on, a level is kept by a monthly valid bet.
 */
export const demoVipLevels = [
  { level: 0, name: text('Member', '会员'), upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null },
  { level: 1, name: text('VIP 1', 'VIP 1'), upgradeValidBet: 100_000, upgradeDeposit: 0, keepValidBet: null },
  { level: 2, name: text('VIP 2', 'VIP 2'), upgradeValidBet: 500_000, upgradeDeposit: 50_000, keepValidBet: null },
  {
    level: 3,
    name: text('VIP 3', 'VIP 3'),
    upgradeValidBet: 2_000_000,
    upgradeDeposit: 200_000,
    keepValidBet: 200_000,
  },
  {
    level: 4,
    name: text('VIP 4', 'VIP 4'),
    upgradeValidBet: 10_000_000,
    upgradeDeposit: 1_000_000,
    keepValidBet: 1_000_000,
  },
  {
    level: 5,
    name: text('VIP 5', 'VIP 5'),
    upgradeValidBet: 50_000_000,
    upgradeDeposit: 5_000_000,
    keepValidBet: 5_000_000,
  },
];

/** The ladder, and its counting from now on (as the console's first save of a ladder starts it). */
export async function seedDemoVip(tx: Orm, merchantId: number, gmtOffsetMinutes: number, now: Date) {
  await tx.insert(vipLevels).values(demoVipLevels.map((level) => ({ ...level, merchantId })));
  await tx.insert(vipCounts).values({
    merchantId,
    countedUntil: now,
    reviewedMonth: businessDateOf(now.getTime(), gmtOffsetMinutes).slice(0, 7),
  });
}
