import { type Announcement, type AnnouncementList, type Banner, bannerGroups, type Language } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { localizeAny } from '../../platform/localize.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { listActiveAnnouncements, listActiveBanners, type PlayerAnnouncementKind } from './queries.ts';

/** Kinds in the `types` query: B banners, PL player notices, PU pop-ups, PR promotions, H home notices. */
export function requestedTypes(types: string | undefined): Set<string> {
  if (!types) return new Set(['B', 'PL', 'PU', 'PR', 'H']);
  return new Set(types.split(',').map((t) => t.trim().toUpperCase()));
}

/** Pop-up audiences: B anonymous, A logged in, F first login. */
const MEMBER_EXECUTIONS = new Set(['A', 'F']);

/**
 * The pop-up executions the caller asked for (`execution=A,B,F`) that it may have: members' pop-ups (A, F) need a
 * valid session, whatever the query says.
 */
export function allowedExecutions(execution: string | undefined, loggedIn: boolean): Set<string> {
  const wanted = (execution ?? 'B').split(',').map((e) => e.trim().toUpperCase());
  return new Set(wanted.filter((e) => loggedIn || !MEMBER_EXECUTIONS.has(e)));
}

export interface AnnouncementQuery {
  types?: string | undefined;
  platform?: string | undefined;
  execution?: string | undefined;
  language: Language;
  /** The request carries a valid session of this merchant. */
  loggedIn: boolean;
  now: Date;
  /** Banner pictures are answered as absolute URLs. */
  urls: SiteUrls;
}

/**
 * What the site shows a visitor now: banners of every page group, marquee notices, pop-ups and promotion
 * announcements, each switched on, inside its window, for the platform and language asked (items without a
 * restriction show everywhere). Text is in the request language, else the merchant's default, else the other one.
 */
export async function listAnnouncements(
  db: Database,
  merchant: MerchantConfig,
  query: AnnouncementQuery,
): Promise<AnnouncementList> {
  const types = requestedTypes(query.types);
  // Never `agent`: agent notices are for the agent centre only, whatever the types asked.
  const kinds: PlayerAnnouncementKind[] = [
    ...(types.has('PL') || types.has('H') ? (['notice'] as const) : []),
    ...(types.has('PU') ? (['popup'] as const) : []),
    ...(types.has('PR') ? (['promotion'] as const) : []),
  ];
  const fallback = defaultLanguage(merchant);
  const [bannerRows, rows] = await Promise.all([
    types.has('B') ? listActiveBanners(db.orm, merchant.id, query.now, query.language) : [],
    listActiveAnnouncements(db.orm, merchant.id, {
      kinds,
      now: query.now,
      platform: (query.platform ?? 'W').trim().toUpperCase(),
      language: query.language,
    }),
  ]);
  const executions = allowedExecutions(query.execution, query.loggedIn);
  const item = (row: (typeof rows)[number]): Announcement => ({
    id: row.id,
    title: localizeAny(row.title, query.language, fallback),
    content: localizeAny(row.content, query.language, fallback),
    linkageType: row.linkType,
    linkTarget: row.linkTarget,
    publishedAt: (row.activeFrom ?? row.createdAt).getTime(),
  });
  return {
    banners: bannerRows.map(
      (b): Banner => ({
        id: b.id,
        groupName: b.groupName,
        url: query.urls.image(b.imageUrl),
        linkageType: b.linkType,
        linkTarget: b.linkTarget,
        title: localizeAny(b.title, query.language, fallback),
      }),
    ),
    player: rows.filter((r) => r.kind === 'notice').map(item),
    popup: rows
      .filter((r) => r.kind === 'popup' && r.execution !== null && executions.has(r.execution))
      .map((r) => ({ ...item(r), execution: r.execution as string })),
    promotion: rows.filter((r) => r.kind === 'promotion').map((r) => ({ ...item(r), promotionType: r.promotionType })),
  };
}

/**
 * The image of the first home banner a visitor sees now, addressed as the web client addresses it (site paths as they
 * are, uploads on the merchant's image CDN or the site itself); null when there is none, or when the merchant has
 * several image CDNs, of which the client picks one per page load.
 */
export async function homeBannerImage(
  db: Database,
  merchant: MerchantConfig,
  language: Language,
  now: Date,
): Promise<string | null> {
  const rows = await listActiveBanners(db.orm, merchant.id, now, language);
  const path = rows.find((b) => b.groupName === bannerGroups.HOME)?.imageUrl.trim();
  if (!path || /^(data:|blob:)/i.test(path)) return null;
  if (path.startsWith('/') || /^https?:/i.test(path)) return path;
  if (merchant.imageCdns.length > 1) return null;
  return `${(merchant.imageCdns[0] ?? '').trim().replace(/\/+$/, '')}/${path}`;
}
