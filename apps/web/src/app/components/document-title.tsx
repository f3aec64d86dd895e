import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useMerchant } from '@/features/system';
import type { RouteHandle } from '../route-handle';
import { documentTitle } from '../route-title';

/**
 * Sets the tab's title from the deepest route handle with a `title` (router.tsx): "Deposit · <brand>", in the
 * visitor's language, again when the language or a lazily loaded text catalogue changes. Routes without one (the
 * console, a house game) set their own.
 */
export function DocumentTitle() {
  // Re-rendered when texts are added too (lib/i18n.ts binds the store): a page's catalogue may arrive after its route
  // matched.
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const brand = useMerchant()?.name ?? t('app.name');
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = handle?.title
    ? documentTitle(
        handle.title({
          t,
          exists: (key) => i18n.exists(key),
          search: new URLSearchParams(location.search),
          state: location.state,
          brand,
        }),
        brand,
      )
    : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return null;
}
