import type { LocalizedText } from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { addLotteryGame } from '../../modules/lottery/add-game.ts';
import type { Orm } from '../database.ts';
import type { LotteryFamilyCode } from '../schema/lottery.ts';
import { gameVendors } from '../schema.ts';
import { gameArtPath } from './demo-games.ts';

/**
 * The demo brand's lottery, run by Lotus's own lottery engine under the vendor codes players' clients route by
 * (spec §2: TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery, e-lottery to /lottery): fast games around the clock
 * and daily draws at their usual local times (the demo brand keeps GMT+8).
 */
interface DemoLotteryGame {
  vendor: string;
  gameCode: string;
  name: LocalizedText;
  family: LotteryFamilyCode;
  intervalSeconds?: number;
  drawTime?: string;
  closeSeconds: number;
}

const text = (EN: string, CN: string): LocalizedText => ({ EN, CN });

export const DEMO_LOTTERY_GAMES: DemoLotteryGame[] = [
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'vn-north',
    name: text('Northern Vietnam', '越南北部彩'),
    family: 'VN',
    // 18:15 in Hanoi (GMT+7).
    drawTime: '19:15',
    closeSeconds: 900,
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'vn-fast-3',
    name: text('Vietnam 3-Minute', '越南三分彩'),
    family: 'VN',
    intervalSeconds: 180,
    closeSeconds: 20,
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'sea-4d',
    name: text('4D Daily', '4D 每日彩'),
    family: 'SEA4D',
    drawTime: '19:00',
    closeSeconds: 900,
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'sea-4d-5',
    name: text('4D 5-Minute', '4D 五分彩'),
    family: 'SEA4D',
    intervalSeconds: 300,
    closeSeconds: 30,
  },
  {
    vendor: 'TCG',
    gameCode: 'ssc-1',
    name: text('1-Minute Lotto', '一分时时彩'),
    family: 'SSC5',
    intervalSeconds: 60,
    closeSeconds: 10,
  },
  {
    vendor: 'TCG',
    gameCode: 'ssc-3',
    name: text('3-Minute Lotto', '三分时时彩'),
    family: 'SSC5',
    intervalSeconds: 180,
    closeSeconds: 20,
  },
  {
    vendor: 'TCG',
    gameCode: 'lucky-5',
    name: text('Lucky 5', '幸运五分彩'),
    family: 'SSC5',
    intervalSeconds: 300,
    closeSeconds: 30,
  },
  {
    vendor: 'TCG',
    gameCode: 'pk10',
    name: text('PK10 Racing', 'PK10 赛车'),
    family: 'PK10',
    intervalSeconds: 60,
    closeSeconds: 10,
  },
];

/** Largest payout on one number in one period, and on one period in all (minor units). */
const PER_NUMBER_LIMIT = 500_000_000;
const PER_PERIOD_LIMIT = 5_000_000_000;

/** The demo lottery games, listed in the catalogue after the other demo games, through the console's own function. */
export async function seedDemoLottery(tx: Orm, merchantId: number) {
  const vendors = await tx
    .select({ id: gameVendors.id, code: gameVendors.code })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, merchantId),
        inArray(
          gameVendors.code,
          DEMO_LOTTERY_GAMES.map((g) => g.vendor),
        ),
      ),
    );
  const ids = new Map(vendors.map((row) => [row.code, row.id]));
  const now = new Date();
  for (const g of DEMO_LOTTERY_GAMES) {
    const vendorId = ids.get(g.vendor);
    if (vendorId === undefined) throw new Error(`demo lottery game of an unknown vendor: ${g.vendor}`);
    await addLotteryGame(tx, {
      merchantId,
      vendorId,
      gameCode: g.gameCode,
      name: g.name,
      icon: gameArtPath(g.vendor, g.gameCode),
      enabled: true,
      family: g.family,
      intervalSeconds: g.intervalSeconds ?? null,
      drawTime: g.drawTime ?? null,
      closeSeconds: g.closeSeconds,
      maxPayoutPerNumber: PER_NUMBER_LIMIT,
      maxPayoutPerPeriod: PER_PERIOD_LIMIT,
      now,
    });
  }
}
