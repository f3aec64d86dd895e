import { Suspense } from 'react';
import { useFeature } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';
import { useSessionStore } from '@/lib/session';
import { canLoadConsolidated } from '../lib/popup';

// The pop-up, its socket listeners and the contract schemas load only for real members of a merchant with contracts.
const ContractPopup = lazyComponent(() => import('./contract-popup').then((m) => m.default));

/** The contract offer pop-up (spec §2, logged in only); mounted once, with the member header. */
export function ContractPopupHost() {
  const enabled = useSessionStore((s) => canLoadConsolidated(s, true));
  const agentPolicy = useFeature('AGENTPOLICY3');
  if (!enabled || !agentPolicy) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup />
    </Suspense>
  );
}
