import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { banners } from '../../db/schema.ts';

/** Banners whose active window contains `now`, in display order. */
export function listActiveBanners(orm: Orm, merchantId: number, now: Date) {
  return orm
    .select({
      id: banners.id,
      groupName: banners.groupName,
      imageUrl: banners.imageUrl,
      linkType: banners.linkType,
      linkTarget: banners.linkTarget,
      title: banners.title,
    })
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
        or(isNull(banners.activeUntil), gt(banners.activeUntil, now)),
      ),
    )
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}
