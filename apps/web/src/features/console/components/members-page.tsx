import { type MemberStatus, memberStatuses } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { memberSearchQuery } from '../api/console-admin-api';
import { CsvExportButton } from './csv-export-button';
import { memberKind, StatusBadge } from './member-badges';
import { MemberDetail } from './member-detail';
import './console-admin.css';
import { Pager } from '@/components/ui/pager';

const PAGE_SIZE = 20;

/**
 * Members: search by username, mobile or id, newest first, in pages; `?member=<id>` opens one member. The search
 * lives in the address, so going back from a member returns to the same results.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = memberStatuses.find((s) => s === statusParam);
  const pageNo = Math.max(1, Number(params.get('p')) || 1);
  const memberId = Number(params.get('member'));
  const [draft, setDraft] = useState({ q, status: status ?? '' });
  const results = useQuery({
    ...memberSearchQuery({ q: q || undefined, status, pageNo, pageSize: PAGE_SIZE }),
    enabled: !memberId,
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  if (memberId > 0) return <MemberDetail id={memberId} onBack={() => update({ member: null })} />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.q.trim() || null, status: draft.status || null, p: null });
  };
  const data = results.data;

  return (
    <section className="console-page" aria-labelledby="console-members">
      <header className="console-page__head">
        <h2 id="console-members">{t('console.nav.members')}</h2>
        {data ? (
          <span className="console-muted tabular">{t('console.members.total', { count: data.total })}</span>
        ) : null}
        <CsvExportButton
          name="members"
          rows={data?.list ?? []}
          columns={[
            { header: t('console.members.id'), value: (m) => m.id },
            { header: t('console.members.username'), value: (m) => m.username },
            { header: t('console.members.nickname'), value: (m) => m.nickname },
            { header: t('console.members.type'), value: (m) => t(`console.members.types.${memberKind(m.type)}`) },
            { header: t('console.status'), value: (m) => t(`console.members.status.${m.status}`) },
            { header: t('console.members.balance'), value: (m) => m.balance },
            { header: t('console.members.mobile'), value: (m) => m.mobile },
            { header: t('console.members.registered'), value: (m) => formatDateTime(m.registeredAt, offset) },
            {
              header: t('console.members.lastLogin'),
              value: (m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt, offset) : null),
            },
          ]}
        />
      </header>
      <form className="console-filters" onSubmit={search}>
        <TextField
          label={t('console.members.search')}
          type="search"
          value={draft.q}
          maxLength={64}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          label={t('console.status')}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as MemberStatus | '' })}
        >
          <option value="">{t('console.all')}</option>
          {memberStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`console.members.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="accent" data-testid="member-search-submit">
          {t('console.members.searchButton')}
        </Button>
      </form>
      {results.isPending ? <Skeleton height={240} /> : null}
      {results.isError ? (
        <p className="console-error" role="alert">
          {results.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.list.length === 0 ? (
        <p className="console-muted">{q || status ? t('console.members.none') : t('console.members.noneYet')}</p>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <table className="console-table" aria-busy={results.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col" className="console-num">
                  {t('console.members.id')}
                </th>
                <th scope="col">{t('console.members.username')}</th>
                <th scope="col">{t('console.members.type')}</th>
                <th scope="col">{t('console.status')}</th>
                <th scope="col" className="console-num">
                  {t('console.members.balance')}
                </th>
                <th scope="col">{t('console.members.mobile')}</th>
                <th scope="col">{t('console.members.registered')}</th>
                <th scope="col">{t('console.members.lastLogin')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((m) => (
                <tr key={m.id} data-testid="console-member" data-member={m.username} data-status={m.status}>
                  <td className="console-num tabular">{m.id}</td>
                  <td>
                    {m.username}
                    {m.nickname ? <span className="console-muted"> · {m.nickname}</span> : null}
                  </td>
                  <td>{t(`console.members.types.${memberKind(m.type)}`)}</td>
                  <td>
                    <StatusBadge status={m.status} />
                  </td>
                  <td className="console-num tabular">
                    {formatMoney(m.balance, { symbol: merchant?.currencySymbol })}
                  </td>
                  <td className="tabular">{m.mobile ?? '—'}</td>
                  <td className="tabular">{formatDateTime(m.registeredAt, offset)}</td>
                  <td className="tabular">
                    {m.lastLoginAt ? formatDateTime(m.lastLoginAt, offset) : t('console.members.never')}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('console.members.openOne', { username: m.username })}
                      onClick={() => update({ member: String(m.id) })}
                    >
                      {t('console.members.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} totalPages={data.totalPages} onPage={(p) => update({ p: String(p) })} />
        </>
      ) : null}
    </section>
  );
}
