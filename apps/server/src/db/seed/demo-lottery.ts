import type { LocalizedText } from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../database.ts';
import type { LotteryFamilyCode } from '../schema/lottery.ts';
import { games, gameVendors, lotteryGames } from '../schema.ts';

/**
 * The demo brand's lottery, run by Lotus's own lottery engine under the vendor codes players' clients route by
 * (spec §2: TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery, e-lottery to /lottery): fast games around the clock
 * and daily draws at their usual local times (the demo brand keeps GMT+8).
 */
interface DemoLotteryGame {
  vendor: string;
  gameCode: string;
  gameType: 'LOTT' | 'ELOTT';
  name: LocalizedText;
  family: LotteryFamilyCode;
  area: 'LOTT' | 'ELOTT' | 'SEA';
  intervalSeconds?: number;
  drawTime?: string;
  closeSeconds: number;
}

const text = (EN: string, CN: string): LocalizedText => ({ EN, CN });

export const DEMO_LOTTERY_GAMES: DemoLotteryGame[] = [
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'vn-north',
    gameType: 'LOTT',
    name: text('Northern Vietnam', '越南北部彩'),
    family: 'VN',
    area: 'LOTT',
    // 18:15 in Hanoi (GMT+7).
    drawTime: '19:15',
    closeSeconds: 900,
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameCode: 'vn-fast-3',
    gameType: 'LOTT',
    name: text('Vietnam 3-Minute', '越南三分彩'),
    family: 'VN',
    area: 'LOTT',
    intervalSeconds: 180,
    closeSeconds: 20,
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'sea-4d',
    gameType: 'LOTT',
    name: text('4D Daily', '4D 每日彩'),
    family: 'SEA4D',
    area: 'SEA',
    drawTime: '19:00',
    closeSeconds: 900,
  },
  {
    vendor: 'TCG_SEA',
    gameCode: 'sea-4d-5',
    gameType: 'LOTT',
    name: text('4D 5-Minute', '4D 五分彩'),
    family: 'SEA4D',
    area: 'SEA',
    intervalSeconds: 300,
    closeSeconds: 30,
  },
  {
    vendor: 'TCG',
    gameCode: 'ssc-1',
    gameType: 'ELOTT',
    name: text('1-Minute Lotto', '一分时时彩'),
    family: 'SSC5',
    area: 'ELOTT',
    intervalSeconds: 60,
    closeSeconds: 10,
  },
  {
    vendor: 'TCG',
    gameCode: 'ssc-3',
    gameType: 'ELOTT',
    name: text('3-Minute Lotto', '三分时时彩'),
    family: 'SSC5',
    area: 'ELOTT',
    intervalSeconds: 180,
    closeSeconds: 20,
  },
  {
    vendor: 'TCG',
    gameCode: 'lucky-5',
    gameType: 'ELOTT',
    name: text('Lucky 5', '幸运五分彩'),
    family: 'SSC5',
    area: 'ELOTT',
    intervalSeconds: 300,
    closeSeconds: 30,
  },
  {
    vendor: 'TCG',
    gameCode: 'pk10',
    gameType: 'ELOTT',
    name: text('PK10 Racing', 'PK10 赛车'),
    family: 'PK10',
    area: 'ELOTT',
    intervalSeconds: 60,
    closeSeconds: 10,
  },
];

/** Largest payout on one number in one period, and on one period in all (minor units). */
const PER_NUMBER_LIMIT = 500_000_000;
const PER_PERIOD_LIMIT = 5_000_000_000;

/** The lottery rules of the demo games the catalogue already holds. */
export async function seedDemoLottery(tx: Orm, merchantId: number) {
  const rows = await tx
    .select({ id: games.id, gameCode: games.gameCode, vendor: gameVendors.code })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(games.merchantId, merchantId),
        inArray(
          gameVendors.code,
          DEMO_LOTTERY_GAMES.map((g) => g.vendor),
        ),
      ),
    );
  const ids = new Map(rows.map((row) => [`${row.vendor}/${row.gameCode}`, row.id]));
  await tx.insert(lotteryGames).values(
    DEMO_LOTTERY_GAMES.map((g) => {
      const gameId = ids.get(`${g.vendor}/${g.gameCode}`);
      if (gameId === undefined) throw new Error(`demo lottery game not in the catalogue: ${g.gameCode}`);
      return {
        gameId,
        merchantId,
        family: g.family,
        area: g.area,
        intervalSeconds: g.intervalSeconds ?? null,
        drawTime: g.drawTime ?? null,
        closeSeconds: g.closeSeconds,
        maxPayoutPerNumber: PER_NUMBER_LIMIT,
        maxPayoutPerPeriod: PER_PERIOD_LIMIT,
      };
    }),
  );
}
