import { chanceKinds, type PromotionView } from '@lotus/contract';
import { useNow } from '@/lib/use-now';
import { serverOffset } from '../lib/server-clock';

const TICK_MS = 15_000;

/**
 * The server's time now (campaigns are timed on its clock) for campaigns whose words follow the clock (a rain
 * falling, a draw due); still for the others.
 */
export function useCampaignNow(list: readonly PromotionView[]): number {
  return (
    useNow(
      TICK_MS,
      list.some((p) => chanceKinds.includes(p.kind)),
    ) + serverOffset()
  );
}
