import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';

/** Shares the site: the system share sheet where there is one, else the link is copied. */
export function useShare() {
  const { t } = useTranslation();
  const brand = useMerchant()?.name ?? t('app.name');
  return useCallback(async () => {
    const url = window.location.origin;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: brand, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.message(t('share.manual', { url }));
    }
  }, [brand, t]);
}
