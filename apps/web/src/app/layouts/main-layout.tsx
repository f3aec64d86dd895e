import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstRender } from '@/components/ui/after-first-render';
import { AnnouncementsHost } from '@/features/announcements';
import { ContractPopupHost } from '@/features/contracts';
import { HelpCentreDialogHost } from '@/features/help';
import { lazyComponent } from '@/lib/lazy';
import { DESKTOP_QUERY, PHONE_QUERY, useMediaQuery } from '@/lib/media';
import { BottomBar } from './components/bottom-bar';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { SideMenu } from './components/side-menu';
import './layouts.css';

// The drawer (and Radix's dialog code) loads when a phone or tablet first opens the menu.
const SideDrawer = lazyComponent(() => import('./components/side-drawer').then((m) => m.default));

/**
 * `main`: header, side menu, content and footer. `game` (lottery and seamless pages): header and content only;
 * the side menu stays reachable from the menu button.
 */
export function MainLayout({ variant = 'main' }: { variant?: 'main' | 'game' }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const fixedSideMenu = variant === 'main' && desktop;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the location changes
  useEffect(() => setDrawerOpen(false), [location.key]);

  return (
    <div className={`shell shell--${variant}${phone && variant === 'main' ? ' shell--with-bottom-bar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <Header onMenu={() => setDrawerOpen(true)} showMenuButton={!fixedSideMenu} />
      <div className="shell__body">
        {fixedSideMenu ? (
          <div className="shell__side">
            <SideMenu />
          </div>
        ) : null}
        <div className="shell__column">
          <main id="main" className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          {variant === 'main' ? (
            <AfterFirstRender>
              <Footer />
            </AfterFirstRender>
          ) : null}
        </div>
      </div>
      {phone && variant === 'main' ? <BottomBar onGames={() => setDrawerOpen(true)} /> : null}
      {!fixedSideMenu && drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
      <AnnouncementsHost popups={variant === 'main'} />
      {/* Like the announcement pop-ups, contract offers wait until the member leaves the game. */}
      {variant === 'main' ? <ContractPopupHost /> : null}
      <HelpCentreDialogHost />
    </div>
  );
}

export function GameLayout() {
  return <MainLayout variant="game" />;
}
