import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolIcon } from '@/components/ui/icons';
import { formatCountdown, formatDateTime, formatGmtOffset } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { StatusScreen } from './status-screen';

export interface MaintenancePageProps {
  brand: string;
  message: string | null;
  endsAt: number | null;
  gmtOffsetMinutes: number;
  /** Called once the announced end has passed, to ask the server again. */
  onEnded?: () => void;
  actions?: ReactNode;
  toolbar?: ReactNode;
}

export function MaintenancePage({
  brand,
  message,
  endsAt,
  gmtOffsetMinutes,
  onEnded,
  actions,
  toolbar,
}: MaintenancePageProps) {
  const { t } = useTranslation();
  const now = useNow(1000, endsAt !== null);
  const remaining = endsAt === null ? null : Math.max(0, endsAt - now);

  useEffect(() => {
    if (remaining === 0) onEnded?.();
  }, [remaining, onEnded]);

  return (
    <StatusScreen
      testId="maintenance-page"
      brand={brand}
      icon={<ToolIcon size={34} />}
      title={t('system.maintenance.title')}
      actions={actions}
      toolbar={toolbar}
    >
      <p className="status-screen__text">{message || t('system.maintenance.text')}</p>
      {endsAt !== null && remaining !== null ? (
        <>
          <p className="status-screen__countdown" role="timer" aria-label={t('system.maintenance.countdown')}>
            {formatCountdown(remaining)}
          </p>
          <dl className="status-screen__facts">
            <div className="status-screen__fact">
              <dt>{t('system.maintenance.endsAt')}</dt>
              <dd>
                {formatDateTime(endsAt, gmtOffsetMinutes)} ({formatGmtOffset(gmtOffsetMinutes)})
              </dd>
            </div>
          </dl>
        </>
      ) : null}
    </StatusScreen>
  );
}
