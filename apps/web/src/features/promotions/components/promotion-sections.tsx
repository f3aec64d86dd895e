import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const RewardCentre = lazyComponent(() => import('./reward-centre').then((m) => m.default));
const BonusDetails = lazyComponent(() => import('./bonus-details').then((m) => m.default));

/** The member centre's reward centre (`rewardCenter`), loaded when opened. */
export function RewardCentreSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <RewardCentre />
    </Suspense>
  );
}

/** The member centre's bonus details (`bonusDetails`), loaded when opened. */
export function BonusDetailsSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <BonusDetails />
    </Suspense>
  );
}
