import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { memberInfoKey } from '@/features/auth';
import { rebateKey } from '@/features/rebate';
import { queryClient } from '@/lib/api';
import { useSocketEvent, useSocketReady } from '@/lib/realtime';
import { vipKey } from '../api/keys';

/**
 * A change of the member's VIP level (`vip.changed`: an upgrade, a monthly keep check, an operator): the VIP page,
 * the member info (the header's label, the side menu) and the rebate rates are read again, and an upgrade is
 * congratulated. The reward it opens comes with the promotions' own event.
 */
export default function VipLiveListener() {
  const { t } = useTranslation();
  useSocketEvent('vip.changed', (data) => {
    void queryClient.invalidateQueries({ queryKey: vipKey });
    void queryClient.invalidateQueries({ queryKey: memberInfoKey });
    void queryClient.invalidateQueries({ queryKey: rebateKey });
    const name = data.vipLabelName || t('vip.levelNumber', { level: data.vipRankLevel });
    if (data.vipRankLevel > data.fromLevel) toast.success(t('vip.reached', { name }));
    else toast.message(t('vip.changed', { name }));
  });
  // What changed while the socket was away came without an event.
  useSocketReady(() => void queryClient.invalidateQueries({ queryKey: vipKey }));
  return null;
}
