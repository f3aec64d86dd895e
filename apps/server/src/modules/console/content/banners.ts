import type { bannerInputSchema, ConsoleBanner } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { changedFields } from '../games/vendor-settings.ts';
import { checkedImageUrl, checkedLink, isLive, ordered, toDate, toMs } from './content-fields.ts';
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

export async function createBanner(db: Database, ctx: RequestContext, operatorId: number, input: BannerInput) {
  const values = bannerValues(input, ctx.now);
  return db.orm.transaction(async (tx) => {
    const row = await insertBanner(tx, ctx.merchant.id, values);
    await recordAudit(tx, ctx, {
      event: 'console.banner.created',
      operatorId,
      detail: { bannerId: row.id, ...auditedBanner(values) },
    });
    return bannerView(row, ctx.now);
  });
}

/** Replaces the banner's settings; a save that changes nothing records nothing. */
export async function updateBanner(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: BannerInput,
) {
  const values = bannerValues(input, ctx.now);
  return db.orm.transaction(async (tx) => {
    const row = await lockBanner(tx, ctx.merchant.id, id);
    if (!row) throw new AppError('not.found');
    const changes = changedFields(auditedBanner(row), auditedBanner(values));
    if (Object.keys(changes).length === 0) return { banner: bannerView(row, ctx.now), changed: false };
    const updated = await updateBannerRow(tx, row.id, values);
    await recordAudit(tx, ctx, { event: 'console.banner.updated', operatorId, detail: { bannerId: row.id, changes } });
    return { banner: bannerView(updated, ctx.now), changed: true };
  });
}

export async function deleteBanner(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return db.orm.transaction(async (tx) => {
    const row = await lockBanner(tx, ctx.merchant.id, id);
    if (!row) throw new AppError('not.found');
    await deleteBannerRow(tx, row.id);
    await recordAudit(tx, ctx, {
      event: 'console.banner.deleted',
      operatorId,
      detail: { bannerId: row.id, ...auditedBanner(row) },
    });
    return { id: row.id };
  });
}
