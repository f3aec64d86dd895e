import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const RebatePage = lazyComponent(() => import('./rebate-page').then((m) => m.default));

/** The member centre's rebate page (`manualRebate`), loaded when opened. */
export function RebateSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <RebatePage />
    </Suspense>
  );
}
