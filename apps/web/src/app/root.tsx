import { Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader, GlobalFullPageLoader } from '@/components/ui/loader';
import { GlobalNetworkErrorDialog } from '@/components/ui/network-error-dialog';
import { AuthDialogHost, SessionSocket } from '@/features/auth';
import { statusPage, useSystemStatus } from '@/features/system';
import { isRateLimited, retryAfterMs } from '@/lib/api';
import { lazyComponent } from '@/lib/lazy';
import { applyMerchantTheme } from '@/lib/theme';
import { BootShell } from './components/boot-shell';
import { DocumentTitle } from './components/document-title';
import { NavigationEffects } from './components/navigation-effects';

const SystemScreen = lazyComponent(() => import('./components/system-screen').then((m) => m.default));
// The account dialogs' banner is the announcements feature's carousel: the app joins the two features (announcements
// imports auth), loading the carousel with the dialog that shows it, as the dialogs' own import did.
const AuthBanner = lazyComponent(() => import('@/features/announcements').then((m) => m.BannerCarousel));

/**
 * Spec §4 start-up: the boot payload comes first; its systemStatus decides between the site, the maintenance
 * page and the region-block page.
 */
export function Root() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  // The console stays reachable during maintenance or a region block: that is where an operator switches them off.
  const onConsole = useLocation().pathname.startsWith('/console');
  // The boot payload's arrival replaces the boot frame with the whole site. A query's update renders synchronously,
  // in one long task; the deferred copy lets that render run as a transition, which React interrupts every few
  // milliseconds for input (the boot frame stays until the site is ready).
  const data = useDeferredValue(status.data);
  const retry = () => void status.refetch();

  useEffect(() => {
    if (!data) return;
    applyMerchantTheme(data.info.merchant.theme);
  }, [data]);

  const content = (() => {
    if (!data) {
      // Too many calls from the visitor's address: say so, and let the query's own retry wait out `Retry-After`.
      const refusal = status.error ?? status.failureReason;
      if (isRateLimited(refusal)) {
        return (
          <SystemScreen
            // A new refusal starts a new countdown.
            key={status.failureCount}
            kind="rate-limited"
            waitMs={retryAfterMs(refusal) ?? 0}
            retrying={status.isFetching}
            gaveUp={status.isError}
            onRetry={retry}
          />
        );
      }
      if (!status.isError) return <BootShell />;
      return (
        <SystemScreen kind="boot-error" message={status.error.message} retrying={status.isFetching} onRetry={retry} />
      );
    }
    const page = statusPage(data.systemStatus);
    if (page !== 'site' && !onConsole) return <SystemScreen kind={page} status={data} onRetry={retry} />;
    return (
      <>
        <Outlet />
        <DocumentTitle />
        <AuthDialogHost banner={AuthBanner} />
        <SessionSocket />
      </>
    );
  })();

  return (
    <>
      <Suspense fallback={<FullPageLoader />}>{content}</Suspense>
      <NavigationEffects />
      <GlobalNetworkErrorDialog />
      <GlobalFullPageLoader />
      <span className="visually-hidden" aria-live="polite">
        {data ? '' : t('common.loading')}
      </span>
    </>
  );
}
