import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * What the site tells its players (issue "Site content and messages"): in-site messages (inbox) and feedback. Banners,
 * notices, pop-ups and promotion announcements are in `feeds.ts` (`MCSFE_getListAnnouncements`).
 */

/** Where an inbox message came from: Lotus itself, an operator's message, or the answer to the member's feedback. */
export const inboxMessageKinds = ['system', 'operator', 'feedback'] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

/** `GET /wps/relay/CSP_messageList`: newest first; `unread=true` keeps only unread messages. */
export const inboxListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unread: z.enum(['true', 'false']).optional(),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;

/** A message in the member's inbox; title and content in the request language (falling back to another one). */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(inboxMessageKinds),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = pageSchema(inboxMessageSchema).extend({ unread: z.number().int() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** Message ids in a read or delete call: one to 100 of the member's own; others are 404 `not.found`. */
const messageIdsSchema = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100);

/** `POST /wps/relay/CSP_readMessage`: the given messages, or with `all` every message of the member, marked read. */
export const inboxReadRequestSchema = z.union([
  z.object({ ids: messageIdsSchema }),
  z.object({ all: z.literal(true) }),
]);
export type InboxReadRequest = z.infer<typeof inboxReadRequestSchema>;

/** `POST /wps/relay/CSP_deleteMessage`: removes the given messages from the member's inbox. */
export const inboxDeleteRequestSchema = z.object({ ids: messageIdsSchema });
export type InboxDeleteRequest = z.infer<typeof inboxDeleteRequestSchema>;

/** Read and delete answer the unread count after the change, so the badge follows without another call. */
export const inboxChangeSchema = z.object({ changed: z.number().int(), unread: z.number().int() });
export type InboxChange = z.infer<typeof inboxChangeSchema>;

/** `GET /wps/relay/CSP_unreadCount` answers a bare number in the envelope (spec §7). */
export const unreadCountSchema = z.number().int().min(0);

/** `inbox.new`: a message arrived; the client refreshes the count (and the list when open). */
export interface InboxNewData {
  id: number;
  kind: InboxMessageKind;
  title: string;
  unread: number;
}

/** Feedback question types, in the form's order. */
export const feedbackQuestionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** Feedback images: png or jpg by their bytes, 5 MB each, at most 3 (spec §5). */
export const FEEDBACK_IMAGE_LIMITS = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;
/** The multipart field of each feedback image. */
export const FEEDBACK_IMAGE_FIELD = 'images';

/** The merchant's word limits for feedback (spec §5 "feedback length between {0} and {1} words"). */
export const feedbackSettingsSchema = z.object({
  minWords: z.number().int().min(0),
  maxWords: z.number().int().min(1),
  questionTypes: z.array(z.enum(feedbackQuestionTypes)),
  limits: z.object({ maxFiles: z.number().int(), maxBytes: z.number().int(), types: z.array(z.string()) }),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/**
 * The text fields of `PUT /wps/feedback` (multipart, with up to 3 `images`). Guests may send feedback too; they leave
 * a contact. Words are counted per language (`Intl.Segmenter`, so each Chinese word counts once).
 */
export const feedbackFieldsSchema = z.object({
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string().trim().min(1).max(5000),
  contact: z.string().trim().max(120).optional(),
});
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;
export const feedbackReceiptSchema = z.object({ id: z.number().int() });

/** Words in a text, as the server counts them for the feedback limits; the form shows the same count. */
export function countWords(text: string, locale = 'en'): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** Activity comments are at most 140 characters (spec §5). */
export const ACTIVITY_COMMENT_MAX = 140;
