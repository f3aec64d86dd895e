import type { VendorLane } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { vendorLanesQuery } from '../api/get-vendor-lanes';
import { cardsOfCategory, categoriesFromLanes, routedCategories } from '../lib/categories';

/**
 * `withVendors`: categories that have at least one vendor (the navigation items of spec §2).
 * `browsable`: those, or every category page while the server lists no vendors yet (quick links, footer).
 */
export function useGameCategories() {
  const query = useQuery(vendorLanesQuery);
  const withVendors = query.data ? categoriesFromLanes(query.data) : [];
  return {
    withVendors,
    browsable: withVendors.length > 0 ? withVendors : routedCategories,
    isLoading: query.isPending,
  };
}

/** One empty list for every render while the lanes load: callers may defer or memoise on it. */
const NO_LANES: readonly VendorLane[] = [];

export function useVendorLanes() {
  const query = useQuery(vendorLanesQuery);
  return { lanes: query.data ?? NO_LANES, isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

export function useCategoryVendors(category: string) {
  const { lanes, ...rest } = useVendorLanes();
  return { vendors: cardsOfCategory(lanes, category), ...rest };
}
