import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const Inbox = lazyComponent(() => import('./inbox').then((m) => m.default));

/** The member centre's platform messages (`messageV2`), loaded when opened. */
export function InboxSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <Inbox />
    </Suspense>
  );
}
