import { limits } from '@lotus/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import type { AppResource } from '../lib/app-links';
import './app-guide.css';

const steps = ['one', 'two', 'three'] as const;

/** The app download guide (spec §2 "app download guides"): each app's QR code, link and install steps. */
export default function AppGuideDialog({
  apps,
  open,
  onOpenChange,
}: {
  apps: AppResource[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('inbox.appGuide.title')}
      description={t('inbox.appGuide.intro')}
      size="lg"
      testId="app-guide"
    >
      <ul className="app-guide">
        {apps.map((app) => {
          const platform = t(`inbox.appGuide.platforms.${app.resourceType}`);
          return (
            <li key={app.resourceType} className="app-guide__app" data-testid={`app-guide-${app.resourceType}`}>
              <h3 className="app-guide__name">{platform}</h3>
              <span className="app-guide__qr">
                <QRCodeSVG
                  value={app.url}
                  size={limits.appQrSize}
                  marginSize={2}
                  title={t('inbox.appGuide.scan', { platform })}
                />
              </span>
              <ol className="app-guide__steps">
                {steps.map((step) => (
                  <li key={step}>{t(`inbox.appGuide.steps.${app.resourceType}.${step}`)}</li>
                ))}
              </ol>
              <a className="app-guide__link" href={app.url} target="_blank" rel="noopener noreferrer">
                {t('inbox.appGuide.openLink')}
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
