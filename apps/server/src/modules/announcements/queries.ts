import type { Language } from '@lotus/contract';
import { and, arrayContains, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
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

/** The players' kinds: agent notices are never among them (they are read through `agentAnnouncements` only). */
export type PlayerAnnouncementKind = 'notice' | 'popup' | 'promotion';

/** Announcements of the given kinds live at `now` on the platform and in the language, in display order. */
export function listActiveAnnouncements(
  orm: Orm,
  merchantId: number,
  filter: { kinds: PlayerAnnouncementKind[]; now: Date; platform: string; language: Language },
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
        inArray(announcements.kind, filter.kinds),
        liveAt(announcements, filter.now),
        inLanguage(announcements, filter.language),
        or(isNull(announcements.platforms), arrayContains(announcements.platforms, [filter.platform])),
      ),
    )
    .orderBy(asc(announcements.sort), asc(announcements.id));
}

/** Agent notices live at `now` in the language (every platform: the agent centre is one page). */
const agentNoticesLive = (merchantId: number, now: Date, language: Language) =>
  and(
    eq(announcements.merchantId, merchantId),
    eq(announcements.kind, 'agent'),
    liveAt(announcements, now),
    inLanguage(announcements, language),
  );

/** A page of the agent notices live now, in the feed's display order, and how many there are. */
export async function pageActiveAgentNotices(
  orm: Orm,
  merchantId: number,
  filter: { now: Date; language: Language; offset: number; limit: number },
) {
  const where = agentNoticesLive(merchantId, filter.now, filter.language);
  const [rows, [total]] = await Promise.all([
    orm
      .select({
        id: announcements.id,
        title: announcements.title,
        content: announcements.content,
        activeFrom: announcements.activeFrom,
        createdAt: announcements.createdAt,
      })
      .from(announcements)
      .where(where)
      .orderBy(asc(announcements.sort), asc(announcements.id))
      .offset(filter.offset)
      .limit(filter.limit),
    orm.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
