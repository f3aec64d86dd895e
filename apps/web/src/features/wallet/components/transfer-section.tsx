import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const TransferPanel = lazyComponent(() => import('./transfer-panel').then((m) => m.default));

/** The member centre's transfer to the upline or a downline, loaded when opened. */
export function TransferSection({ onSetPaymentPassword }: { onSetPaymentPassword: () => void }) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TransferPanel onSetPaymentPassword={onSetPaymentPassword} />
    </Suspense>
  );
}
