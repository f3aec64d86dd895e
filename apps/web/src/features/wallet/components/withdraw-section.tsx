import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const WithdrawPanel = lazyComponent(() => import('./withdraw-panel').then((m) => m.default));

/** The member centre's withdrawals, loaded when opened. */
export function WithdrawSection({ onSetPaymentPassword }: { onSetPaymentPassword: () => void }) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <WithdrawPanel onSetPaymentPassword={onSetPaymentPassword} />
    </Suspense>
  );
}
