import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/brand-mark';
import { Skeleton } from '@/components/ui/skeleton';
import './boot-shell.css';

const TILES = [0, 1, 2, 3, 4, 5];

/**
 * The home banner the server painted into index.html's frame on `/` (web-app.ts), read before React replaces that
 * markup: the frame React shows until the page is ready keeps it rather than going back to a skeleton.
 */
const paintedBanner =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('#root img.boot-shell__banner')?.getAttribute('src') ?? null);

/**
 * The site's frame with skeletons while the boot payload and the first route load (spec §4 start-up), instead of a
 * blank page with a spinner. index.html holds the same markup, painted before any script; keep the two alike.
 * Its test id and role are the boot loader's (e2e/HOOKS.md).
 */
export function BootShell() {
  const { t } = useTranslation();
  return (
    <div className="boot-shell" data-testid="full-page-loader" role="status" aria-live="polite">
      <div className="boot-shell__header">
        <BrandMark size={32} />
      </div>
      <div className="boot-shell__frame">
        <div className="boot-shell__side" />
        <div className="boot-shell__body">
          {paintedBanner && window.location.pathname === '/' ? (
            <img className="skeleton boot-shell__banner" src={paintedBanner} alt="" fetchPriority="high" />
          ) : (
            <Skeleton className="boot-shell__banner" />
          )}
          <Skeleton className="boot-shell__line" />
          <div className="boot-shell__tiles">
            {TILES.map((i) => (
              <Skeleton key={i} className="boot-shell__tile" />
            ))}
          </div>
        </div>
      </div>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
