import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { IconButton, iconBadgeText } from '@/components/ui/button';
import { BellIcon, MenuIcon } from '@/components/ui/menu-icons';
import { openAnnouncements, useAnnouncementList } from '@/features/announcements';
import { AuthButtons } from '@/features/auth';
import { CustomerServiceButton } from '@/features/customer-service';
import { LanguageSelect, ThemeToggle } from '@/features/preferences';
import { useMerchant } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';
import { useSessionStore } from '@/lib/session';
import { MainNav } from './main-nav';
import './header.css';

// Guests never download the member controls (balance, account menu and their dropdown code).
const MemberActions = lazyComponent(() => import('./member-actions').then((m) => m.default));

export function Header({ onMenu, showMenuButton }: { onMenu: () => void; showMenuButton: boolean }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const brand = merchant?.name ?? t('app.name');
  const token = useSessionStore((s) => s.token);
  const { announcements } = useAnnouncementList();

  return (
    <header className={token ? 'header header--member' : 'header'}>
      <div className="header__inner">
        {showMenuButton ? (
          <IconButton label={t('nav.menu')} onClick={onMenu} className="header__menu" aria-haspopup="dialog">
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link to="/" className="header__brand" aria-label={t('nav.homeOf', { brand })}>
          {merchant?.logoUrl ? (
            <img src={merchant.logoUrl} alt="" height={32} className="header__logo" />
          ) : (
            <BrandMark size={32} />
          )}
          <span className="header__brand-name">{brand}</span>
        </Link>
        <MainNav className="header__nav" />
        <div className="header__actions">
          {token ? (
            <Suspense fallback={<span className="header__member-placeholder" aria-hidden="true" />}>
              <MemberActions />
            </Suspense>
          ) : (
            <AuthButtons size="sm" />
          )}
          <span className="header__tools">
            <IconButton
              label={
                announcements.length
                  ? t('a11y.announcementsCount', { shown: iconBadgeText(announcements.length) })
                  : t('contentUi.announcements')
              }
              onClick={() => openAnnouncements()}
              badge={announcements.length}
              data-testid="announcements-open"
            >
              <BellIcon />
            </IconButton>
            <CustomerServiceButton variant="icon" />
            <LanguageSelect compact className="header__lang" />
            <ThemeToggle />
          </span>
        </div>
      </div>
    </header>
  );
}
