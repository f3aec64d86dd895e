import { limits } from '@lotus/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useBootInfo } from '@/features/system';
import { isPlainUrl, pickServiceEntry, resolveServiceLink } from '../lib/service-link';

export const CUSTOMER_SERVICE_WINDOW = 'lotus-cs';

function windowFeatures() {
  const { width, height } = limits.customerServiceWindow;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Opens customer service in its 440×750 window for a `csType` (else the merchant's first channel). */
export function useCustomerService() {
  const { t } = useTranslation();
  const entries = useBootInfo()?.info.customerService;

  const open = useCallback(
    async (csType?: string) => {
      const entry = pickServiceEntry(entries ?? [], csType);
      if (!entry) {
        toast.error(t('errors.invalidUrl'));
        return;
      }
      // Opened before any await: browsers only allow pop-ups in the click's own task.
      const popup = window.open(isPlainUrl(entry.path) ? entry.path : '', CUSTOMER_SERVICE_WINDOW, windowFeatures());
      if (popup) popup.opener = null;
      if (isPlainUrl(entry.path)) {
        if (!popup) toast.error(t('cs.popupBlocked'));
        return;
      }
      try {
        const url = await resolveServiceLink(entry.path);
        if (popup) popup.location.href = url;
        else toast.error(t('cs.popupBlocked'));
      } catch {
        popup?.close();
        toast.error(t('errors.invalidUrl'));
      }
    },
    [entries, t],
  );

  return { open, available: (entries?.length ?? 0) > 0 };
}
