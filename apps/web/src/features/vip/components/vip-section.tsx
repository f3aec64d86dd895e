import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const VipPage = lazyComponent(() => import('./vip-page').then((m) => m.default));

/** The member centre's VIP page (`vip`), loaded when opened. */
export function VipSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <VipPage />
    </Suspense>
  );
}
