import { z } from 'zod/mini';

// The home page's first view reads these: `zod/mini`, like system-status.ts.

/** Ids arrive as numbers from Lotus and as strings from some existing deployments of the original API. */
const feedId = z.union([z.int(), z.string()]);

/** Query of `MCSFE_getListAnnouncements` (spec §7): `types=B,PL,PU,PR,H&platform=W&execution=B`. */
export const announcementsQuerySchema = z.object({
  types: z._default(z.string(), 'B,PL,PU,PR,H'),
  platform: z._default(z.string(), 'W'),
  execution: z._default(z.string(), 'B'),
});

/**
 * A banner of a page group (`bannerGroups`). `linkTarget` is where a click goes: an absolute http(s) URL opens in a
 * new tab, a path starting with `/` is a route of the site; `linkageType` names the kind of target.
 */
export const bannerSchema = z.object({
  id: feedId,
  groupName: z.string(),
  /** The picture, an absolute URL (uploads on the first of the boot payload's `imageCDNs`). */
  url: z.string(),
  linkageType: z.string(),
  linkTarget: z.optional(z.nullable(z.string())),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Kinds of link a banner or announcement may carry (`linkageType`); `linkTarget` says where. */
export const linkageTypes = ['NONE', 'ROUTE', 'GAME', 'PROMOTION', 'URL'] as const;
export type LinkageType = (typeof linkageTypes)[number];

/**
 * Announcements, notices (`player`) and pop-ups; `content` is HTML sanitised when it was saved (the browser sanitises
 * it again before showing it). Title and content are in the request language, or another language the item has.
 */
export const announcementSchema = z.object({
  id: feedId,
  title: z.string(),
  content: z.string(),
  promotionType: z.optional(z.nullable(z.string())),
  /** Pop-ups only: B anonymous, A logged in, F first-time login (spec §4). */
  execution: z.optional(z.string()),
  linkageType: z.optional(z.string()),
  linkTarget: z.optional(z.nullable(z.string())),
  /** When it was published (its start, or when it was written): epoch milliseconds. */
  publishedAt: z.optional(z.int()),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({
  banners: z._default(z.array(bannerSchema), []),
  player: z._default(z.array(announcementSchema), []),
  popup: z._default(z.array(announcementSchema), []),
  promotion: z._default(z.array(announcementSchema), []),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

// Vendor lanes and the winner board moved to games.ts with the rest of the catalogue.
