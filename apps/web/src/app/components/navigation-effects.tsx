import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { hideFullPageLoader } from '@/components/ui/loader';
import { reportNetworkError } from '@/components/ui/network-error-dialog';
import { useSessionStore } from '@/lib/session';
import { guardRedirect } from '../guards';
import { useRouteHandle } from '../route-handle';
import './navigation-effects.css';

function scrollForLocation(hash: string) {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ block: 'start' });
  else window.scrollTo({ top: 0, left: 0 });
}

/**
 * Spec §2: every navigation scrolls to the top (or to the hash anchor) and hides the loader. Also sends the
 * visitor away from a protected page the moment the session ends, and turns failed chunk preloads into the
 * network-error dialog.
 */
export function NavigationEffects() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { access = 'public' } = useRouteHandle();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by location.key
  useEffect(() => {
    hideFullPageLoader();
    scrollForLocation(location.hash);
  }, [location.key]);

  useEffect(() => {
    const to = guardRedirect(access, { token, isAgent }, location.pathname + location.search);
    if (to) void navigate(to, { replace: true });
  }, [access, token, isAgent, location.pathname, location.search, navigate]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reportNetworkError('failed');
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  return navigation.state === 'idle' ? null : (
    <div className="nav-progress" role="progressbar" aria-label={t('common.loadingPage')} />
  );
}
