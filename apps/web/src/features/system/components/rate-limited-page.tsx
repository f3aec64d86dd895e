import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import { StatusScreen } from './status-screen';

/**
 * Shown when the boot payload was refused for too many calls from the visitor's address (players behind one office or
 * mobile network share it until they sign in). The page tries again by itself once the server's `Retry-After` has
 * passed (the query's retry); the countdown says when, and the button is there once the retries are spent.
 */
export function RateLimitedPage({
  waitMs,
  retrying,
  gaveUp,
  onRetry,
  toolbar,
}: {
  /** The wait the server asked for, from the moment this failure was seen. */
  waitMs: number;
  retrying: boolean;
  /** No automatic retry is left: only the button tries again. */
  gaveUp: boolean;
  onRetry: () => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const [retryAt] = useState(() => Date.now() + waitMs);
  const now = useNow(1000, !gaveUp);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  const next = gaveUp
    ? t('system.rateLimited.later')
    : seconds > 0
      ? t('system.rateLimited.countdown', { seconds })
      : t('system.rateLimited.retrying');
  return (
    <StatusScreen
      testId="rate-limited-page"
      brand={t('app.name')}
      icon={<RefreshIcon size={34} />}
      title={t('system.rateLimited.title')}
      toolbar={toolbar}
      actions={
        gaveUp ? (
          <Button variant="accent" onClick={onRetry} loading={retrying} icon={<RefreshIcon size={18} />}>
            {t('common.retry')}
          </Button>
        ) : null
      }
    >
      <p className="status-screen__text">{t('system.rateLimited.text')}</p>
      <p className="status-screen__text" role="status">
        {next}
      </p>
    </StatusScreen>
  );
}
