import type { ConsoleSite } from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { isLoopbackDomain } from '../../../platform/merchant/base-url.ts';
import { decryptServiceLink } from '../../system/customer-service-link.ts';
import { type DomainRow, domainsOf, findBrand, resourcesOf, serviceEntriesOf } from './queries.ts';
import { isObfuscatedLink } from './service-links.ts';

/** Stored, else `https://<domain>`; null for a loopback domain without one (this server, on the port it listens on). */
const effectiveBaseUrl = (row: DomainRow) =>
  row.baseUrl ?? (isLoopbackDomain(row.domain) ? null : `https://${row.domain}`);

/** Everything the Site page shows, as stored (pictures as their `media/<id>` paths). */
export async function readSite(orm: Orm, merchantId: number): Promise<ConsoleSite> {
  const [brand, domains, service, resources] = await Promise.all([
    findBrand(orm, merchantId),
    domainsOf(orm, merchantId),
    serviceEntriesOf(orm, merchantId),
    resourcesOf(orm, merchantId),
  ]);
  return {
    brand: {
      code: brand.code,
      name: brand.name,
      logoUrl: brand.logoUrl,
      gtagId: brand.gtagId,
      imageCdns: brand.imageCdns,
      launchGameCdns: brand.launchGameCdns,
      mainDomain: brand.mainDomain,
    },
    domains: domains.map((d) => ({
      id: d.id,
      domain: d.domain,
      label: d.label,
      primary: d.primary,
      baseUrl: d.baseUrl,
      effectiveBaseUrl: effectiveBaseUrl(d),
    })),
    customerService: service.map((s) => {
      const obfuscated = isObfuscatedLink(s.path);
      return {
        id: s.id,
        csType: s.csType,
        url: obfuscated ? (decryptServiceLink(s.path) ?? '') : s.path,
        obfuscated,
        label: s.label,
        sort: s.sort,
      };
    }),
    resources: resources.map((r) => ({
      id: r.id,
      resourceType: r.resourceType as ConsoleSite['resources'][number]['resourceType'],
      url: r.url,
      label: r.labelName,
      iconUrl: r.iconUrl,
      sort: r.sort,
    })),
  };
}

export const loadSite = (db: Database, merchantId: number) => readSite(db.orm, merchantId);
