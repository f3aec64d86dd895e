import { businessDateOf, type ReconciliationVendor } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { reconciliationQuery } from '../api/console-bets-api';
import { useMoney, VendorName } from './bet-cells';
import { ConsoleTable, FilterBar, useFilters } from './kit';
import './console-admin.css';
import './bet-console.css';
import './reconciliation-page.css';

/**
 * Daily vendor reconciliation (finance, admin): for one business date, each vendor's OK debits, credits and rollbacks
 * as the wallet API stored them, their net beside what the ledger moved on the vendor's house account, and the
 * calls refused that day by status.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const filters = useFilters(() => ({ date: businessDateOf(Date.now(), merchant?.gmtOffsetMinutes ?? 0) }));
  const report = useQuery(reconciliationQuery(filters.applied.date));
  const data = report.data;
  const { money, signed } = useMoney();
  const sums = (s: ReconciliationVendor['debits']) => `${s.count} · ${money(s.amount)}`;

  return (
    <section className="console-page" aria-labelledby="console-reconciliation">
      <header className="console-page__head">
        <h2 id="console-reconciliation">{t('console.nav.reconciliation')}</h2>
        <span className="console-muted">{t('consoleReconciliation.note')}</span>
      </header>
      <FilterBar onApply={filters.apply} applyLabel={t('consoleBets.show')}>
        <TextField label={t('consoleReconciliation.date')} type="date" required {...filters.field('date')} />
      </FilterBar>
      {data && data.vendors.length > 0 ? (
        <p
          className={data.matches ? 'console-muted' : 'console-error'}
          role="status"
          data-testid="reconciliation-summary"
        >
          {data.matches ? t('consoleReconciliation.allMatch') : t('consoleReconciliation.mismatch')}
        </p>
      ) : null}
      <ConsoleTable
        query={report}
        loadingHeight={200}
        empty={t('consoleReconciliation.none')}
        rows={data?.vendors}
        rowKey={(v) => v.vendorCode}
        rowProps={(v) => ({ 'data-testid': 'reconciliation-vendor', 'data-vendor': v.vendorCode })}
        className="bet-console-table"
        testId="reconciliation-report"
        caption={data?.date}
        columns={[
          { key: 'vendor', header: t('consoleBets.vendor'), rowHeader: true, cell: (v) => <VendorName vendor={v} /> },
          { key: 'debits', header: t('consoleReconciliation.debits'), numeric: true, cell: (v) => sums(v.debits) },
          { key: 'credits', header: t('consoleReconciliation.credits'), numeric: true, cell: (v) => sums(v.credits) },
          {
            key: 'rollbacks',
            header: t('consoleReconciliation.rollbacks'),
            numeric: true,
            cell: (v) => sums(v.rollbacks),
          },
          {
            key: 'callsNet',
            header: t('consoleReconciliation.callsNet'),
            numeric: true,
            cell: (v) => signed(v.callsNet),
          },
          {
            key: 'ledgerNet',
            header: t('consoleReconciliation.ledgerNet'),
            numeric: true,
            cell: (v) => signed(v.ledgerNet),
          },
          {
            key: 'agree',
            header: t('consoleReconciliation.agree'),
            className: (v) => (v.matches ? undefined : 'console-error'),
            cell: (v) => (v.matches ? t('consoleReconciliation.yes') : t('consoleReconciliation.no')),
          },
          {
            key: 'refused',
            header: t('consoleReconciliation.refused'),
            cell: (v) =>
              v.refused.length === 0 ? (
                <span className="console-muted">—</span>
              ) : (
                <ul className="reconciliation-refused">
                  {v.refused.map((r) => (
                    <li key={r.status}>
                      <code>{r.status}</code> × {r.count}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </section>
  );
}
