import {
  type ConsolePromotion,
  categoryOfKind,
  fromMinorUnits,
  type PromotionAudience,
  type PromotionStats,
  type promotionInputSchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database, Orm } from '../../db/database.ts';
import type { StoredAudience, StoredReward } from '../../db/schema/promotions.ts';
import { sqlState } from '../../db/sql-state.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditedTable } from '../../platform/audited-change.ts';
import { checkedImageUrl, invalidField, localizedText, ordered, safeHtml } from '../../platform/content-fields.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { productsView, rewardView, termsOf, termsView } from './promotion-view.ts';
import {
  findPromotion,
  idsOfUsernames,
  insertPromotion,
  listPromotionRows,
  lockPromotion,
  type PromotionRow,
  type PromotionValues,
  promotionFigures,
  updatePromotionRow,
  usernamesOfIds,
} from './queries.ts';

type PromotionInput = z.output<typeof promotionInputSchema>;

/** Usernames → ids of the brand's accounts; the ones that are not accounts are a field error. */
async function resolveUsernames(orm: Orm, merchantId: number, field: string, usernames: string[]) {
  const unique = [...new Set(usernames.map((u) => u.trim()).filter(Boolean))];
  const ids = await idsOfUsernames(orm, merchantId, unique);
  const unknown = unique.filter((u) => !ids.has(u.toLowerCase()));
  if (unknown.length > 0) throw invalidField(field, `Not accounts of this brand: ${unknown.slice(0, 20).join(', ')}`);
  return unique.map((u) => ids.get(u.toLowerCase()) as number);
}

/**
 * The row a valid input makes: texts plain, rules safe HTML, the image a site path or an upload, usernames resolved
 * to accounts, and a wagering multiple within the brand's cap.
 */
async function promotionValues(
  orm: Orm,
  ctx: RequestContext,
  operatorId: number,
  input: PromotionInput,
): Promise<PromotionValues> {
  const cap = ctx.merchant.promotions.maxWageringMultiple;
  if (cap !== null && input.terms.multiple > cap) {
    throw invalidField('terms.multiple', `Above the brand's cap of ${cap} times`);
  }
  const counted = input.terms.products?.filter((product) => product.weight > 0) ?? null;
  if (ctx.merchant.promotions.singleProductOffers && counted?.length !== 1) {
    throw invalidField('terms.products', 'The brand keeps each offer to one product: let one category count');
  }
  const audience: StoredAudience = {
    agentIds: await resolveUsernames(orm, ctx.merchant.id, 'audience.agentLines', input.audience.agentLines),
    registeredFrom: input.audience.registeredFrom,
    registeredUntil: input.audience.registeredUntil,
    memberIds: await resolveUsernames(orm, ctx.merchant.id, 'audience.members', input.audience.members),
    vipLevels: [...new Set(input.audience.vipLevels)].sort((a, b) => a - b),
  };
  const reward: StoredReward = input.reward;
  return {
    kind: input.kind,
    title: localizedText(input.title),
    summary: localizedText(input.summary),
    rules: safeHtml('rules', input.rules),
    imageUrl: input.imageUrl === null ? null : checkedImageUrl(input.imageUrl),
    enabled: input.enabled,
    sort: input.sort,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    audience,
    reward,
    minDeposit: input.minDeposit,
    minLoss: input.minLoss,
    balanceBelow: input.balanceBelow,
    wageringMultiple: input.terms.multiple,
    wageringBase: input.terms.base,
    expiryDays: input.terms.expiryDays,
    maxBet: input.terms.maxBet,
    productWeights:
      input.terms.products === null
        ? null
        : Object.fromEntries(input.terms.products.map((p) => [p.category, p.weight])),
    period: input.period,
    perMemberLimit: input.perMemberLimit,
    budget: input.budget,
    needsReview: input.needsReview,
    rain: input.rain,
    createdBy: operatorId,
    updatedAt: ctx.now,
  };
}

/** What the audit log keeps of a campaign (instants in epoch ms). */
const auditedFields = (v: PromotionValues | PromotionRow) => ({
  kind: v.kind,
  title: ordered(v.title),
  summary: ordered(v.summary),
  rules: ordered(v.rules),
  imageUrl: v.imageUrl ?? null,
  enabled: v.enabled,
  sort: v.sort ?? 0,
  startsAt: v.startsAt.getTime(),
  endsAt: v.endsAt?.getTime() ?? null,
  // Campaigns saved before VIP levels have no level list: the same as an empty one.
  audience: { ...v.audience, vipLevels: v.audience.vipLevels ?? [] },
  reward: v.reward,
  minDeposit: v.minDeposit ?? 0,
  minLoss: v.minLoss ?? 0,
  balanceBelow: v.balanceBelow ?? null,
  wageringMultiple: v.wageringMultiple,
  wageringBase: v.wageringBase,
  expiryDays: v.expiryDays,
  maxBet: v.maxBet ?? null,
  productWeights: v.productWeights ?? null,
  period: v.period,
  perMemberLimit: v.perMemberLimit ?? null,
  budget: v.budget ?? null,
  needsReview: v.needsReview,
  rain: v.rain ?? null,
});

const campaignRows = auditedTable({
  entity: 'promotion',
  fields: auditedFields,
  lock: lockPromotion,
  insert: insertPromotion,
  update: updatePromotionRow,
  remove: () => Promise.reject(new Error('campaigns are switched off, not deleted')),
});

const noFigures: PromotionStats = {
  paid: 0,
  reserved: 0,
  claims: 0,
  pending: 0,
  rejected: 0,
  members: 0,
  turnover: 0,
  forfeited: 0,
};

async function audienceView(orm: Orm, audience: StoredAudience): Promise<PromotionAudience> {
  const names = await usernamesOfIds(orm, [...audience.agentIds, ...audience.memberIds]);
  const name = (id: number) => names.get(id) ?? `#${id}`;
  return {
    agentLines: audience.agentIds.map(name),
    registeredFrom: audience.registeredFrom,
    registeredUntil: audience.registeredUntil,
    members: audience.memberIds.map(name),
    vipLevels: audience.vipLevels ?? [],
  };
}

async function consoleView(orm: Orm, row: PromotionRow, stats: PromotionStats, now: Date): Promise<ConsolePromotion> {
  return {
    id: row.id,
    kind: row.kind,
    category: categoryOfKind[row.kind],
    title: row.title,
    summary: row.summary,
    rules: row.rules,
    imageUrl: row.imageUrl,
    enabled: row.enabled,
    sort: row.sort,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    audience: await audienceView(orm, row.audience),
    reward: rewardView(row.reward),
    minDeposit: fromMinorUnits(row.minDeposit),
    minLoss: fromMinorUnits(row.minLoss),
    balanceBelow: row.balanceBelow === null ? null : fromMinorUnits(row.balanceBelow),
    terms: { ...termsView(termsOf(row)), products: productsView(row.productWeights) },
    period: row.period,
    perMemberLimit: row.perMemberLimit,
    budget: row.budget === null ? null : fromMinorUnits(row.budget),
    needsReview: row.needsReview,
    raffle: null,
    rain: row.rain,
    live: row.enabled && row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
    stats,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** Every campaign's figures (major units), by campaign id. */
async function figuresById(orm: Orm, merchantId: number) {
  const { entries, bonuses } = await promotionFigures(orm, merchantId);
  const byId = new Map<number, PromotionStats>();
  for (const e of entries) {
    byId.set(e.promotionId, {
      ...noFigures,
      paid: fromMinorUnits(Number(e.paid)),
      reserved: fromMinorUnits(Number(e.reserved)),
      claims: e.claims,
      pending: e.pending,
      rejected: e.rejected,
      members: e.members,
    });
  }
  for (const b of bonuses) {
    const stats = byId.get(b.promotionId) ?? noFigures;
    byId.set(b.promotionId, {
      ...stats,
      turnover: fromMinorUnits(Number(b.turnover)),
      forfeited: fromMinorUnits(Number(b.forfeited)),
    });
  }
  return byId;
}

export async function listCampaigns(db: Database, merchant: MerchantConfig, now: Date) {
  const [rows, figures] = await Promise.all([listPromotionRows(db.orm, merchant.id), figuresById(db.orm, merchant.id)]);
  return {
    list: await Promise.all(rows.map((row) => consoleView(db.orm, row, figures.get(row.id) ?? noFigures, now))),
    rules: merchant.promotions,
  };
}

export async function getCampaign(db: Database, merchantId: number, id: number, now: Date) {
  const row = await findPromotion(db.orm, merchantId, id);
  if (!row) throw new AppError('not.found');
  return consoleView(db.orm, row, (await figuresById(db.orm, merchantId)).get(row.id) ?? noFigures, now);
}

export async function createCampaign(db: Database, ctx: RequestContext, operatorId: number, input: PromotionInput) {
  const values = await promotionValues(db.orm, ctx, operatorId, input);
  const row = await campaignRows.create(db, ctx, operatorId, values);
  return consoleView(db.orm, row, noFigures, ctx.now);
}

/** Replaces a campaign's settings; what it has paid stays. A save that changes nothing records nothing. */
export async function updateCampaign(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: PromotionInput,
) {
  const values = await promotionValues(db.orm, ctx, operatorId, input);
  const { row, changed } = await campaignRows.update(db, ctx, operatorId, id, values).catch((error: unknown) => {
    // The budget's CHECK: a budget below what the campaign has paid or holds (claims may raise it meanwhile).
    if (sqlState(error) === '23514') throw invalidField('budget', 'Below what the campaign has already paid or holds');
    throw error;
  });
  return { promotion: await getCampaign(db, ctx.merchant.id, row.id, ctx.now), changed };
}
