import type { Language, LotteryGame, LotteryPage, LotteryPrizeMode } from '@lotus/contract';
import { localize } from '../../platform/localize.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import type { LotteryGameRow } from './queries.ts';

/** The page a lottery game opens on: spec §2 routes by the vendor (vassalage), every other lottery to /lottery. */
export function lotteryPageOf(vendorCode: string): LotteryPage {
  if (vendorCode === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vendorCode === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

/** A game as the lottery's own server describes it (its pages have the catalogue's pictures already). */
export function lotteryGameInfo(row: LotteryGameRow, language: Language): Omit<LotteryGame, 'icon'> {
  return {
    gameCode: row.gameCode,
    vendor: row.vendorCode,
    nodeId: row.gameId,
    name: localize(row.name, language),
    family: row.family,
    prizeMode: row.area as LotteryPrizeMode,
    page: lotteryPageOf(row.vendorCode),
    intervalSeconds: row.intervalSeconds,
    drawTime: row.drawTime,
    closeSeconds: row.closeSeconds,
  };
}

/** A game as the player API's menus list it, with its picture. */
export const toLotteryGame = (row: LotteryGameRow, language: Language, urls: SiteUrls): LotteryGame => ({
  ...lotteryGameInfo(row, language),
  icon: urls.image(row.icon),
});

/** Games players may open: enabled, at an enabled vendor. */
export const isListed = (row: LotteryGameRow) => row.enabled && row.vendorEnabled;
