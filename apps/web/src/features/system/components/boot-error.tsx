import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RefreshIcon, WifiOffIcon } from '@/components/ui/icons';
import { StatusScreen } from './status-screen';

/** Shown when the boot payload cannot be loaded: the site cannot start without it. */
export function BootError({
  message,
  onRetry,
  retrying,
  toolbar,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="boot-error-page"
      brand={t('app.name')}
      icon={<WifiOffIcon size={34} />}
      title={t('system.bootError.title')}
      toolbar={toolbar}
      actions={
        <Button variant="accent" onClick={onRetry} loading={retrying} icon={<RefreshIcon size={18} />}>
          {t('common.retry')}
        </Button>
      }
    >
      <p className="status-screen__text">{message}</p>
      <p className="status-screen__text">{t('system.bootError.text')}</p>
    </StatusScreen>
  );
}
