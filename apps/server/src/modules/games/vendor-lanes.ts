import {
  gameCategories,
  type Language,
  type LocalizedText,
  rngSubTypes,
  VASSALAGE_CARD,
  type VendorCard,
  type VendorGameTypes,
  type VendorLane,
} from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localize } from '../../platform/localize.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { uploadedVendorIcons } from './icon-uploads.ts';
import { vendorCategoryCounts, vendorSubTypeCounts } from './queries.ts';

/** Names of the sub-types in the lanes' `gameClassify` (spec §2 "extra slot sub-types"). */
const subTypeNames: Record<string, LocalizedText> = {
  SC: { EN: 'Scratch', CN: '刮刮乐' },
  VP: { EN: 'Video Poker', CN: '视频扑克' },
  JP: { EN: 'Jackpot', CN: '奖池' },
  TG: { EN: 'Table Games', CN: '桌面游戏' },
  AC: { EN: 'Arcade', CN: '街机' },
  BG: { EN: 'Bingo', CN: '宾果' },
};

/** Categories in the delivered order of spec §2; a category Lotus does not know yet comes last, by name. */
function categoryRank(gameType: string) {
  const index = (gameCategories as readonly string[]).indexOf(gameType);
  return index === -1 ? gameCategories.length : index;
}
const byCategory = (a: string, b: string) => categoryRank(a) - categoryRank(b) || a.localeCompare(b);

/** Known sub-types in their spec order, then any others by name. */
function subTypeRank(subType: string) {
  const index = (rngSubTypes as readonly string[]).indexOf(subType);
  return index === -1 ? rngSubTypes.length : index;
}

/**
 * `GCSGAME_newGameVendor`: one lane per category with at least one vendor, vendors by their sort order. A vendor with
 * several games in a category opens a sub-list (`isGame: VASSALAGE`); with one game its card launches that game.
 */
export async function vendorLanes(
  orm: Orm,
  merchantId: number,
  language: Language,
  urls: SiteUrls,
): Promise<{ data: { lanes: VendorLane[] } }> {
  const [counts, subTypes, uploadedIcons] = await Promise.all([
    vendorCategoryCounts(orm, merchantId),
    vendorSubTypeCounts(orm, merchantId),
    uploadedVendorIcons(orm, merchantId),
  ]);
  const cards = new Map<string, VendorCard[]>();
  for (const row of counts) {
    const single = row.gameCount === 1;
    const card: VendorCard = {
      vassalage: row.vendorCode,
      gameType: row.gameType,
      displayName: localize(row.vendorName, language),
      lagerIcon: urls.image(uploadedIcons.get(row.vendorId) ?? `game-art/vendors/${row.vendorCode}.webp`),
      isGame: single ? row.firstGameId : VASSALAGE_CARD,
      maintenance: row.vendorMaintenance || row.allMaintenance,
      exclusive: row.exclusive,
      local: row.local,
      walletMode: row.walletMode,
      gameCount: row.gameCount,
    };
    const lane = cards.get(row.gameType);
    if (lane) lane.push(card);
    else cards.set(row.gameType, [card]);
  }
  const classify = new Map<string, Map<string, number>>();
  for (const row of subTypes) {
    if (!row.subType) continue;
    const perType = classify.get(row.gameType) ?? new Map<string, number>();
    perType.set(row.subType, (perType.get(row.subType) ?? 0) + row.gameCount);
    classify.set(row.gameType, perType);
  }
  const lanes = [...cards.keys()].sort(byCategory).map(
    (gameType): VendorLane => ({
      title: gameType,
      cards: cards.get(gameType) ?? [],
      gameClassify: [...(classify.get(gameType) ?? new Map<string, number>())]
        .sort(([a], [b]) => subTypeRank(a) - subTypeRank(b) || a.localeCompare(b))
        .map(([key, gameCount]) => ({
          key,
          gameCount,
          displayName: subTypeNames[key] ? localize(subTypeNames[key], language) : key,
        })),
    }),
  );
  return { data: { lanes } };
}

/** `GCSGAME_getVassGameType`: for each category and vendor, the sub-types of its games (empty when it has none). */
export async function vendorGameTypes(orm: Orm, merchantId: number): Promise<VendorGameTypes> {
  const rows = await vendorSubTypeCounts(orm, merchantId);
  const content: VendorGameTypes['content'] = {};
  for (const row of [...rows].sort((a, b) => byCategory(a.gameType, b.gameType))) {
    const perType = content[row.gameType] ?? {};
    content[row.gameType] = perType;
    const list = perType[row.vendorCode] ?? [];
    perType[row.vendorCode] = list;
    if (row.subType && !list.includes(row.subType)) list.push(row.subType);
  }
  for (const perType of Object.values(content)) {
    for (const list of Object.values(perType))
      list.sort((a, b) => subTypeRank(a) - subTypeRank(b) || a.localeCompare(b));
  }
  return { content };
}
