import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const SecurityCentre = lazyComponent(() => import('./security-centre').then((m) => m.default));

/** The member centre's "my account" page, loaded when opened. */
export function SecurityCentreSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <SecurityCentre />
    </Suspense>
  );
}
