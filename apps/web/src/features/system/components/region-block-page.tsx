import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '@/components/ui/icons';
import { StatusScreen } from './status-screen';

export function RegionBlockPage({
  brand,
  ip,
  message,
  actions,
  toolbar,
}: {
  brand: string;
  ip: string;
  /** The merchant's own text for blocked visitors; the standard text otherwise. */
  message?: string | null;
  actions?: ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="region-block-page"
      brand={brand}
      icon={<ShieldIcon size={34} />}
      title={t('system.region.title')}
      actions={actions}
      toolbar={toolbar}
    >
      <p className="status-screen__text">{message || t('system.region.text')}</p>
      <dl className="status-screen__facts">
        <div className="status-screen__fact">
          <dt>{t('system.region.ip')}</dt>
          <dd data-testid="visitor-ip">{ip}</dd>
        </div>
      </dl>
    </StatusScreen>
  );
}
