import { fromMinorUnits, type GameItem, type Language, parseLanguage } from '@lotus/contract';
import { localize } from '../../platform/localize.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import type { CatalogueRow } from './queries.ts';

/** A catalogue row as the client sees it: names in the language asked for, money in major units, icon URL absolute. */
export function toGameItem(row: CatalogueRow, language: Language, urls: SiteUrls): GameItem {
  const name = localize(row.name, language);
  return {
    nodeId: row.id,
    gameType: row.gameType,
    vassalage: row.vendorCode,
    gameCode: row.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    vendorName: localize(row.vendorName, language),
    iconUrl: urls.image(row.icon),
    subType: row.subType,
    minBet: fromMinorUnits(row.minBet),
    lines: row.lines,
    hot: row.hot,
    maintenance: row.gameMaintenance || row.vendorMaintenance,
  };
}

/** The `language` query parameter wins over the `Language` header, as the original client sends both. */
export const answerLanguage = (queryLanguage: string | undefined, headerLanguage: Language): Language =>
  queryLanguage ? parseLanguage(queryLanguage) : headerLanguage;

/** Category and vendor parameters compare in upper case (`rng` and `RNG` are one category). */
export const codeParam = (value: string | undefined) => (value ? value.toUpperCase() : undefined);

/** `pageNo` from 1 → offset; a page beyond the last simply comes back empty. */
export const pageWindow = (pageNo: number, pageSize: number) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
