import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const MyIncome = lazyComponent(() => import('./my-income').then((m) => m.default));

/**
 * "My income" in the member centre, for a member who holds a contract without being an agent: its own payouts only
 * (the agent centre is for agents). Its code loads when the section is opened.
 */
export function MyIncomeSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <MyIncome ownOnly />
    </Suspense>
  );
}
