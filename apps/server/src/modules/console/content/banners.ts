import type { bannerInputSchema, ConsoleBanner } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { auditedTable } from '../../../platform/audited-change.ts';
import { checkedImageUrl, checkedLink, isLive, ordered, toDate, toMs } from '../../../platform/content-fields.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import {
  type BannerRow,
  type BannerValues,
  deleteBannerRow,
  insertBanner,
  listBannerRows,
  lockBanner,
  updateBannerRow,
} from './queries.ts';

type BannerInput = z.output<typeof bannerInputSchema>;

export const bannerView = (row: BannerRow, now: Date): ConsoleBanner => ({
  id: row.id,
  groupName: row.groupName,
  imageUrl: row.imageUrl,
  title: row.title,
  linkageType: row.linkType,
  linkTarget: row.linkTarget,
  enabled: row.enabled,
  sort: row.sort,
  activeFrom: toMs(row.activeFrom),
  activeUntil: toMs(row.activeUntil),
  languages: row.languages,
  live: isLive(row, now),
  updatedAt: row.updatedAt.getTime(),
});

/** What the audit log keeps of a banner, instants in epoch ms. */
const auditedBanner = (v: BannerValues) => ({
  groupName: v.groupName,
  imageUrl: v.imageUrl,
  title: ordered(v.title),
  linkType: v.linkType,
  linkTarget: v.linkTarget,
  enabled: v.enabled,
  sort: v.sort,
  activeFrom: toMs(v.activeFrom ?? null),
  activeUntil: toMs(v.activeUntil ?? null),
  languages: v.languages,
});

/** The row a valid input makes; a link or picture that could lead off the checked kinds is refused. */
function bannerValues(input: BannerInput, now: Date): BannerValues {
  return {
    groupName: input.groupName,
    imageUrl: checkedImageUrl(input.imageUrl),
    // The column wants both languages; an empty one falls back to the other on players' pages.
    title: { EN: input.title.EN ?? '', CN: input.title.CN ?? '' },
    linkType: input.linkageType,
    linkTarget: checkedLink(input.linkageType, input.linkTarget),
    enabled: input.enabled,
    sort: input.sort,
    activeFrom: toDate(input.activeFrom),
    activeUntil: toDate(input.activeUntil),
    languages: input.languages,
    updatedAt: now,
  };
}

export async function listBanners(db: Database, merchantId: number, groupName: string | undefined, now: Date) {
  const rows = await listBannerRows(db.orm, merchantId, groupName);
  return { list: rows.map((row) => bannerView(row, now)) };
}

const bannerRows = auditedTable({
  entity: 'banner',
  fields: auditedBanner,
  lock: lockBanner,
  insert: insertBanner,
  update: updateBannerRow,
  remove: deleteBannerRow,
});

export async function createBanner(db: Database, ctx: RequestContext, operatorId: number, input: BannerInput) {
  return bannerView(await bannerRows.create(db, ctx, operatorId, bannerValues(input, ctx.now)), ctx.now);
}

/** Replaces the banner's settings; a save that changes nothing records nothing. */
export async function updateBanner(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: BannerInput,
) {
  const { row, changed } = await bannerRows.update(db, ctx, operatorId, id, bannerValues(input, ctx.now));
  return { banner: bannerView(row, ctx.now), changed };
}

export async function deleteBanner(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  const row = await bannerRows.remove(db, ctx, operatorId, id);
  return { id: row.id };
}
