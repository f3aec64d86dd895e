import {
  fromMinorUnits,
  type GameCategory,
  gameCategories,
  type Language,
  type RebateRate,
  type RebateSettingsView,
} from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localizeAny } from '../../platform/localize.ts';
import { defaultLanguage } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { brandRates, findSettings, memberStates, type RateRow, vipLevelNames } from './queries.ts';

/** A level's rates that earn, in the contract's category order. */
export function ratesOfLevel(rates: readonly RateRow[], level: number): RebateRate[] {
  return rates
    .filter((r) => r.level === level && r.rateBp > 0)
    .toSorted((a, b) => gameCategories.indexOf(a.category) - gameCategories.indexOf(b.category))
    .map((r) => ({ category: r.category as GameCategory, percent: r.rateBp / 100 }));
}

/** A level's name in the language (the brand's default, then any), `VIP n` when the brand has not named it. */
export const levelName = (
  names: ReadonlyMap<number, Partial<Record<Language, string>>>,
  level: number,
  language: Language,
  fallback: Language,
) => {
  const name = names.get(level);
  return (name && localizeAny(name, language, fallback)) || `VIP ${level}`;
};

/**
 * GET MCSFE_getCustomerRebateSettingByProductType: the rates of the member's level and of every level the brand has
 * (level 0 and its VIP ladder), with the brand's rules. While the brand does not rebate, no rates.
 */
export async function memberRebateRates(orm: Orm, ctx: RequestContext, memberId: number): Promise<RebateSettingsView> {
  const merchantId = ctx.merchant.id;
  const [settings, rates, names, states] = await Promise.all([
    findSettings(orm, merchantId),
    brandRates(orm, merchantId),
    vipLevelNames(orm, merchantId),
    memberStates(orm, merchantId, [memberId]),
  ]);
  const rankLevel = states.get(memberId)?.level ?? 0;
  const enabled = Boolean(settings?.enabled && settings.since);
  const byLevel = new Map(names.map((n) => [n.level, n.name]));
  const levels = [...new Set([0, ...byLevel.keys(), rankLevel])].sort((a, b) => a - b);
  const fallback = defaultLanguage(ctx.merchant);
  return {
    enabled,
    rankLevel,
    rates: enabled ? ratesOfLevel(rates, rankLevel) : [],
    levels: enabled
      ? levels.map((level) => ({
          level,
          name: levelName(byLevel, level, ctx.language, fallback),
          rates: ratesOfLevel(rates, level),
        }))
      : [],
    minClaim: fromMinorUnits(settings?.minClaim ?? 0),
    wageringMultiple: settings?.wageringMultiple ?? 0,
    autoHour: settings?.autoHour ?? null,
  };
}
