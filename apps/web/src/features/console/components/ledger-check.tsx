import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ledgerReportQuery } from '../api/console-api';

/** The ledger verifier on demand: every balance recomputed from the transfers, and their sum. */
export function LedgerCheck() {
  const { t } = useTranslation();
  const report = useQuery(ledgerReportQuery());
  const r = report.data;
  return (
    <section className="console-page" aria-labelledby="console-ledger">
      <header className="console-page__head">
        <h2 id="console-ledger">{t('console.nav.ledger')}</h2>
        <Button variant="outline" size="sm" loading={report.isFetching} onClick={() => void report.refetch()}>
          {t('console.verifyAgain')}
        </Button>
      </header>
      {r ? (
        <div
          className={`console-ledger console-ledger--${r.ok ? 'ok' : 'bad'}`}
          data-testid="ledger-report"
          data-ok={r.ok}
        >
          <p className="console-ledger__verdict" role="status">
            {r.ok ? t('console.ledgerOk') : t('console.ledgerBad')}
          </p>
          <dl className="console-facts">
            <dt>{t('console.accounts')}</dt>
            <dd className="tabular">{r.accounts}</dd>
            <dt>{t('console.transfers')}</dt>
            <dd className="tabular">{r.transfers}</dd>
            <dt>{t('console.total')}</dt>
            <dd className="tabular">{r.total}</dd>
            <dt>{t('console.mismatches')}</dt>
            <dd className="tabular">{r.mismatches.length}</dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
