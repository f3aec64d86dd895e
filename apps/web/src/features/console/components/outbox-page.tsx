import { type OutboxChannel, outboxChannels } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { outboxQuery } from '../api/console-admin-api';
import './console-admin.css';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/**
 * The SMS and email messages the platform sent, newest first, by channel and recipient. Support reads a code to a
 * player who did not receive it; for roles that may not see codes they arrive blanked out, and the page says so.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [draft, setDraft] = useState<{ channel: OutboxChannel | ''; recipient: string }>({
    channel: '',
    recipient: '',
  });
  const [filter, setFilter] = useState(draft);
  const [pageNo, setPageNo] = useState(1);
  const messages = useQuery(
    outboxQuery({
      channel: filter.channel || undefined,
      recipient: filter.recipient || undefined,
      pageNo,
      pageSize: PAGE_SIZE,
    }),
  );
  const data = messages.data;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ channel: draft.channel, recipient: draft.recipient.trim() });
    setPageNo(1);
  };

  return (
    <section className="console-page" aria-labelledby="console-outbox">
      <header className="console-page__head">
        <h2 id="console-outbox">{t('console.nav.outbox')}</h2>
        <Button variant="outline" size="sm" loading={messages.isFetching} onClick={() => void messages.refetch()}>
          {t('console.outbox.refresh')}
        </Button>
      </header>
      <form className="console-filters" onSubmit={search}>
        <SelectField
          label={t('console.outbox.channel')}
          value={draft.channel}
          onChange={(e) => setDraft({ ...draft, channel: e.target.value as OutboxChannel | '' })}
        >
          <option value="">{t('console.all')}</option>
          {outboxChannels.map((c) => (
            <option key={c} value={c}>
              {t(`console.outbox.channels.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.outbox.recipient')}
          type="search"
          value={draft.recipient}
          maxLength={120}
          onChange={(e) => setDraft({ ...draft, recipient: e.target.value })}
        />
        <Button type="submit" variant="accent" data-testid="outbox-search-submit">
          {t('console.members.searchButton')}
        </Button>
      </form>
      {messages.isPending ? <Skeleton height={240} /> : null}
      {messages.isError ? (
        <p className="console-error" role="alert">
          {messages.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void messages.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.list.length === 0 ? (
        <p className="console-muted">
          {filter.channel || filter.recipient ? t('console.outbox.none') : t('console.outbox.noneYet')}
        </p>
      ) : null}
      {data?.list.some((m) => m.hidden) ? <p className="console-muted">{t('console.outbox.hidden')}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <table className="console-table" aria-busy={messages.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('console.outbox.channel')}</th>
                <th scope="col">{t('console.outbox.recipient')}</th>
                <th scope="col">{t('console.outbox.message')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((m) => (
                <tr key={m.id} data-testid="outbox-message" data-recipient={m.recipient}>
                  <td className="tabular console-nowrap">
                    {formatDateTime(m.createdAt, merchant?.gmtOffsetMinutes ?? 0)}
                  </td>
                  <td>{t(`console.outbox.channels.${m.channel}`)}</td>
                  <td className="tabular console-nowrap">{m.recipient}</td>
                  <td className="console-message">{m.body}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
        </>
      ) : null}
    </section>
  );
}
