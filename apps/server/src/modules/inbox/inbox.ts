import type {
  InboxChange,
  InboxDeleteRequest,
  InboxPage,
  InboxReadRequest,
  inboxListQuerySchema,
  Language,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { localizeAny } from '../../platform/localize.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import {
  countInbox,
  countUnread,
  type InboxOwner,
  inboxPage,
  lockOwnMessages,
  markDeleted,
  markRead,
} from './queries.ts';

/** `CSP_messageList`: newest first, each message in the request's language, with the unread count for the badge. */
export async function inboxList(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof inboxListQuerySchema>,
  language: Language,
): Promise<InboxPage> {
  const owner = { merchantId: merchant.id, memberId };
  const unreadOnly = query.unread === 'true';
  const fallback = defaultLanguage(merchant);
  const [rows, total, unread] = await Promise.all([
    inboxPage(orm, owner, unreadOnly, (query.pageNo - 1) * query.pageSize, query.pageSize),
    countInbox(orm, owner, unreadOnly),
    countUnread(orm, owner),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: localizeAny(row.title, language, fallback),
      content: localizeAny(row.content, language, fallback),
      read: row.readAt !== null,
      createdAt: row.createdAt.getTime(),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    unread,
  };
}

/**
 * Every id must be one of the member's own messages that is not deleted, or nothing changes (404 `not.found`): a
 * client never learns which of another member's ids exist, and a stale list never half-applies.
 */
async function checkOwned(tx: Orm, owner: InboxOwner, ids: number[]) {
  const wanted = [...new Set(ids)];
  const found = await lockOwnMessages(tx, owner, wanted);
  if (found.length !== wanted.length) throw new AppError('not.found');
  return wanted;
}

/** `CSP_readMessage`: the given messages or all of them read; `changed` counts only those that were unread. */
export function readMessages(orm: Orm, owner: InboxOwner, request: InboxReadRequest, at: Date): Promise<InboxChange> {
  return orm.transaction(async (tx) => {
    const ids = 'ids' in request ? await checkOwned(tx, owner, request.ids) : await lockOwnMessages(tx, owner, null);
    const changed = await markRead(tx, owner, ids, at);
    return { changed, unread: await countUnread(tx, owner) };
  });
}

/** `CSP_deleteMessage`: the messages leave the member's inbox (and its unread count). */
export function deleteMessages(
  orm: Orm,
  owner: InboxOwner,
  request: InboxDeleteRequest,
  at: Date,
): Promise<InboxChange> {
  return orm.transaction(async (tx) => {
    const ids = await checkOwned(tx, owner, request.ids);
    const changed = await markDeleted(tx, owner, ids, at);
    return { changed, unread: await countUnread(tx, owner) };
  });
}
