import { fromMinorUnits, type Language, type LocalizedText, type PvpRoom } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localize } from '../../platform/localize.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { findGames } from './queries.ts';

/** Seats at one table, by the kind of card game its code names; six when the kind is not known. */
const seatsByKind: [RegExp, number][] = [
  [/holdem|poker/, 9],
  [/blackjack/, 7],
  [/niu|bull/, 5],
  [/mahjong/, 4],
  [/dou-di-zhu|landlord/, 3],
];
const seatsOf = (gameCode: string) => seatsByKind.find(([kind]) => kind.test(gameCode))?.[1] ?? 6;

/** Every PVP game has three tables; the minimum bet grows tenfold from one to the next. */
const tiers: { key: string; name: LocalizedText; stakeFactor: number }[] = [
  { key: 'novice', name: { EN: 'Novice', CN: '新手场' }, stakeFactor: 1 },
  { key: 'standard', name: { EN: 'Standard', CN: '标准场' }, stakeFactor: 10 },
  { key: 'vip', name: { EN: 'VIP', CN: '贵宾场' }, stakeFactor: 100 },
];

/** `GLS2_roomList`: the tables of the playable PVP games, optionally of one vendor. */
export async function pvpRooms(
  orm: Orm,
  merchantId: number,
  vendorCode: string | undefined,
  language: Language,
  urls: SiteUrls,
): Promise<{ list: PvpRoom[] }> {
  const rows = await findGames(orm, merchantId, { gameType: 'PVP', vendorCode });
  return {
    list: rows.flatMap((row) => {
      const gameName = localize(row.name, language);
      return tiers.map((tier) => ({
        roomId: `${row.id}-${tier.key}`,
        roomName: `${gameName} · ${localize(tier.name, language)}`,
        nodeId: row.id,
        gameCode: row.gameCode,
        gameName,
        vassalage: row.vendorCode,
        iconUrl: urls.image(row.icon),
        minBet: fromMinorUnits(row.minBet * tier.stakeFactor),
        seats: seatsOf(row.gameCode),
        maintenance: row.gameMaintenance || row.vendorMaintenance,
      }));
    }),
  };
}
