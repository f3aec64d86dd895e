import { Suspense } from 'react';
import { useFeature } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';

// The listener's code stays out of the start-up bundle, as the promotions' does.
const VipLiveListener = lazyComponent(() => import('./vip-live-listener').then((m) => m.default));

/** Keeps the VIP level live while the brand runs VIP levels; mounted once, in the member header. */
export function VipLive() {
  const vip = useFeature('VIP3');
  if (!vip) return null;
  return (
    <Suspense fallback={null}>
      <VipLiveListener />
    </Suspense>
  );
}
