import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';
import type { PaymentPasswordSetup } from './payment-password-field';

const WithdrawPanel = lazyComponent(() => import('./withdraw-panel').then((m) => m.default));

/** The member centre's withdrawals, loaded when opened. */
export function WithdrawSection({ paymentPassword }: { paymentPassword: PaymentPasswordSetup }) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <WithdrawPanel paymentPassword={paymentPassword} />
    </Suspense>
  );
}
