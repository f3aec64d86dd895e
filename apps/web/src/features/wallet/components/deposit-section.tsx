import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const DepositPanel = lazyComponent(() => import('./deposit-panel').then((m) => m.default));

/** The member centre's deposit page, loaded when it is opened. */
export function DepositSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <DepositPanel />
    </Suspense>
  );
}
