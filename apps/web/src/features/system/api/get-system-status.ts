import { flattenWhitelabel, type SystemStatusValue, type WhitelabelNode } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema } from '@/lib/api';
import { session, sessionKeys } from '@/lib/storage';

export interface SystemStatus extends SystemStatusValue {
  /** The whitelabel tree flattened to `{modId: on}`. */
  features: Record<string, boolean>;
}

/** Boot payload (spec §4): fetched before anything else; register rules are cached for the session. */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const value = await callEndpoint('systemStatus', { schema: contractSchema('systemStatusFirstViewSchema'), signal });
  session.set(sessionKeys.validate, JSON.stringify(value.info.register));
  session.set(sessionKeys.merchant, value.info.merchant.code);
  // The schema checks every level of the tree; only its declared type stops at the second level.
  const tree = value.info.whitelabel as WhitelabelNode[];
  return { ...value, features: flattenWhitelabel(tree) };
}

export const systemStatusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: ({ signal }) => getSystemStatus(signal),
  staleTime: 5 * 60_000,
});
