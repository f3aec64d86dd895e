import {
  type ContractEndReason,
  type ContractKind,
  type ContractRates,
  contractRates,
  ratesExceed,
} from '@lotus/contract';
import type { ContractRow } from './queries.ts';

export interface Termination {
  id: number;
  kind: ContractKind;
  downlineId: number;
  reason: ContractEndReason;
}

/**
 * The contracts below `rootId` that end when the root's own bound becomes `rootBound` (its newly accepted rates, or
 * null when its contract ends), spec §4: a direct contract paying more than the new bound ends (`uplineRateLowered`),
 * and an ended contract leaves its holder with nothing to bound what it offered, so those end too
 * (`uplineContractEnded`), all the way down. `below` holds the active contracts of the kind under the root.
 */
export function cascadeTerminations(
  rootId: number,
  rootBound: ContractRates | null,
  below: readonly Pick<ContractRow, 'id' | 'kind' | 'uplineId' | 'downlineId' | 'terms'>[],
): Termination[] {
  const byUpline = new Map<number, (typeof below)[number][]>();
  for (const c of below) byUpline.set(c.uplineId, [...(byUpline.get(c.uplineId) ?? []), c]);
  const ended: Termination[] = [];
  const seen = new Set<number>([rootId]);
  const queue: { memberId: number; bound: ContractRates | null }[] = [{ memberId: rootId, bound: rootBound }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const c of byUpline.get(next.memberId) ?? []) {
      if (seen.has(c.downlineId)) continue;
      seen.add(c.downlineId);
      const rates = contractRates(c.terms);
      const reason: ContractEndReason | null =
        next.bound === null ? 'uplineContractEnded' : ratesExceed(rates, next.bound) ? 'uplineRateLowered' : null;
      if (reason) ended.push({ id: c.id, kind: c.kind, downlineId: c.downlineId, reason });
      queue.push({ memberId: c.downlineId, bound: reason ? null : rates });
    }
  }
  return ended;
}
