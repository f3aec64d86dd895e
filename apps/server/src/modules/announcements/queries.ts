import type { Language } from '@lotus/contract';
import { and, arrayContains, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { announcements, banners } from '../../db/schema.ts';

/** Rows players may see now: switched on and inside their window [activeFrom, activeUntil). */
const liveAt = (table: typeof banners | typeof announcements, now: Date) =>
  and(
    eq(table.enabled, true),
    or(isNull(table.activeFrom), lte(table.activeFrom, now)),
    or(isNull(table.activeUntil), gt(table.activeUntil, now)),
  );

/** Null languages: every language. */
const inLanguage = (table: typeof banners | typeof announcements, language: Language) =>
  or(isNull(table.languages), arrayContains(table.languages, [language]));

/** Banners live at `now` in the request language, in display order. */
export function listActiveBanners(orm: Orm, merchantId: number, now: Date, language: Language) {
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
    .where(and(eq(banners.merchantId, merchantId), liveAt(banners, now), inLanguage(banners, language)))
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

/** Announcements of the given kinds live at `now` on the platform and in the language, in display order. */
export function listActiveAnnouncements(
  orm: Orm,
  merchantId: number,
  filter: { kinds: string[]; now: Date; platform: string; language: Language },
) {
  if (filter.kinds.length === 0) return Promise.resolve([]);
  return orm
    .select({
      id: announcements.id,
      kind: announcements.kind,
      title: announcements.title,
      content: announcements.content,
      execution: announcements.execution,
      promotionType: announcements.promotionType,
      linkType: announcements.linkType,
      linkTarget: announcements.linkTarget,
      activeFrom: announcements.activeFrom,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        inArray(announcements.kind, filter.kinds as ('notice' | 'popup' | 'promotion')[]),
        liveAt(announcements, filter.now),
        inLanguage(announcements, filter.language),
        or(isNull(announcements.platforms), arrayContains(announcements.platforms, [filter.platform])),
      ),
    )
    .orderBy(asc(announcements.sort), asc(announcements.id));
}
