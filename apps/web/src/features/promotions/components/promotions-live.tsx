import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

// The listener's and the rain's code stay out of the start-up bundle, as the inbox's does.
const PromotionsLiveListener = lazyComponent(() => import('./promotions-live-listener').then((m) => m.default));
const RainWatcher = lazyComponent(() => import('./rain-watcher').then((m) => m.default));

/** Keeps the promotions and their badge live, and lets red packets rain; mounted once, in the member header. */
export function PromotionsLive() {
  return (
    <>
      <Suspense fallback={null}>
        <PromotionsLiveListener />
      </Suspense>
      <Suspense fallback={null}>
        <RainWatcher />
      </Suspense>
    </>
  );
}
