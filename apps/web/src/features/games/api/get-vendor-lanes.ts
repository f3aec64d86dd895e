import type { VendorLane } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isNotFound } from '@/lib/api';
import { session, sessionKeys } from '@/lib/storage';
import { gameSchema } from './game-schema';

function cachedLanes(): VendorLane[] | undefined {
  const raw = session.get(sessionKeys.gameVendor);
  if (!raw) return undefined;
  try {
    const lanes: unknown = JSON.parse(raw);
    return Array.isArray(lanes) ? (lanes as VendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Vendor lanes (spec §4: the vendor list is cached for the session unless flushed, and flushing is the default).
 * A server without the games module answers 404, which simply means no categories yet.
 */
export async function getVendorLanes({ flush = true, signal }: { flush?: boolean; signal?: AbortSignal } = {}) {
  const cached = flush ? undefined : cachedLanes();
  if (cached) return cached;
  try {
    const value = await callEndpoint('vendors', {
      query: { platform: 'html5-desktop' },
      schema: gameSchema('vendorLanesFirstViewSchema'),
      signal,
    });
    session.set(sessionKeys.gameVendor, JSON.stringify(value.data.lanes));
    return value.data.lanes;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** The session's copy shows at once (navigation, side menu); a fresh list replaces it in the background. */
export const vendorLanesQuery = queryOptions({
  queryKey: ['games', 'vendor-lanes'],
  queryFn: ({ signal }) => getVendorLanes({ signal }),
  initialData: cachedLanes,
  initialDataUpdatedAt: 0,
  staleTime: 10 * 60_000,
});
