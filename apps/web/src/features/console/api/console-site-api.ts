import {
  type CreateSiteDomain,
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
  queryOptions({ queryKey: siteKey, queryFn: () => consoleRequest('/site', consoleSiteSchema) });

/** A write whose answer becomes the page's data at once. */
async function write(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) {
  const site = await consoleRequest(`/site${path}`, consoleSiteSchema, method, body);
  queryClient.setQueryData(siteKey, site);
  return site;
}

export const saveSiteBrand = (body: UpdateSiteBrand) => write('/brand', 'PUT', body);

export const addSiteDomain = (body: CreateSiteDomain) => write('/domains', 'POST', body);
export const editSiteDomain = (id: number, body: UpdateSiteDomain) => write(`/domains/${id}`, 'PUT', body);
export const removeSiteDomain = (id: number) => write(`/domains/${id}`, 'DELETE');

export type SiteList = 'customer-service' | 'resources';
export const addServiceEntry = (body: SiteServiceEntryInput) => write('/customer-service', 'POST', body);
export const editServiceEntry = (id: number, body: SiteServiceEntryInput) =>
  write(`/customer-service/${id}`, 'PUT', body);
export const addSiteResource = (body: SiteResourceInput) => write('/resources', 'POST', body);
export const editSiteResource = (id: number, body: SiteResourceInput) => write(`/resources/${id}`, 'PUT', body);

export const removeSiteEntry = (list: SiteList, id: number) => write(`/${list}/${id}`, 'DELETE');
export const reorderSiteEntries = (list: SiteList, ids: number[]) => write(`/${list}/order`, 'PUT', { ids });
