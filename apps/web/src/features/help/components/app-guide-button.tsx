import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootInfo } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';
import { appLinks } from '../lib/app-links';

const AppGuideDialog = lazyComponent(() => import('./app-guide').then((m) => m.default));

/** "How to install": opens the app guide; the dialog and its QR code code load on the first click. */
export function AppGuideButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const resources = useBootInfo()?.info.resources ?? [];
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const apps = appLinks(resources, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  if (apps.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="app-guide-open"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('inbox.appGuide.open')}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <AppGuideDialog apps={apps} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
