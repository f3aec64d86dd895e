import {
  type ConsoleOutboxMessage,
  OUTBOX_RETRY_ROLES,
  type OutboxChannel,
  type OutboxStatus,
  outboxChannels,
  outboxStatuses,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { outboxQuery, retryOutboxMessage } from '../api/console-admin-api';
import { useConsoleSession } from '../stores/console-session';
import { CONSOLE_PAGE_SIZE, ConsoleTable, CsvExport, FilterBar, pagerOf, useFilters } from './kit';
import './console-admin.css';

const badgeTone: Record<OutboxStatus, string> = { queued: 'off', sent: 'ok', failed: 'bad' };

/**
 * Where a message stands: sent, queued for its next try or failed, with its tries and last error; support may send a
 * failed one once more.
 */
function Delivery({ message, offset, canRetry }: { message: ConsoleOutboxMessage; offset: number; canRetry: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const recorded = message.provider === 'outbox';
  const retry = async () => {
    setBusy(true);
    try {
      await retryOutboxMessage(message.id);
      toast.success(t('consoleDelivery.retried', { recipient: message.recipient }));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('errors.unknown'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['console', 'outbox'] });
    }
  };
  return (
    <div className="console-delivery" data-testid="outbox-delivery" data-status={message.status}>
      <span className={`console-badge console-badge--${recorded ? 'off' : badgeTone[message.status]}`}>
        {recorded ? t('consoleDelivery.recorded') : t(`consoleDelivery.statuses.${message.status}`)}
      </span>
      {recorded ? null : (
        <span className="console-muted">
          {t(`consoleDelivery.providers.${message.provider}`)} ·{' '}
          {t('consoleDelivery.attempts', { n: message.attempts })}
        </span>
      )}
      {message.status === 'sent' && message.sentAt && !recorded ? (
        <span className="console-muted tabular">
          {t('consoleDelivery.sentAt', { time: formatDateTime(message.sentAt, offset) })}
        </span>
      ) : null}
      {message.status === 'queued' && message.nextAttemptAt ? (
        <span className="console-muted tabular">
          {t('consoleDelivery.nextAttempt', { time: formatDateTime(message.nextAttemptAt, offset) })}
        </span>
      ) : null}
      {message.lastError ? (
        <span className="console-delivery__error" data-testid="outbox-error">
          {t('consoleDelivery.lastError', { error: message.lastError })}
        </span>
      ) : null}
      {message.status === 'failed' && canRetry ? (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void retry()} data-testid="outbox-retry">
          {t('consoleDelivery.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The SMS and email messages the platform sent, newest first, by channel and recipient. Support reads a code to a
 * player who did not receive it; for roles that may not see codes they arrive blanked out, and the page says so.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const role = useConsoleSession((s) => s.operator?.role);
  const canRetry = role ? OUTBOX_RETRY_ROLES.includes(role) : false;
  const filters = useFilters<{ channel: OutboxChannel | ''; status: OutboxStatus | ''; recipient: string }>({
    channel: '',
    status: '',
    recipient: '',
  });
  const filter = { ...filters.applied, recipient: filters.applied.recipient.trim() };
  const [pageNo, setPageNo] = useState(1);
  const messages = useQuery(
    outboxQuery({
      channel: filter.channel || undefined,
      status: filter.status || undefined,
      recipient: filter.recipient || undefined,
      pageNo,
      pageSize: CONSOLE_PAGE_SIZE,
    }),
  );
  const data = messages.data;

  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const search = () => {
    filters.apply();
    setPageNo(1);
  };

  return (
    <section className="console-page" aria-labelledby="console-outbox">
      <header className="console-page__head">
        <h2 id="console-outbox">{t('console.nav.outbox')}</h2>
        <Button variant="outline" size="sm" loading={messages.isFetching} onClick={() => void messages.refetch()}>
          {t('console.outbox.refresh')}
        </Button>
        <CsvExport
          name="outbox"
          rows={data?.list ?? []}
          columns={[
            {
              header: t('records.time'),
              value: (m) => formatDateTime(m.createdAt, offset),
            },
            { header: t('console.outbox.channel'), value: (m) => t(`console.outbox.channels.${m.channel}`) },
            { header: t('console.outbox.recipient'), value: (m) => m.recipient },
            { header: t('console.outbox.message'), value: (m) => (m.subject ? `${m.subject}\n${m.body}` : m.body) },
            { header: t('consoleDelivery.status'), value: (m) => t(`consoleDelivery.statuses.${m.status}`) },
          ]}
        />
      </header>
      <FilterBar onApply={search} applyLabel={t('console.members.searchButton')} applyTestId="outbox-search-submit">
        <SelectField label={t('console.outbox.channel')} {...filters.field('channel')}>
          <option value="">{t('console.all')}</option>
          {outboxChannels.map((c) => (
            <option key={c} value={c}>
              {t(`console.outbox.channels.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('consoleDelivery.status')} {...filters.field('status')}>
          <option value="">{t('console.all')}</option>
          {outboxStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consoleDelivery.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.outbox.recipient')}
          type="search"
          maxLength={120}
          {...filters.field('recipient')}
        />
      </FilterBar>
      {data?.list.some((m) => m.hidden) ? <p className="console-muted">{t('console.outbox.hidden')}</p> : null}
      <ConsoleTable
        query={messages}
        empty={
          filter.channel || filter.status || filter.recipient ? t('console.outbox.none') : t('console.outbox.noneYet')
        }
        rows={data?.list}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-testid': 'outbox-message', 'data-recipient': m.recipient, 'data-status': m.status })}
        className="console-outbox-table"
        busy={messages.isPlaceholderData}
        pager={pagerOf(pageNo, data, setPageNo)}
        columns={[
          {
            key: 'time',
            header: t('records.time'),
            className: 'tabular console-nowrap',
            cell: (m) => formatDateTime(m.createdAt, offset),
          },
          {
            key: 'channel',
            header: t('console.outbox.channel'),
            className: 'console-nowrap',
            cell: (m) => t(`console.outbox.channels.${m.channel}`),
          },
          {
            key: 'recipient',
            header: t('console.outbox.recipient'),
            className: 'tabular console-nowrap',
            cell: (m) => m.recipient,
          },
          {
            key: 'message',
            header: t('console.outbox.message'),
            className: 'console-message',
            cell: (m) => (
              <>
                {m.subject ? <strong className="console-delivery__subject">{m.subject}</strong> : null}
                {m.body}
              </>
            ),
          },
          {
            key: 'status',
            header: t('consoleDelivery.status'),
            cell: (m) => <Delivery message={m} offset={offset} canRetry={canRetry} />,
          },
        ]}
      />
    </section>
  );
}
