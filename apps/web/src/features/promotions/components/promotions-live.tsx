import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

// The listener's code stays out of the start-up bundle, as the inbox's does.
const PromotionsLiveListener = lazyComponent(() => import('./promotions-live-listener').then((m) => m.default));

/** Keeps the promotions and their badge live; mounted once, in the member header. */
export function PromotionsLive() {
  return (
    <Suspense fallback={null}>
      <PromotionsLiveListener />
    </Suspense>
  );
}
