import type { Language } from '@lotus/contract';
import type { MerchantConfig } from './merchant-config.ts';

/**
 * Absolute URLs of what the brand's site serves, for answers read by clients on any domain or path: pages and files
 * on the request's base URL (see `base-url.ts`), pictures on the brand's first image CDN.
 */
export interface SiteUrls {
  /** The origin of the site for this request, e.g. `https://www.brand.example`. */
  base: string;
  /** The brand's image CDNs, or the site itself when it has none (the boot payload's `imageCDNs`). */
  imageHosts: string[];
  /** The brand's game launch CDNs, or the site itself when it has none (the boot payload's `launchGameCDNs`). */
  launchHosts: string[];
  /** A path of the site (`/house/…`, `/member?…`) as an absolute URL. */
  page(path: string): string;
  /**
   * A picture: uploads and catalogue art (`media/<id>`, `game-art/…`) on the first image host, files of the site
   * (`/media/banners/…`) on the site. Generated art is captioned in the answer's language.
   */
  image(path: string): string;
}

/** Already absolute: left as it is. */
const ABSOLUTE = /^(https?:|data:|blob:)/i;
const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

function hostsOr(configured: string[], base: string) {
  const hosts = configured.map(withoutTrailingSlash).filter(Boolean);
  return hosts.length > 0 ? hosts : [base];
}

const GENERATED_ART = 'game-art/';

/** Generated art draws its caption in the path's language: Chinese below `game-art/cn/` (see the games module). */
function inLanguage(path: string, language: Language) {
  if (language !== 'CN' || !path.startsWith(GENERATED_ART) || path.startsWith(`${GENERATED_ART}cn/`)) return path;
  return `${GENERATED_ART}cn/${path.slice(GENERATED_ART.length)}`;
}

export function siteUrls(
  merchant: Pick<MerchantConfig, 'imageCdns' | 'launchGameCdns'>,
  base: string,
  language: Language = 'EN',
): SiteUrls {
  const imageHosts = hostsOr(merchant.imageCdns, base);
  const launchHosts = hostsOr(merchant.launchGameCdns, base);
  const page = (path: string) => {
    const trimmed = path.trim();
    if (ABSOLUTE.test(trimmed) || trimmed.startsWith('//')) return trimmed;
    return `${base}/${trimmed.replace(/^\/+/, '')}`;
  };
  return {
    base,
    imageHosts,
    launchHosts,
    page,
    image(path) {
      const trimmed = path.trim();
      if (!trimmed || trimmed.startsWith('/') || ABSOLUTE.test(trimmed)) return trimmed && page(trimmed);
      return `${imageHosts[0]}/${inLanguage(trimmed, language)}`;
    },
  };
}
