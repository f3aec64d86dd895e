import type { AuditEntry } from '@lotus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { type AuditFilters, fetchAuditPage } from '../api/console-operators-api';
import { auditEventName } from '../lib/audit-event-name';
import { CsvExport } from './kit';
import './console-admin.css';
import './console-operators.css';

interface FilterForm {
  operator: string;
  member: string;
  event: string;
  from: string;
  to: string;
}

const blank: FilterForm = { operator: '', member: '', event: '', from: '', to: '' };

/** A `datetime-local` value as epoch milliseconds (the browser's time zone); undefined when empty. */
const epoch = (value: string) => (value ? new Date(value).getTime() : undefined);

function toFilters(form: FilterForm): AuditFilters {
  return {
    operator: form.operator.trim() || undefined,
    member: form.member.trim() || undefined,
    event: form.event.trim() || undefined,
    from: epoch(form.from),
    to: epoch(form.to),
  };
}

/**
 * The brand's audit log (admin and risk): every sign-in, member event and operator action, newest first, read-only.
 * Filters by operator, member (username or id), event (`console.*` for a prefix) and time; more pages on request.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [filters, setFilters] = useState<AuditFilters>({});
  const { register, handleSubmit, reset } = useForm<FilterForm>({ defaultValues: blank });
  const pages = useInfiniteQuery({
    queryKey: ['console', 'audit', filters],
    queryFn: ({ pageParam }) => fetchAuditPage(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const entries: AuditEntry[] = pages.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <section className="console-page" aria-labelledby="console-audit">
      <header className="console-page__head">
        <h2 id="console-audit">{t('consoleOperators.audit.title')}</h2>
        <CsvExport
          name="audit-log"
          rows={entries}
          columns={[
            { header: t('consoleOperators.audit.at'), value: (e) => formatDateTime(e.at, offset) },
            { header: t('consoleOperators.audit.event'), value: (e) => auditEventName(t, e.event) ?? e.event },
            { header: t('consoleOperators.audit.eventCode'), value: (e) => e.event },
            {
              header: t('consoleOperators.audit.operator'),
              value: (e) => e.operator ?? (e.operatorId !== null ? `#${e.operatorId}` : null),
            },
            { header: t('consoleOperators.audit.member'), value: (e) => e.member },
            { header: t('console.members.id'), value: (e) => e.memberId },
            { header: t('consoleOperators.audit.ip'), value: (e) => e.ip },
            {
              header: t('consoleOperators.audit.detail'),
              value: (e) => (Object.keys(e.detail).length > 0 ? JSON.stringify(e.detail) : null),
            },
          ]}
        />
      </header>
      <p className="console-muted">{t('consoleOperators.audit.hint')}</p>
      <form
        className="console-audit-filters"
        aria-label={t('consoleOperators.audit.search')}
        onSubmit={handleSubmit((form) => setFilters(toFilters(form)))}
        noValidate
      >
        <TextField label={t('consoleOperators.audit.operator')} {...register('operator')} />
        <TextField
          label={t('consoleOperators.audit.member')}
          placeholder={t('consoleOperators.audit.memberHint')}
          {...register('member')}
        />
        <TextField
          label={t('consoleOperators.audit.event')}
          placeholder="console.*"
          data-testid="console-audit-event"
          {...register('event')}
        />
        <TextField label={t('consoleOperators.audit.from')} type="datetime-local" {...register('from')} />
        <TextField label={t('consoleOperators.audit.to')} type="datetime-local" {...register('to')} />
        <div className="console-operator-actions">
          <Button type="submit" variant="accent" data-testid="console-audit-search">
            {t('consoleOperators.audit.search')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              reset(blank);
              setFilters({});
            }}
          >
            {t('consoleOperators.audit.clear')}
          </Button>
        </div>
      </form>
      {pages.isPending ? <Skeleton height={200} /> : null}
      {pages.isError ? (
        <p className="console-error" role="alert">
          {pages.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void pages.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {pages.isSuccess && entries.length === 0 ? (
        <p className="console-muted">{t('consoleOperators.audit.empty')}</p>
      ) : null}
      {entries.length > 0 ? (
        <table className="console-table" aria-busy={pages.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('consoleOperators.audit.at')}</th>
              <th scope="col">{t('consoleOperators.audit.event')}</th>
              <th scope="col">{t('consoleOperators.audit.operator')}</th>
              <th scope="col">{t('consoleOperators.audit.member')}</th>
              <th scope="col">{t('consoleOperators.audit.ip')}</th>
              <th scope="col">{t('consoleOperators.audit.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="console-audit-entry" data-event={entry.event}>
                <td className="tabular console-nowrap">{formatDateTime(entry.at, offset)}</td>
                <td>
                  {/* The name in the reader's language; the code (what the event filter takes) on hover. */}
                  <span title={entry.event} data-testid="console-audit-event-name">
                    {auditEventName(t, entry.event) ?? <code>{entry.event}</code>}
                  </span>
                </td>
                <td>{entry.operator ?? (entry.operatorId !== null ? `#${entry.operatorId}` : '—')}</td>
                <td>
                  {entry.member ?? '—'}
                  {entry.memberId !== null ? <div className="console-muted tabular">#{entry.memberId}</div> : null}
                </td>
                <td className="tabular">{entry.ip ?? '—'}</td>
                <td>
                  {Object.keys(entry.detail).length > 0 ? (
                    <pre
                      className="console-audit-detail"
                      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long detail (a whole VIP ladder, rebate rates) scrolls in its box; the keyboard must reach it
                      tabIndex={0}
                    >
                      {JSON.stringify(entry.detail, null, 2)}
                    </pre>
                  ) : (
                    <span className="console-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages.hasNextPage ? (
        <Button
          className="console-audit-more"
          variant="outline"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('consoleOperators.audit.more')}
        </Button>
      ) : null}
    </section>
  );
}
