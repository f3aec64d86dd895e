import { fromMinorUnits, type Language, type VipLevelView } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localizeAny } from '../../platform/localize.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { type LevelRow, ladderRows } from './queries.ts';

/**
 * Whether the brand runs VIP levels: its module tree has VIP3 on. Everything VIP (the player's answers, the console's
 * pages, the jobs, the VIP campaigns) answers only then; a brand with VIP3 on but no ladder yet has no levels to show.
 */
export const vipOn = (merchant: Pick<MerchantConfig, 'features'>) => merchant.features.VIP3 === true;

/** A level's name in the request's language, else the other one (operators may write only one). */
export const levelName = (row: Pick<LevelRow, 'name'> | undefined, language: Language) =>
  row ? localizeAny(row.name, language, language === 'EN' ? 'CN' : 'EN') : '';

export const levelView = (row: LevelRow, language: Language): VipLevelView => ({
  level: row.level,
  name: levelName(row, language),
  upgradeValidBet: fromMinorUnits(row.upgradeValidBet),
  upgradeDeposit: fromMinorUnits(row.upgradeDeposit),
  keepValidBet: row.keepValidBet === null ? null : fromMinorUnits(row.keepValidBet),
});

/** The brand's ladder (level 0 first), or none while VIP3 is off. */
export async function brandLadder(orm: Orm, merchant: Pick<MerchantConfig, 'id' | 'features'>) {
  return vipOn(merchant) ? ladderRows(orm, merchant.id) : [];
}

/**
 * What member info says of VIP (spec §3 `hasVip`, `vipRankLevel`, `vipLabelName`): whether the brand runs levels,
 * the member's level and its name in the request's language (null without VIP).
 */
export async function vipBadge(
  orm: Orm,
  merchant: Pick<MerchantConfig, 'id' | 'features'>,
  level: number,
  language: Language,
) {
  const ladder = await brandLadder(orm, merchant);
  const hasVip = ladder.length > 0;
  return {
    hasVip,
    vipRankLevel: level,
    vipLabelName: hasVip
      ? levelName(
          ladder.find((row) => row.level === level),
          language,
        )
      : null,
  };
}
