import type { Contract, ContractTerminationPreview } from '@lotus/contract';
import { isApiError } from '@/lib/api';

/** The pop-up is for real members of a merchant running agent contracts (spec §4: AGENTPOLICY3, no trial). */
export const canLoadConsolidated = (s: { token: string | null; isTrial: boolean }, agentPolicy: boolean) =>
  s.token !== null && !s.isTrial && agentPolicy;

/** The offer the pop-up shows next: the oldest one the member has not put aside in this page's life. */
export function nextRequest(requests: readonly Contract[], putAside: ReadonlySet<number>): Contract | null {
  const open = requests.filter((r) => r.status === 'pending' && !putAside.has(r.id));
  open.sort((a, b) => a.offeredAt - b.offeredAt || a.id - b.id);
  return open[0] ?? null;
}

/**
 * The contracts an answer would end, when the server asks for a confirmation first (409
 * `contract.confirm.terminations`); null for any other outcome.
 */
export function terminationPreview(error: unknown): ContractTerminationPreview | null {
  if (!isApiError(error) || error.errorCode !== 'contract.confirm.terminations') return null;
  const { count, downlines } = error.value as Partial<ContractTerminationPreview>;
  const list = Array.isArray(downlines)
    ? downlines.filter(
        (d): d is ContractTerminationPreview['downlines'][number] =>
          typeof d === 'object' && d !== null && typeof d.username === 'string' && typeof d.kind === 'string',
      )
    : [];
  return { count: typeof count === 'number' ? count : list.length, downlines: list };
}

/** Errors after which the offer is gone (answered elsewhere, withdrawn, expired): the pop-up moves on. */
export const offerGone = (error: unknown) =>
  isApiError(error) &&
  (error.errorCode === 'contract.not.pending' ||
    error.errorCode === 'contract.not.found' ||
    error.errorCode === 'contract.offer.expired');
