import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const VendorWalletsPanel = lazyComponent(() => import('./vendor-wallets-panel').then((m) => m.default));

/** The member centre's transfers between the main wallet and game vendors' wallets, loaded when opened. */
export function VendorWalletsSection() {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <VendorWalletsPanel />
    </Suspense>
  );
}
