import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const TransactionHistory = lazyComponent(() => import('./transaction-history').then((m) => m.default));

/** The member centre's account records, loaded when opened. */
export function TransactionHistorySection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TransactionHistory />
    </Suspense>
  );
}
