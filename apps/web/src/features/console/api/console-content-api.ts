import {
  type AnnouncementInput,
  type AnnouncementKind,
  type BannerInput,
  CONTENT_IMAGE_FIELD,
  consoleAnnouncementListSchema,
  consoleAnnouncementSchema,
  consoleBannerListSchema,
  consoleBannerSchema,
  consoleBroadcastPageSchema,
  consoleFeedbackPageSchema,
  consoleFeedbackSchema,
  consolePath,
  contentImageSchema,
  type FeedbackQuestionType,
  type FeedbackStatus,
  type HelpEntryInput,
  type SendMessage,
  sendMessageResultSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError, request, requestBlob } from '@/lib/api';
import { endConsoleSession, useConsoleSession } from '../stores/console-session';
import { consoleRequest } from './console-api';

/** Site content, messages and feedback in the console (`/api/console/content/…`, `/messages`, `/feedback`). */

export const contentKey = ['console', 'content'] as const;
// Deletions answer nothing the page needs: it reloads its list.
const anything = z.unknown();

export const bannersQuery = () =>
  queryOptions({
    queryKey: [...contentKey, 'banners'],
    queryFn: () => consoleRequest(consolePath('banners'), consoleBannerListSchema),
  });

export const saveBanner = (id: number | null, body: BannerInput) =>
  id === null
    ? consoleRequest(consolePath('createBanner'), consoleBannerSchema, 'POST', body)
    : consoleRequest(consolePath('updateBanner', { id }), consoleBannerSchema, 'PUT', body);

export const deleteBanner = (id: number) => consoleRequest(consolePath('deleteBanner', { id }), anything, 'DELETE');

export const announcementsQuery = (kind: AnnouncementKind) =>
  queryOptions({
    queryKey: [...contentKey, 'announcements', kind],
    queryFn: () => consoleRequest(`${consolePath('announcements')}?kind=${kind}`, consoleAnnouncementListSchema),
  });

export const saveAnnouncement = (id: number | null, body: AnnouncementInput) =>
  id === null
    ? consoleRequest(consolePath('createAnnouncement'), consoleAnnouncementSchema, 'POST', body)
    : consoleRequest(consolePath('updateAnnouncement', { id }), consoleAnnouncementSchema, 'PUT', body);

export const deleteAnnouncement = (id: number) =>
  consoleRequest(consolePath('deleteAnnouncement', { id }), anything, 'DELETE');

/** Uploads a content image (multipart); the server checks its bytes and answers its `media/<id>` path. */
export async function uploadContentImage(file: File) {
  const form = new FormData();
  form.append(CONTENT_IMAGE_FIELD, file);
  const token = useConsoleSession.getState().token;
  try {
    return await request(
      consolePath('uploadContentImage'),
      { method: 'POST', form, schema: contentImageSchema, headers: token ? { Authorization: token } : {} },
      false,
    );
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'console.not.session') endConsoleSession();
    throw error;
  }
}

/** A help entry as the console edits it: the player's shape plus its parent and order. */
export interface ConsoleHelpEntry {
  id: number;
  title: string;
  content: string;
  anchor: string | null;
  sort: number;
  parentId: number | null;
  children: ConsoleHelpEntry[];
}
const helpEntrySchema: z.ZodType<ConsoleHelpEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    anchor: z.string().nullable(),
    sort: z.number().int().default(0),
    parentId: z.number().int().nullable().default(null),
    children: z.array(helpEntrySchema),
  }),
) as z.ZodType<ConsoleHelpEntry>;
// The tree comes bare or in a `{list}` wrapper; both read the same.
const helpTreeSchema = z
  .union([z.array(helpEntrySchema), z.object({ list: z.array(helpEntrySchema) })])
  .transform((v) => (Array.isArray(v) ? v : v.list));

export const helpTreeQuery = (lang: 'EN' | 'CN') =>
  queryOptions({
    queryKey: [...contentKey, 'help', lang],
    queryFn: () => consoleRequest(`${consolePath('helpTree')}?lang=${lang}`, helpTreeSchema),
  });

// The saved entry; only its id matters here (the tree is read again).
const savedEntry = z.object({ id: z.number().int() });

export const saveHelpEntry = (id: number | null, body: HelpEntryInput) =>
  id === null
    ? consoleRequest(consolePath('createHelpEntry'), savedEntry, 'POST', body)
    : consoleRequest(consolePath('updateHelpEntry', { id }), savedEntry, 'PUT', body);

export const deleteHelpEntry = (id: number) =>
  consoleRequest(consolePath('deleteHelpEntry', { id }), anything, 'DELETE');

export const messagesKey = ['console', 'messages'] as const;

export const sendMessage = (body: SendMessage) =>
  consoleRequest(consolePath('sendMessage'), sendMessageResultSchema, 'POST', body);

export const broadcastsQuery = (pageNo: number, pageSize = 20) =>
  queryOptions({
    queryKey: [...messagesKey, pageNo, pageSize],
    queryFn: () =>
      consoleRequest(`${consolePath('broadcasts')}?pageNo=${pageNo}&pageSize=${pageSize}`, consoleBroadcastPageSchema),
    placeholderData: keepPreviousData,
  });

export const feedbackKey = ['console', 'feedback'] as const;

export interface FeedbackSearch {
  pageNo: number;
  pageSize: number;
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackQuestionType | undefined;
}

export const feedbackQuery = (search: FeedbackSearch) =>
  queryOptions({
    queryKey: [...feedbackKey, search],
    queryFn: () => {
      const params = new URLSearchParams({ pageNo: String(search.pageNo), pageSize: String(search.pageSize) });
      if (search.status) params.set('status', search.status);
      if (search.questionType) params.set('questionType', search.questionType);
      return consoleRequest(`${consolePath('feedback')}?${params}`, consoleFeedbackPageSchema);
    },
    placeholderData: keepPreviousData,
  });

/** A feedback image's bytes (operators only), for an object URL. */
export function fetchFeedbackImage(id: string, signal?: AbortSignal) {
  const token = useConsoleSession.getState().token;
  return requestBlob(
    consolePath('feedbackImage', { id }),
    { headers: token ? { Authorization: token } : {}, ...(signal ? { signal } : {}) },
    false,
  );
}

export const setFeedbackStatus = (id: number, status: 'open' | 'closed') =>
  consoleRequest(consolePath('setFeedbackStatus', { id }), anything, 'PUT', { status });

export const replyFeedback = (id: number, content: string) =>
  consoleRequest(consolePath('replyToFeedback', { id }), consoleFeedbackSchema, 'POST', { content });
