import { memberStatuses } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { memberSearchQuery } from '../api/console-admin-api';
import {
  CONSOLE_PAGE_SIZE,
  ConsoleTable,
  CsvExport,
  FilterBar,
  pageNoOf,
  pagerOf,
  useFilters,
  useUrlParams,
} from './kit';
import { memberKind, StatusBadge } from './member-badges';
import { MemberDetail } from './member-detail';
import './console-admin.css';

/**
 * Members: search by username, mobile or id, newest first, in pages; `?member=<id>` opens one member. The search
 * lives in the address, so going back from a member returns to the same results.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const { params, update } = useUrlParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = memberStatuses.find((s) => s === statusParam);
  const pageNo = pageNoOf(params.get('p'));
  const memberId = Number(params.get('member'));
  const filters = useFilters({ q, status: status ?? '' });
  const results = useQuery({
    ...memberSearchQuery({ q: q || undefined, status, pageNo, pageSize: CONSOLE_PAGE_SIZE }),
    enabled: !memberId,
  });

  if (memberId > 0) return <MemberDetail id={memberId} onBack={() => update({ member: null })} />;

  const search = () => update({ q: filters.draft.q.trim() || null, status: filters.draft.status || null, p: null });
  const data = results.data;

  return (
    <section className="console-page" aria-labelledby="console-members">
      <header className="console-page__head">
        <h2 id="console-members">{t('console.nav.members')}</h2>
        {data ? (
          <span className="console-muted tabular">{t('console.members.total', { count: data.total })}</span>
        ) : null}
        <CsvExport
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
      <FilterBar onApply={search} applyLabel={t('console.members.searchButton')} applyTestId="member-search-submit">
        <TextField label={t('console.members.search')} type="search" maxLength={64} {...filters.field('q')} />
        <SelectField label={t('console.status')} {...filters.field('status')}>
          <option value="">{t('console.all')}</option>
          {memberStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`console.members.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <ConsoleTable
        query={results}
        empty={q || status ? t('console.members.none') : t('console.members.noneYet')}
        rows={data?.list}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-testid': 'console-member', 'data-member': m.username, 'data-status': m.status })}
        busy={results.isPlaceholderData}
        pager={pagerOf(pageNo, data, (p) => update({ p: String(p) }))}
        columns={[
          { key: 'id', header: t('console.members.id'), numeric: true, cell: (m) => m.id },
          {
            key: 'username',
            header: t('console.members.username'),
            cell: (m) => (
              <>
                {m.username}
                {m.nickname ? <span className="console-muted"> · {m.nickname}</span> : null}
              </>
            ),
          },
          {
            key: 'type',
            header: t('console.members.type'),
            cell: (m) => t(`console.members.types.${memberKind(m.type)}`),
          },
          { key: 'status', header: t('console.status'), cell: (m) => <StatusBadge status={m.status} /> },
          {
            key: 'balance',
            header: t('console.members.balance'),
            numeric: true,
            cell: (m) => formatMoney(m.balance, { symbol: merchant?.currencySymbol }),
          },
          { key: 'mobile', header: t('console.members.mobile'), className: 'tabular', cell: (m) => m.mobile ?? '—' },
          {
            key: 'registered',
            header: t('console.members.registered'),
            className: 'tabular',
            cell: (m) => formatDateTime(m.registeredAt, offset),
          },
          {
            key: 'lastLogin',
            header: t('console.members.lastLogin'),
            className: 'tabular',
            cell: (m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt, offset) : t('console.members.never')),
          },
        ]}
        actions={(m) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('console.members.openOne', { username: m.username })}
            onClick={() => update({ member: String(m.id) })}
          >
            {t('console.members.open')}
          </Button>
        )}
      />
    </section>
  );
}
