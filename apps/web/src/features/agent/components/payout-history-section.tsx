import type { ContractKind } from '@lotus/contract';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const PayoutHistory = lazyComponent(() => import('./payout-history').then((m) => m.default));

/** The payout history under a contract page; its code loads when the agent opens one. */
export function PayoutHistorySection({ kind }: { kind: ContractKind }) {
  return (
    <Suspense fallback={<Skeleton height={160} />}>
      <PayoutHistory kind={kind} />
    </Suspense>
  );
}
