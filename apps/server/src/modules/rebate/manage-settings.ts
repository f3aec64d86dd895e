import {
  type ConsoleRebateSettings,
  fromMinorUnits,
  gameCategories,
  type rebateSettingsInputSchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database, Orm } from '../../db/database.ts';
import { auditedUpdate } from '../../platform/audited-change.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  brandRates,
  findSettings,
  lockSettings,
  type RateRow,
  type RebateSettingsRow,
  replaceRates,
  updateSettings,
  vipLevelNames,
} from './queries.ts';
import { latestAutoDate, rateBpOf } from './rules.ts';

type SettingsInput = z.output<typeof rebateSettingsInputSchema>;

/** Rates in a canonical order (level, then the contract's category order), for the answer and the audit log. */
const sortedRates = (rows: readonly RateRow[]) =>
  rows.toSorted((a, b) => a.level - b.level || gameCategories.indexOf(a.category) - gameCategories.indexOf(b.category));

/** What the audit log compares and keeps: the rules in minor units, and the rates as `level:category` → percent. */
const auditedFields = (
  s: Pick<RebateSettingsRow, 'enabled' | 'minClaim' | 'wageringMultiple' | 'autoHour' | 'since'>,
  rates: readonly RateRow[],
) => ({
  enabled: s.enabled,
  minClaim: s.minClaim,
  wageringMultiple: s.wageringMultiple,
  autoHour: s.autoHour,
  since: s.since?.toISOString() ?? null,
  rates: Object.fromEntries(sortedRates(rates).map((r) => [`${r.level}:${r.category}`, r.rateBp / 100])),
});

/** The settings as the console shows them: one row per level the brand has (0, its VIP levels, any with rates). */
async function settingsView(orm: Orm, merchantId: number): Promise<ConsoleRebateSettings> {
  const [settings, rates, levels] = await Promise.all([
    findSettings(orm, merchantId),
    brandRates(orm, merchantId),
    vipLevelNames(orm, merchantId),
  ]);
  const all = [...new Set([0, ...levels.map((l) => l.level), ...rates.map((r) => r.level)])].sort((a, b) => a - b);
  const sorted = sortedRates(rates);
  return {
    enabled: settings?.enabled ?? false,
    minClaim: fromMinorUnits(settings?.minClaim ?? 0),
    wageringMultiple: settings?.wageringMultiple ?? 0,
    autoHour: settings?.autoHour ?? null,
    since: settings?.since?.getTime() ?? null,
    rates: all.map((level) => ({
      level,
      categories: sorted
        .filter((r) => r.level === level)
        .map((r) => ({ category: r.category, percent: r.rateBp / 100 })),
    })),
  };
}

/** GET /api/console/rebate. */
export const rebateSettingsOf = (db: Database, merchantId: number) => settingsView(db.orm, merchantId);

/**
 * PUT /api/console/rebate: the rules and the whole table of rates, replacing the one before, audited
 * (`console.rebate.updated`, the fields that changed with their values before and after) in the same transaction.
 * Turning rebate on sets `since`, from when settled bets count: bets settled while it was off are never rebated, as a
 * brand that pauses rebate expects (a window never starts before `since`). Other saves leave it. Setting the
 * automatic hour (or turning rebate on with one) never pays at once: the first automatic run is the next time the
 * business clock reaches the hour.
 */
export async function updateRebateSettings(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: SettingsInput,
): Promise<ConsoleRebateSettings> {
  const merchantId = ctx.merchant.id;
  await db.orm.transaction(async (tx) => {
    const before = await lockSettings(tx, merchantId);
    const beforeRates = await brandRates(tx, merchantId);
    const rates: RateRow[] = input.rates.flatMap((row) =>
      row.categories.map((c) => ({ level: row.level, category: c.category, rateBp: rateBpOf(c.percent) })),
    );
    const since = input.enabled && !before.enabled ? ctx.now : before.since;
    const hourSet =
      input.autoHour !== null && (input.autoHour !== before.autoHour || (input.enabled && !before.enabled));
    const autoRanOn = hourSet
      ? latestAutoDate(ctx.now.getTime(), ctx.merchant.gmtOffsetMinutes, input.autoHour as number)
      : before.autoRanOn;
    const after = {
      enabled: input.enabled,
      minClaim: input.minClaim,
      wageringMultiple: input.wageringMultiple,
      autoHour: input.autoHour,
      since,
    };
    await auditedUpdate(tx, ctx, {
      event: 'console.rebate.updated',
      operatorId,
      subject: {},
      before: auditedFields(before, beforeRates),
      after: auditedFields(after, rates),
      write: async () => {
        await updateSettings(tx, merchantId, {
          ...after,
          autoRanOn: autoRanOn && before.autoRanOn && before.autoRanOn > autoRanOn ? before.autoRanOn : autoRanOn,
        });
        await replaceRates(tx, merchantId, rates);
      },
    });
  });
  return settingsView(db.orm, merchantId);
}
