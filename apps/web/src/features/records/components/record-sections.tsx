import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const BetRecords = lazyComponent(() => import('./bet-records').then((m) => m.default));
const PersonalProfit = lazyComponent(() => import('./personal-profit').then((m) => m.default));

/** The member centre's betting record, loaded when opened. */
export function BetRecordsSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <BetRecords />
    </Suspense>
  );
}

/** The member centre's personal profit and loss, loaded when opened. */
export function PersonalProfitSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <PersonalProfit />
    </Suspense>
  );
}
