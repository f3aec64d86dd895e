import type { ContractKind } from '@lotus/contract';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';

const AgentContractPage = lazyComponent(() => import('./agent-contract-page').then((m) => m.default));

/** An agent centre contract page; its code loads when the agent opens one. */
export function AgentContractSection({ kind }: { kind: ContractKind }) {
  return (
    <Suspense fallback={<Skeleton height={240} />}>
      <AgentContractPage kind={kind} />
    </Suspense>
  );
}
