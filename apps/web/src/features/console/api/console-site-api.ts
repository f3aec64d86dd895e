import {
  type CreateSiteDomain,
  consolePath,
  consoleSiteSchema,
  type SiteResourceInput,
  type SiteServiceEntryInput,
  type UpdateSiteBrand,
  type UpdateSiteDomain,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/lib/api';
import { consoleRequest } from './console-api';

/** The Site page's data: brand, domains, customer service and resources. Every write answers all of it afresh. */
export const siteKey = ['console', 'site'] as const;

export const siteQuery = () =>
  queryOptions({ queryKey: siteKey, queryFn: () => consoleRequest(consolePath('site'), consoleSiteSchema) });

/** A write whose answer becomes the page's data at once. */
async function write(url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) {
  const site = await consoleRequest(url, consoleSiteSchema, method, body);
  queryClient.setQueryData(siteKey, site);
  return site;
}

export const saveSiteBrand = (body: UpdateSiteBrand) => write(consolePath('updateSiteBrand'), 'PUT', body);

export const addSiteDomain = (body: CreateSiteDomain) => write(consolePath('addSiteDomain'), 'POST', body);
export const editSiteDomain = (id: number, body: UpdateSiteDomain) =>
  write(consolePath('editSiteDomain', { id }), 'PUT', body);
export const removeSiteDomain = (id: number) => write(consolePath('removeSiteDomain', { id }), 'DELETE');

export type SiteList = 'customer-service' | 'resources';
export const addServiceEntry = (body: SiteServiceEntryInput) => write(consolePath('addServiceEntry'), 'POST', body);
export const editServiceEntry = (id: number, body: SiteServiceEntryInput) =>
  write(consolePath('editServiceEntry', { id }), 'PUT', body);
export const addSiteResource = (body: SiteResourceInput) => write(consolePath('addSiteResource'), 'POST', body);
export const editSiteResource = (id: number, body: SiteResourceInput) =>
  write(consolePath('editSiteResource', { id }), 'PUT', body);

const removeEntry = { 'customer-service': 'removeServiceEntry', resources: 'removeSiteResource' } as const;
const reorderEntries = { 'customer-service': 'reorderServiceEntries', resources: 'reorderSiteResources' } as const;
export const removeSiteEntry = (list: SiteList, id: number) => write(consolePath(removeEntry[list], { id }), 'DELETE');
export const reorderSiteEntries = (list: SiteList, ids: number[]) =>
  write(consolePath(reorderEntries[list]), 'PUT', { ids });
