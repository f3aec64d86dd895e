import { businessDateOf, type ReconciliationVendor } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { reconciliationQuery } from '../api/console-bets-api';
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
  const symbol = merchant?.currencySymbol;
  const [draft, setDraft] = useState(() => businessDateOf(Date.now(), merchant?.gmtOffsetMinutes ?? 0));
  const [date, setDate] = useState(draft);
  const report = useQuery(reconciliationQuery(date));
  const data = report.data;
  const signed = (amount: number) =>
    amount < 0 ? `−${formatMoney(-amount, { symbol })}` : formatMoney(amount, { symbol });
  const sums = (s: ReconciliationVendor['debits']) => (
    <td className="console-num tabular">
      {s.count} · {formatMoney(s.amount, { symbol })}
    </td>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDate(draft);
  };

  return (
    <section className="console-page" aria-labelledby="console-reconciliation">
      <header className="console-page__head">
        <h2 id="console-reconciliation">{t('console.nav.reconciliation')}</h2>
        <span className="console-muted">{t('consoleReconciliation.note')}</span>
      </header>
      <form className="console-filters" onSubmit={submit}>
        <TextField
          label={t('consoleReconciliation.date')}
          type="date"
          required
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="accent">
          {t('consoleBets.show')}
        </Button>
      </form>
      {report.isPending ? <Skeleton height={200} /> : null}
      {report.isError ? (
        <p className="console-error" role="alert">
          {report.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.vendors.length === 0 ? <p className="console-muted">{t('consoleReconciliation.none')}</p> : null}
      {data && data.vendors.length > 0 ? (
        <>
          <p
            className={data.matches ? 'console-muted' : 'console-error'}
            role="status"
            data-testid="reconciliation-summary"
          >
            {data.matches ? t('consoleReconciliation.allMatch') : t('consoleReconciliation.mismatch')}
          </p>
          <table className="console-table bet-console-table" data-testid="reconciliation-report">
            <caption className="console-muted tabular">{data.date}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consoleBets.vendor')}</th>
                <th scope="col" className="console-num">
                  {t('consoleReconciliation.debits')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleReconciliation.credits')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleReconciliation.rollbacks')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleReconciliation.callsNet')}
                </th>
                <th scope="col" className="console-num">
                  {t('consoleReconciliation.ledgerNet')}
                </th>
                <th scope="col">{t('consoleReconciliation.agree')}</th>
                <th scope="col">{t('consoleReconciliation.refused')}</th>
              </tr>
            </thead>
            <tbody>
              {data.vendors.map((v) => (
                <tr key={v.vendorCode} data-testid="reconciliation-vendor" data-vendor={v.vendorCode}>
                  <th scope="row">
                    {v.vendorName} <span className="console-muted">{v.vendorCode}</span>
                  </th>
                  {sums(v.debits)}
                  {sums(v.credits)}
                  {sums(v.rollbacks)}
                  <td className="console-num tabular">{signed(v.callsNet)}</td>
                  <td className="console-num tabular">{signed(v.ledgerNet)}</td>
                  <td className={v.matches ? undefined : 'console-error'}>
                    {v.matches ? t('consoleReconciliation.yes') : t('consoleReconciliation.no')}
                  </td>
                  <td>
                    {v.refused.length === 0 ? (
                      <span className="console-muted">—</span>
                    ) : (
                      <ul className="reconciliation-refused">
                        {v.refused.map((r) => (
                          <li key={r.status}>
                            <code>{r.status}</code> × {r.count}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
