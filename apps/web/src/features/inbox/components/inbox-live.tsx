import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

// The socket listener's code (and the contract's socket schemas) stays out of the start-up bundle.
const InboxLiveListener = lazyComponent(() => import('./inbox-live-listener').then((m) => m.default));

/** Keeps the unread count live from `inbox.new`; mounted once, in the member header. */
export function InboxLive() {
  return (
    <Suspense fallback={null}>
      <InboxLiveListener />
    </Suspense>
  );
}
