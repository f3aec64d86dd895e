import {
  AGENT_VIEWER_ROLES,
  AUDIT_ROLES,
  BET_VIEWER_ROLES,
  CATALOGUE_ADMIN_ROLES,
  CHANNEL_ADMIN_ROLES,
  CONTENT_ROLES,
  EARNINGS_VIEWER_ROLES,
  FEEDBACK_ROLES,
  LOTTERY_PERIOD_ROLES,
  LOTTERY_READER_ROLES,
  MEMBER_VIEWER_ROLES,
  MESSAGE_ROLES,
  OPERATOR_ADMIN_ROLES,
  type OperatorRole,
  OUTBOX_READER_ROLES,
  operatorRoles,
  PROMOTION_VIEWER_ROLES,
  REBATE_VIEWER_ROLES,
  RECONCILIATION_ROLES,
  SETTINGS_ADMIN_ROLES,
  SITE_ADMIN_ROLES,
  VIP_VIEWER_ROLES,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { consoleLogout } from '../api/console-api';
import { consoleMeQuery } from '../api/console-operators-api';
import { endConsoleSession, useConsoleSession } from '../stores/console-session';
import { AdjustmentsPage } from './adjustments-page';
import { AgentsPage } from './agents-page';
import { AnnouncementsPage } from './announcements-page';
import { AuditPage } from './audit-page';
import { BannersPage } from './banners-page';
import { BetSearchPage } from './bet-search-page';
import { CataloguePage } from './catalogue-page';
import { DepositChannelsPage } from './deposit-channels-page';
import { DepositQueue } from './deposit-queue';
import { FeedbackInboxPage } from './feedback-inbox-page';
import { GgrReportPage } from './ggr-report-page';
import { HelpPage } from './help-page';
import { LedgerCheck } from './ledger-check';
import { LotteryGamesPage } from './lottery-games-page';
import { LotteryPeriodsPage } from './lottery-periods-page';
import { MembersPage } from './members-page';
import { MessageComposerPage } from './message-composer-page';
import { OperatorsPage } from './operators-page';
import { OutboxPage } from './outbox-page';
import { FirstSteps, OwnAccountPage } from './own-account';
import { PayoutRunsPage } from './payout-runs-page';
import { PromotionClaimsPage } from './promotion-claims-page';
import { PromotionsPage } from './promotions-page';
import { RebatePage } from './rebate-page';
import { ReconciliationPage } from './reconciliation-page';
import { SettingsAccessPage } from './settings-access-page';
import { SettingsCashierPage } from './settings-cashier-page';
import { SettingsDeliveryPage } from './settings-delivery-page';
import { SettingsFeaturesPage } from './settings-features-page';
import { SettingsPromotionsPage } from './settings-promotions-page';
import { SettingsRegistrationPage } from './settings-registration-page';
import { SettingsSignInPage } from './settings-signin-page';
import { SiteSettingsPage } from './site-settings-page';
import { VipLevelsPage } from './vip-levels-page';
import { WithdrawalQueue } from './withdrawal-queue';
import './console.css';

const FINANCE_ROLES: OperatorRole[] = ['admin', 'finance'];

/** Each page with the roles the server admits to it: an operator sees only the pages of their role. */
const pages = {
  withdrawals: { Page: WithdrawalQueue, roles: FINANCE_ROLES },
  deposits: { Page: DepositQueue, roles: FINANCE_ROLES },
  channels: { Page: DepositChannelsPage, roles: CHANNEL_ADMIN_ROLES },
  catalogue: { Page: CataloguePage, roles: CATALOGUE_ADMIN_ROLES },
  adjustments: { Page: AdjustmentsPage, roles: FINANCE_ROLES },
  ledger: { Page: LedgerCheck, roles: FINANCE_ROLES },
  members: { Page: MembersPage, roles: MEMBER_VIEWER_ROLES },
  agents: { Page: AgentsPage, roles: AGENT_VIEWER_ROLES },
  bets: { Page: BetSearchPage, roles: BET_VIEWER_ROLES },
  ggr: { Page: GgrReportPage, roles: BET_VIEWER_ROLES },
  reconciliation: { Page: ReconciliationPage, roles: RECONCILIATION_ROLES },
  payoutRuns: { Page: PayoutRunsPage, roles: EARNINGS_VIEWER_ROLES },
  lotteryGames: { Page: LotteryGamesPage, roles: LOTTERY_READER_ROLES },
  lotteryPeriods: { Page: LotteryPeriodsPage, roles: LOTTERY_PERIOD_ROLES },
  outbox: { Page: OutboxPage, roles: OUTBOX_READER_ROLES },
  banners: { Page: BannersPage, roles: CONTENT_ROLES },
  announcements: { Page: AnnouncementsPage, roles: CONTENT_ROLES },
  help: { Page: HelpPage, roles: CONTENT_ROLES },
  messages: { Page: MessageComposerPage, roles: MESSAGE_ROLES },
  feedback: { Page: FeedbackInboxPage, roles: FEEDBACK_ROLES },
  promotions: { Page: PromotionsPage, roles: PROMOTION_VIEWER_ROLES },
  promotionClaims: { Page: PromotionClaimsPage, roles: PROMOTION_VIEWER_ROLES },
  vipLevels: { Page: VipLevelsPage, roles: VIP_VIEWER_ROLES },
  rebate: { Page: RebatePage, roles: REBATE_VIEWER_ROLES },
  access: { Page: SettingsAccessPage, roles: SETTINGS_ADMIN_ROLES },
  features: { Page: SettingsFeaturesPage, roles: SETTINGS_ADMIN_ROLES },
  registration: { Page: SettingsRegistrationPage, roles: SETTINGS_ADMIN_ROLES },
  cashier: { Page: SettingsCashierPage, roles: SETTINGS_ADMIN_ROLES },
  promotionRules: { Page: SettingsPromotionsPage, roles: SETTINGS_ADMIN_ROLES },
  signIn: { Page: SettingsSignInPage, roles: SETTINGS_ADMIN_ROLES },
  delivery: { Page: SettingsDeliveryPage, roles: SETTINGS_ADMIN_ROLES },
  site: { Page: SiteSettingsPage, roles: SITE_ADMIN_ROLES },
  operators: { Page: OperatorsPage, roles: OPERATOR_ADMIN_ROLES },
  audit: { Page: AuditPage, roles: AUDIT_ROLES },
  account: { Page: OwnAccountPage, roles: [...operatorRoles] },
} satisfies Record<string, { Page: ComponentType; roles: OperatorRole[] }>;
type ConsolePage = keyof typeof pages;

/** The signed-in console: the operator, the pages of their role (`?page=`), sign-out. Desktop-first. */
export function ConsoleShell() {
  const { t } = useTranslation();
  const operator = useConsoleSession((s) => s.operator);
  // Keeps role, forced steps and status current; a disabled operator's console returns to sign-in.
  useQuery(consoleMeQuery());
  const [params, setParams] = useSearchParams();
  const allowed = (Object.keys(pages) as ConsolePage[]).filter((key) =>
    operator ? pages[key].roles.includes(operator.role) : false,
  );
  const requested = params.get('page') as ConsolePage | null;
  const current = requested && allowed.includes(requested) ? requested : allowed[0];
  const Page = current ? pages[current].Page : null;
  const firstStep = Boolean(operator?.mustChangePassword || operator?.totpEnrolRequired);

  const signOut = async () => {
    await consoleLogout().catch(() => undefined);
    endConsoleSession();
  };

  return (
    <div className="console">
      <header className="console__bar">
        <strong className="console__brand">{t('console.title')}</strong>
        {operator?.demoBrand ? (
          <span className="console__demo-badge" title={t('consoleDemo.hint')} data-testid="console-demo-badge">
            {t('consoleDemo.badge')}
          </span>
        ) : null}
        <span className="console-muted">
          {operator?.merchantCode} · {operator?.username} ({operator ? t(`console.roles.${operator.role}`) : ''})
        </span>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      </header>
      {firstStep ? (
        // A forced password change or authenticator enrolment comes before every page.
        <main className="console__main">
          <h1 className="visually-hidden">{t('console.title')}</h1>
          <FirstSteps />
        </main>
      ) : (
        <div className="console__body">
          <nav className="console__nav" aria-label={t('console.title')}>
            {allowed.map((key) => (
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
            {/* The page names itself in an h2 under the console's name. */}
            <h1 className="visually-hidden">
              {current ? `${t('console.title')} — ${t(`console.nav.${current}`)}` : t('console.title')}
            </h1>
            {Page ? <Page /> : <p className="console-muted">{t('console.noPages')}</p>}
          </main>
        </div>
      )}
    </div>
  );
}
