import type { GameCategory } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { vendorLanesQuery } from '../api/get-vendor-lanes';

/** The vendors the merchant offers (from the lobby's lanes), in one category or all, each once. */
export function useVendorOptions(category: GameCategory | '') {
  const lanes = useQuery(vendorLanesQuery).data ?? [];
  const seen = new Map<string, string>();
  for (const lane of lanes) {
    if (category && lane.title !== category) continue;
    for (const card of lane.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}
