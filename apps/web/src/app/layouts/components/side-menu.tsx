import { bannerGroups, type Resource } from '@lotus/contract';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  BellIcon,
  CategoryIcon,
  ChevronRightIcon,
  GiftIcon,
  PercentIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { BannerCarousel, openAnnouncements } from '@/features/announcements';
import { useMemberVip, useRequireLogin } from '@/features/auth';
import { CustomerServiceButton } from '@/features/customer-service';
import { categoryPaths, useGameCategories } from '@/features/games';
import { AppGuideButton } from '@/features/help';
import { UnreadBadge } from '@/features/inbox';
import { LanguageSelect, ThemeToggle } from '@/features/preferences';
import { PromotionBadge } from '@/features/promotions';
import { useBootInfo } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';
import { useIsLoggedIn } from '@/lib/session';
import './side-menu.css';

const AppDownload = lazyComponent(() => import('./app-download').then((m) => m.default));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="side-menu__section">
      <h2 className="side-menu__heading">{title}</h2>
      {children}
    </section>
  );
}

const memberLinks = [
  { key: 'vip', tab: 'vip', modId: 'VIP3' },
  { key: 'bettingRecord', tab: 'personalHistoryCopy' },
  { key: 'accountRecord', tab: 'transactionHistory' },
  { key: 'myAccount', tab: 'securityCenter' },
  { key: 'deposit', tab: 'depositv2' },
  { key: 'profitLoss', tab: 'personalProfit' },
  { key: 'messages', tab: 'messageV2' },
] as const;

/**
 * Spec §2 side menu: money and reward shortcuts, member list, game centre, apps, language, service, channels.
 * In the drawer it also carries what the phone header has no room for: notices and the theme toggle.
 */
export function SideMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const loggedIn = useIsLoggedIn();
  const boot = useBootInfo();
  const { browsable } = useGameCategories();
  const resources = boot?.info.resources ?? [];
  const features = boot?.features ?? {};
  // VIP only where the brand has levels; while the member info is on its way it stays out rather than flash.
  const hasVip = useMemberVip()?.hasVip === true;
  const apps = resources.filter((r): r is Resource => r.resourceType === 'APP_IOS' || r.resourceType === 'APP_ANDROID');
  const channels = resources.filter((r) => r.resourceType === 'OFFICIAL_CHANNEL');

  const member = (tab: string) => () => requireLogin(() => void navigate(`/member?tab=${tab}`));
  // Each shortcut of a module shows only while the module is on (referral is not built).
  const quickActions = (
    [
      { key: 'deposit', icon: <WalletIcon />, onClick: member('depositv2') },
      { key: 'withdraw', icon: <WithdrawIcon />, onClick: member('withdraw') },
      { key: 'promotions', icon: <GiftIcon />, onClick: () => void navigate('/promotions') },
      { key: 'inviteFriends', icon: <UsersIcon />, onClick: member('referral'), modId: 'REFERRAL3' },
      { key: 'rewardCentre', icon: <TrophyIcon />, onClick: member('rewardCenter'), modId: 'REWCEN3' },
      { key: 'rebate', icon: <PercentIcon />, onClick: member('manualRebate'), modId: 'REBATE3' },
    ] as const
  ).filter((action) => !('modId' in action) || features[action.modId] === true);

  return (
    <aside className="side-menu" aria-label={t('nav.sideMenu')}>
      <BannerCarousel group={bannerGroups.LEFT_MENU} shape="menu" />

      <ul className="side-menu__actions">
        {quickActions.map((action) => (
          <li key={action.key}>
            <button type="button" className="side-menu__action" onClick={action.onClick}>
              <span className="side-menu__action-icon">{action.icon}</span>
              <span>
                {t(`sideMenu.${action.key}`)}
                {action.key === 'rewardCentre' ? <PromotionBadge /> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>

      {loggedIn ? (
        <Section title={t('sideMenu.member')}>
          <ul className="side-menu__list">
            {memberLinks
              .filter((link) => (!('modId' in link) || features[link.modId]) && (link.key !== 'vip' || hasVip))
              .map((link) => (
                <li key={link.key}>
                  <Link className="side-menu__link" to={`/member?tab=${link.tab}`}>
                    <span>
                      {t(`sideMenu.memberLinks.${link.key}`)}
                      {link.key === 'messages' ? <UnreadBadge /> : null}
                    </span>
                    <ChevronRightIcon size={16} />
                  </Link>
                </li>
              ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('sideMenu.gameCentre')}>
        <ul className="side-menu__list">
          {browsable.map((category) => (
            <li key={category}>
              <Link className="side-menu__link" to={categoryPaths[category]}>
                <CategoryIcon category={category} size={18} />
                <span>{t(`categories.${category}`)}</span>
                <ChevronRightIcon size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {apps.length > 0 ? (
        <Section title={t('sideMenu.appDownload')}>
          <Suspense fallback={<Skeleton height={150} />}>
            <AppDownload apps={apps} />
          </Suspense>
          <AppGuideButton className="btn btn--ghost btn--sm btn--block" />
        </Section>
      ) : null}

      <Section title={t('preferences.language')}>
        <div className="side-menu__prefs">
          <LanguageSelect compact />
          {inDrawer ? <ThemeToggle /> : null}
        </div>
      </Section>

      <CustomerServiceButton variant="button" className="side-menu__service" />
      {inDrawer ? (
        <Button variant="outline" icon={<BellIcon size={18} />} onClick={() => openAnnouncements()}>
          {t('contentUi.announcements')}
        </Button>
      ) : null}

      {channels.length > 0 ? (
        <Section title={t('sideMenu.officialChannels')}>
          <ul className="side-menu__channels">
            {channels.map((channel) => (
              <li key={channel.url}>
                <a className="side-menu__channel" href={channel.url} target="_blank" rel="noopener noreferrer">
                  {channel.iconUrl ? <img src={channel.iconUrl} alt="" width={20} height={20} /> : null}
                  <span>{channel.labelName}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </aside>
  );
}
