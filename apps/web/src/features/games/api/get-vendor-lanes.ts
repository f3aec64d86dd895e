import type { VendorLane } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema, isNotFound } from '@/lib/api';

/** Vendor lanes; a server without the games module answers 404, which simply means no categories yet. */
export async function getVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  try {
    const value = await callEndpoint('vendors', {
      query: { platform: 'html5-desktop' },
      schema: contractSchema('vendorLanesSchema'),
      signal,
    });
    return value.data.lanes;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const vendorLanesQuery = queryOptions({
  queryKey: ['games', 'vendor-lanes'],
  queryFn: ({ signal }) => getVendorLanes(signal),
  staleTime: 10 * 60_000,
});
