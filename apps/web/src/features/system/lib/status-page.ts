import { SystemStatus } from '@lotus/contract';

export type StatusPage = 'site' | 'maintenance' | 'region-block';

/** Spec §4: systemStatus 0 shows the site, 1 the maintenance page, 2 the region-block page. */
export function statusPage(systemStatus: number): StatusPage {
  if (systemStatus === SystemStatus.maintenance) return 'maintenance';
  if (systemStatus === SystemStatus.regionBlocked) return 'region-block';
  return 'site';
}
