import type { AnnouncementList, Banner, Language } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { localize } from '../../platform/localize.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { listActiveBanners } from './queries.ts';

/** Kinds in the `types` query: B banners, PL player notices, PU pop-ups, PR promotions, H home notices. */
export function requestedTypes(types: string | undefined): Set<string> {
  if (!types) return new Set(['B', 'PL', 'PU', 'PR', 'H']);
  return new Set(types.split(',').map((t) => t.trim().toUpperCase()));
}

/**
 * Banners of every page group for the merchant, titles in the request language. Notices, pop-ups and promotions
 * arrive with the announcements feature; until then they are empty.
 */
export async function listAnnouncements(
  db: Database,
  merchant: MerchantConfig,
  query: { types?: string | undefined; language: Language; now: Date },
): Promise<AnnouncementList> {
  const types = requestedTypes(query.types);
  const banners = types.has('B') ? await listActiveBanners(db.orm, merchant.id, query.now) : [];
  return {
    banners: banners.map(
      (b): Banner => ({
        id: b.id,
        groupName: b.groupName,
        url: b.imageUrl,
        linkageType: b.linkType,
        linkTarget: b.linkTarget,
        title: localize(b.title, query.language),
      }),
    ),
    player: [],
    popup: [],
    promotion: [],
  };
}
