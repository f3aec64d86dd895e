import geoip from 'geoip-country';
import { normalizeIp } from './merchant/region-rules.ts';

/** ISO 3166-1 alpha-2 country of an address, from the bundled GeoLite2 data; null for private or unknown ones. */
export function countryOf(ip: string): string | null {
  return geoip.lookup(normalizeIp(ip))?.country ?? null;
}
