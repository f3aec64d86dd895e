import type { InboxMessage } from '@lotus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/form-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import { messagesKey } from '../api/keys';
import { deleteMessages, messagesQuery, readMessages } from '../api/messages';
import { setUnreadCount, useUnreadCount } from '../hooks/use-unread-count';
import { textPreview } from '../lib/preview';
import { markRead, withoutMessages } from '../lib/unread';
import { MessageDialog } from './message-dialog';
import './inbox.css';

type Pages = Parameters<typeof markRead>[0];
const updatePages = (update: (data: Pages) => Pages) =>
  queryClient.setQueriesData<NonNullable<Pages>>({ queryKey: messagesKey }, (data) => update(data));

const failed = (error: unknown, fallback: string) => toast.error(error instanceof Error ? error.message : fallback);

/** Platform messages (spec §2 `messageV2`): newest first, unread marked, read one to mark it, delete with a confirm. */
export default function Inbox() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const query = useInfiniteQuery(messagesQuery(token));
  const [openId, setOpenId] = useState<number | null>(null);
  const [markingAll, setMarkingAll] = useState(false);

  const messages = query.data?.pages.flatMap((page) => page.list) ?? [];
  const pages = query.data?.pages ?? [];
  const unread = useUnreadCount();
  const total = pages[0]?.total ?? 0;
  const open = messages.find((m) => m.id === openId) ?? null;

  const read = async (message: InboxMessage) => {
    setOpenId(message.id);
    if (message.read) return;
    try {
      const change = await readMessages({ ids: [message.id] });
      updatePages((data) => markRead(data, [message.id]));
      setUnreadCount(change.unread);
    } catch (error) {
      failed(error, t('errors.unknown'));
    }
  };

  const readAll = async () => {
    setMarkingAll(true);
    try {
      const change = await readMessages({ all: true });
      updatePages((data) => markRead(data, 'all'));
      setUnreadCount(change.unread);
    } catch (error) {
      failed(error, t('errors.unknown'));
    } finally {
      setMarkingAll(false);
    }
  };

  const remove = async (id: number) => {
    try {
      const change = await deleteMessages([id]);
      setOpenId(null);
      updatePages((data) => withoutMessages(data, [id]));
      setUnreadCount(change.unread);
      toast.success(t('inbox.deleted'));
      // Later pages move up by one: read them again.
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    } catch (error) {
      failed(error, t('errors.unknown'));
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="inbox__loading" aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<MailIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (messages.length === 0) {
    body = <EmptyState icon={<MailIcon />} title={t('inbox.emptyTitle')} description={t('inbox.emptyText')} />;
  } else {
    body = (
      <>
        <ul className="inbox__list" data-testid="inbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className={`inbox-item${message.read ? '' : ' inbox-item--unread'}`}
                data-testid="inbox-item"
                data-read={message.read}
                onClick={() => void read(message)}
              >
                <span className="inbox-item__mark" aria-hidden="true" />
                <span className="inbox-item__main">
                  <span className="inbox-item__title">
                    {message.read ? null : <span className="visually-hidden">{t('inbox.unread')}: </span>}
                    {message.title}
                  </span>
                  <span className="inbox-item__preview">{textPreview(message.content)}</span>
                </span>
                <span className="inbox-item__meta">
                  <span className={`inbox-item__kind inbox-item__kind--${message.kind}`}>
                    {t(`inbox.kinds.${message.kind}`)}
                  </span>
                  <time className="inbox-item__time tabular" dateTime={new Date(message.createdAt).toISOString()}>
                    {formatDateTime(message.createdAt, offset)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="inbox__more"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('inbox.loadMore', { shown: messages.length, total })}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="inbox card" data-testid="inbox" aria-labelledby="inbox-title">
      <header className="inbox__head">
        <h2 id="inbox-title" className="inbox__title">
          {t('inbox.title')}
        </h2>
        <span className="inbox__summary" data-testid="inbox-unread">
          {unread > 0 ? t('inbox.unreadCount', { count: unread }) : t('inbox.allRead')}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="inbox__read-all"
          disabled={unread === 0}
          loading={markingAll}
          onClick={() => void readAll()}
        >
          {t('inbox.markAllRead')}
        </Button>
      </header>
      {body}
      <MessageDialog message={open} offset={offset} onClose={() => setOpenId(null)} onDelete={(id) => remove(id)} />
    </section>
  );
}
