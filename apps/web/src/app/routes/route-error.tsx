import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HelpIcon, WifiOffIcon } from '@/components/ui/icons';
import { NetworkErrorDialog } from '@/components/ui/network-error-dialog';
import { chunkErrorReason, isChunkLoadError } from '@/lib/lazy';

/**
 * Errors inside a layout: a page chunk that did not load gets the network-error dialog (spec §8); a missing page
 * the not-found page; anything else a message with a way back.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <EmptyState icon={<HelpIcon />} title={t('pages.notFound.heading')} description={t('errors.invalidUrl')} />;
  }
  if (isChunkLoadError(error)) {
    return (
      <>
        <EmptyState icon={<WifiOffIcon />} title={t('errors.networkTitle')} description={t('errors.network')} />
        <NetworkErrorDialog reason={chunkErrorReason(error)} />
      </>
    );
  }
  return (
    <EmptyState
      icon={<WifiOffIcon />}
      title={t('errors.unknown')}
      description={t('errors.unknownText')}
      action={
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="accent" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
          <Link to="/" className="btn btn--outline btn--md">
            {t('nav.home')}
          </Link>
        </div>
      }
    />
  );
}

/** Errors above every layout (a layout chunk itself failed). */
export function RootError() {
  const error = useRouteError();
  return <NetworkErrorDialog reason={isChunkLoadError(error) ? chunkErrorReason(error) : 'failed'} />;
}
