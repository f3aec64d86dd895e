import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { consoleLogout } from '../api/console-api';
import { endConsoleSession, useConsoleSession } from '../stores/console-session';
import { AdjustmentsPage } from './adjustments-page';
import { DepositQueue } from './deposit-queue';
import { LedgerCheck } from './ledger-check';
import { WithdrawalQueue } from './withdrawal-queue';
import './console.css';

const pages = {
  withdrawals: WithdrawalQueue,
  deposits: DepositQueue,
  adjustments: AdjustmentsPage,
  ledger: LedgerCheck,
} as const;
type ConsolePage = keyof typeof pages;

/** The signed-in console: the operator, the finance pages (`?page=`), sign-out. Desktop-first. */
export function ConsoleShell() {
  const { t } = useTranslation();
  const operator = useConsoleSession((s) => s.operator);
  const [params, setParams] = useSearchParams();
  const requested = params.get('page');
  const current: ConsolePage = requested && requested in pages ? (requested as ConsolePage) : 'withdrawals';
  const Page = pages[current];

  const signOut = async () => {
    await consoleLogout().catch(() => undefined);
    endConsoleSession();
  };

  return (
    <div className="console">
      <header className="console__bar">
        <strong className="console__brand">{t('console.title')}</strong>
        <span className="console-muted">
          {operator?.merchantCode} · {operator?.username} ({operator ? t(`console.roles.${operator.role}`) : ''})
        </span>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      </header>
      <div className="console__body">
        <nav className="console__nav" aria-label={t('console.title')}>
          {(Object.keys(pages) as ConsolePage[]).map((key) => (
            <button
              key={key}
              type="button"
              className={`console__nav-item${key === current ? ' console__nav-item--on' : ''}`}
              aria-current={key === current ? 'page' : undefined}
              onClick={() => setParams({ page: key })}
            >
              {t(`console.nav.${key}`)}
            </button>
          ))}
        </nav>
        <main className="console__main">
          <Page />
        </main>
      </div>
    </div>
  );
}
