import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';

const HeaderBalancePanel = lazyComponent(() => import('./header-balance-panel').then((m) => m.default));

/** Loads the balance widget when a member is logged in; guests never download it. */
export function HeaderBalance({ currencySymbol }: { currencySymbol?: string }) {
  return (
    <Suspense fallback={<span className="header-balance-placeholder" aria-hidden="true" />}>
      <HeaderBalancePanel currencySymbol={currencySymbol} />
    </Suspense>
  );
}
