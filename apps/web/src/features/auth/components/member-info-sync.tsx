import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

const MemberInfoLoader = lazyComponent(() => import('./member-info-loader').then((m) => m.default));

/** Loads the member behind a stored session (spec §4 start-up) once someone is logged in. */
export function MemberInfoSync() {
  return (
    <Suspense fallback={null}>
      <MemberInfoLoader />
    </Suspense>
  );
}
