import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';
import type { PaymentPasswordSetup } from './payment-password-field';

const TransferPanel = lazyComponent(() => import('./transfer-panel').then((m) => m.default));

/** The member centre's transfer to the upline or a downline, loaded when opened. */
export function TransferSection({ paymentPassword }: { paymentPassword: PaymentPasswordSetup }) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TransferPanel paymentPassword={paymentPassword} />
    </Suspense>
  );
}
