import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Button } from './button';
import { WifiOffIcon } from './icons';
import './network-error-dialog.css';

type Reason = 'timeout' | 'failed';

/** Raised when part of the app (a route or dialog chunk) could not be loaded; only a reload recovers. */
export const useNetworkErrorStore = create<{ reason: Reason | null }>(() => ({ reason: null }));
export const reportNetworkError = (reason: Reason) => useNetworkErrorStore.setState({ reason });

/**
 * Spec §8 chunk-load failure. A native modal <dialog>, not the Radix one: it must work when no further code can
 * be downloaded, so it lives in the start-up bundle, where Radix would cost too much.
 */
export function NetworkErrorDialog({ reason }: { reason: Reason }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className="alert-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="network-error-dialog"
      // Only a reload recovers, so Escape must not leave the page half-loaded.
      onCancel={(e) => e.preventDefault()}
    >
      <span className="alert-dialog__icon" aria-hidden="true">
        <WifiOffIcon size={28} />
      </span>
      <h2 id={titleId} className="alert-dialog__title">
        {t('errors.networkTitle')}
      </h2>
      <p id={textId} className="alert-dialog__text">
        {reason === 'timeout' ? t('errors.chunkTimeout') : t('errors.network')}
      </p>
      <Button variant="accent" block onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </dialog>
  );
}

export function GlobalNetworkErrorDialog() {
  const reason = useNetworkErrorStore((s) => s.reason);
  return reason ? <NetworkErrorDialog reason={reason} /> : null;
}
