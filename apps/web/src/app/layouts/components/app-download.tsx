import { limits, type Resource } from '@lotus/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** QR codes of the iOS and Android apps (spec §2: 120 px); loaded lazily with the side menu's lower half. */
export default function AppDownload({ apps }: { apps: Resource[] }) {
  const { t } = useTranslation();
  return (
    <ul className="app-download">
      {apps.map((app) => {
        const platform = app.resourceType === 'APP_IOS' ? t('sideMenu.ios') : t('sideMenu.android');
        return (
          <li key={app.resourceType}>
            <a href={app.url} target="_blank" rel="noopener noreferrer" className="app-download__item">
              <span className="app-download__qr">
                <QRCodeSVG
                  value={app.url}
                  size={limits.appQrSize}
                  marginSize={2}
                  title={t('sideMenu.scanToDownload', { platform })}
                />
              </span>
              <span className="app-download__label">{platform}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
