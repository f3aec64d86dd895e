import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';

/**
 * One row action at a time (enable, move, reset…): `busy` names the row whose request runs, the toast says how it
 * went, and the list under `queryKey` is fetched again either way.
 */
export function useRowAction<K extends string | number>(queryKey: QueryKey) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<K | null>(null);
  const act = async (key: K, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey });
    }
  };
  return { busy, act };
}
