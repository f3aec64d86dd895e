import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { bannerGroups } from './constants.ts';
import { feedbackQuestionTypes } from './content.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { type LinkageType, linkageTypes } from './feeds.ts';

/**
 * Site content in the operator console (`/api/console/content/…`, `/messages`, `/feedback`): banners, notices, pop-ups,
 * promotion announcements and the help centre, written in EN and CN and live from the next request; messages to
 * members' inboxes; the feedback inbox. HTML is sanitised on the server when saved. Every change is audited.
 */
export const CONTENT_ROLES: OperatorRole[] = ['admin', 'content'];
/** Who writes to members and answers feedback. */
export const MESSAGE_ROLES: OperatorRole[] = ['admin', 'content', 'support'];
export const FEEDBACK_ROLES: OperatorRole[] = ['admin', 'support', 'content'];

/** Console languages of content; a player asking in another language gets the merchant's default, then any. */
export const contentLanguages = ['EN', 'CN'] as const;

/** Text in one or both languages: at least one must be filled. */
const partialLocalized = (max: number) =>
  z
    .strictObject({
      EN: z.string().trim().max(max).optional(),
      CN: z.string().trim().max(max).optional(),
    })
    .refine((t) => Boolean(t.EN || t.CN), { message: 'Write it in at least one language' });
export const contentTitleSchema = partialLocalized(200);
/** HTML; the server keeps only safe tags and attributes (no scripts, no event handlers, no javascript: links). */
export const contentHtmlSchema = partialLocalized(50_000);
const localizedOut = z.object({ EN: z.string().optional(), CN: z.string().optional() });

/** Epoch milliseconds or null (no start: already; no end: until switched off). */
const instant = z.number().int().min(0).max(8_640_000_000_000_000).nullable();
const sortSchema = z.number().int().min(0).max(1_000_000);
export const contentIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const bannerGroupNames = Object.values(bannerGroups) as [string, ...string[]];
/** Platforms an item shows on (`platform` of the announcements query): W web, M mobile web, A apps. */
export const contentPlatforms = ['W', 'M', 'A'] as const;

const scheduleFields = {
  enabled: z.boolean(),
  sort: sortSchema,
  activeFrom: instant,
  activeUntil: instant,
  /** Languages it shows in; null: every language (with the fallback). */
  languages: z.array(z.enum(contentLanguages)).min(1).nullable(),
};
const linkFields = {
  linkageType: z.enum(linkageTypes),
  /** A route (`/promotion`, `/rng?vassalage=PG`), a game (`<vendor>:<gameCode>`), a promotion id or an https URL. */
  linkTarget: z.string().trim().max(500).nullable(),
};
const checkWindow = (v: { activeFrom?: number | null; activeUntil?: number | null }) =>
  v.activeFrom == null || v.activeUntil == null || v.activeUntil > v.activeFrom;
const windowIssue = { message: 'The end must be after the start', path: ['activeUntil'] };

/** A path of this site: one leading slash (two would leave the site), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const GAME_TARGET = /^[A-Za-z0-9_-]{1,40}:[A-Za-z0-9_.-]{1,100}$/;
const PROMOTION_ID = /^[A-Za-z0-9_-]{1,60}$/;
/** https and a host, nothing else (never `javascript:`). */
const HTTPS_TARGET = /^https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i;

const linkExpected: Record<Exclude<LinkageType, 'NONE'>, string> = {
  ROUTE: 'A path of the site, such as /promotion',
  GAME: 'A game as <vendor>:<game code>',
  PROMOTION: 'A promotion id or a path of the site',
  URL: 'An https address',
};

/**
 * What is wrong with where a click leads, for its kind, or null: nothing but a site route, a game, a promotion or an
 * https page can be stored. A promotion link may name none (it leads to the reward centre); no link needs no target.
 */
export function linkTargetIssue(linkageType: LinkageType, linkTarget: string | null): string | null {
  if (linkageType === 'NONE') return null;
  const target = linkTarget?.trim() ?? '';
  if (linkageType === 'PROMOTION' && !target) return null;
  if (!target) return 'Say where the link leads';
  const ok =
    (linkageType === 'ROUTE' && SITE_PATH.test(target)) ||
    (linkageType === 'GAME' && GAME_TARGET.test(target)) ||
    (linkageType === 'PROMOTION' && (SITE_PATH.test(target) || PROMOTION_ID.test(target))) ||
    (linkageType === 'URL' && HTTPS_TARGET.test(target));
  return ok ? null : linkExpected[linkageType];
}

const checkLink = (v: { linkageType: LinkageType; linkTarget: string | null }, ctx: z.RefinementCtx) => {
  const message = linkTargetIssue(v.linkageType, v.linkTarget);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['linkTarget'] });
};

/** A banner as the console edits it. `imageUrl` is a site path (`/media/banners/…`) or an upload (`media/<id>`). */
export const bannerInputSchema = z
  .strictObject({
    groupName: z.enum(bannerGroupNames),
    imageUrl: z.string().trim().min(1).max(500),
    title: contentTitleSchema,
    ...linkFields,
    ...scheduleFields,
  })
  .refine(checkWindow, windowIssue)
  .superRefine(checkLink);
export type BannerInput = z.input<typeof bannerInputSchema>;

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  title: localizedOut,
  linkageType: z.string(),
  linkTarget: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  activeFrom: z.number().int().nullable(),
  activeUntil: z.number().int().nullable(),
  languages: z.array(z.string()).nullable(),
  /** Whether players see it now (enabled and inside its window). */
  live: z.boolean(),
  updatedAt: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannerListSchema = z.object({ list: z.array(consoleBannerSchema) });
export const bannerListQuerySchema = z.strictObject({ groupName: z.enum(bannerGroupNames).optional() });

/**
 * Kinds of announcement: the marquee's notices (PL/H), pop-ups (PU), promotion announcements (PR), and agent notices
 * (`agent`), which only agents read in the agent centre (`agentAnnouncements`), never the players' feed. An agent
 * notice has no execution, promotion type, platforms or link: the server stores none.
 */
export const announcementKinds = ['notice', 'popup', 'promotion', 'agent'] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];
export const popupExecutions = ['A', 'B', 'F'] as const;

export const announcementInputSchema = z
  .strictObject({
    kind: z.enum(announcementKinds),
    title: contentTitleSchema,
    content: contentHtmlSchema,
    /** Pop-ups only (required there): B anonymous, A logged in, F first login. */
    execution: z.enum(popupExecutions).nullable(),
    /** Promotion announcements: the promotion kind the reward-centre button leads to. */
    promotionType: z.string().trim().max(40).nullable(),
    platforms: z.array(z.enum(contentPlatforms)).min(1).nullable(),
    ...linkFields,
    ...scheduleFields,
  })
  .refine(checkWindow, windowIssue)
  .superRefine(checkLink)
  .refine((v) => (v.kind === 'popup') === (v.execution !== null), {
    message: 'Pop-ups need an execution; other kinds have none',
    path: ['execution'],
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const consoleAnnouncementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(announcementKinds),
  title: localizedOut,
  content: localizedOut,
  execution: z.string().nullable(),
  promotionType: z.string().nullable(),
  platforms: z.array(z.string()).nullable(),
  linkageType: z.string(),
  linkTarget: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  activeFrom: z.number().int().nullable(),
  activeUntil: z.number().int().nullable(),
  languages: z.array(z.string()).nullable(),
  live: z.boolean(),
  updatedAt: z.number().int(),
});
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncementSchema>;
export const consoleAnnouncementListSchema = z.object({ list: z.array(consoleAnnouncementSchema) });
export const announcementListQuerySchema = z.strictObject({ kind: z.enum(announcementKinds).optional() });

/** Content images (banners, announcement pictures): png, jpg, webp or gif by their bytes, 2 MB, served at `/media/<id>`. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_FIELD = 'image';
/** `url` is `media/<id>`: image URLs are built from the merchant's CDN list like every other image. */
export const contentImageSchema = z.object({ id: z.string(), url: z.string() });

/** The help centre in the console: one tree per language, edited entry by entry. */
export const helpEntryInputSchema = z.strictObject({
  lang: z.enum(contentLanguages),
  parentId: z.number().int().positive().nullable(),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
  /** `term` makes the entry the terms page (`/help#term`). Letters, digits and dashes. */
  anchor: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable(),
  sort: sortSchema,
});
export type HelpEntryInput = z.input<typeof helpEntryInputSchema>;
export const helpTreeQuerySchema = z.strictObject({ lang: z.enum(contentLanguages) });

/** Who a message goes to. */
export const messageTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), username: z.string().trim().min(1).max(64) }),
  z.strictObject({ kind: z.literal('vip'), levels: z.array(z.number().int().min(0).max(100)).min(1).max(101) }),
  z.strictObject({ kind: z.literal('agents') }),
  z.strictObject({ kind: z.literal('all') }),
]);
export type MessageTarget = z.infer<typeof messageTargetSchema>;

/** POST messages: one message, delivered at once to every active member of the target (trial accounts excluded). */
export const sendMessageSchema = z.strictObject({
  target: messageTargetSchema,
  title: contentTitleSchema,
  content: contentHtmlSchema,
});
export type SendMessage = z.input<typeof sendMessageSchema>;
/** How many inboxes received it. */
export const sendMessageResultSchema = z.object({ id: z.number().int(), delivered: z.number().int() });

export const consoleBroadcastSchema = z.object({
  id: z.number().int(),
  target: messageTargetSchema,
  title: localizedOut,
  delivered: z.number().int(),
  /** How many of the delivered copies are read now. */
  read: z.number().int(),
  operator: z.string(),
  createdAt: z.number().int(),
});
export type ConsoleBroadcast = z.infer<typeof consoleBroadcastSchema>;
export const consoleBroadcastPageSchema = pageSchema(consoleBroadcastSchema);
export const broadcastListQuerySchema = pageQuerySchema
  .extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();

/** Feedback in the console. new → open (being looked at) → replied (answer sent to the inbox) or closed. */
export const feedbackStatuses = ['new', 'open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackListQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: z.enum(feedbackStatuses).optional(),
    questionType: z.enum(feedbackQuestionTypes).optional(),
  })
  .strict();
export const consoleFeedbackSchema = z.object({
  id: z.number().int(),
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string(),
  contact: z.string().nullable(),
  /** Null for a guest. */
  username: z.string().nullable(),
  /** Upload ids; the bytes come from `GET feedback/images/:id` with the operator's token. */
  images: z.array(z.string()),
  status: z.enum(feedbackStatuses),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type ConsoleFeedback = z.infer<typeof consoleFeedbackSchema>;
export const consoleFeedbackPageSchema = pageSchema(consoleFeedbackSchema);
export const feedbackStatusUpdateSchema = z.strictObject({ status: z.enum(['open', 'closed']) });
/** The answer goes to the member's inbox (kind `feedback`); a guest's feedback cannot be answered there. */
export const feedbackReplySchema = z.strictObject({ content: z.string().trim().min(1).max(5000) });
