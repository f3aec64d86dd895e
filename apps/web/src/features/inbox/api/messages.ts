import {
  type InboxChange,
  type InboxPage,
  type InboxReadRequest,
  inboxChangeSchema,
  inboxPageSchema,
} from '@lotus/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { setUnreadCount } from './get-unread-count';
import { messagesKey } from './keys';

export const INBOX_PAGE_SIZE = 10;

/** The inbox newest first, a page at a time ("load more" appends the next one). */
export const messagesQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...messagesKey, token],
    queryFn: async ({ pageParam, signal }): Promise<InboxPage> => {
      const page = await callEndpoint('inboxList', {
        query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE },
        schema: inboxPageSchema,
        signal,
      });
      // Each page carries the unread count: the badges follow it.
      setUnreadCount(page.unread);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });

export const readMessages = (body: InboxReadRequest): Promise<InboxChange> =>
  callEndpoint('inboxRead', { body, schema: inboxChangeSchema });

export const deleteMessages = (ids: number[]): Promise<InboxChange> =>
  callEndpoint('inboxDelete', { body: { ids }, schema: inboxChangeSchema });
