import type { MerchantConfig, MerchantDomain } from './merchant-config.ts';

/**
 * The public base URL (an origin such as `https://www.brand.example`) every link Lotus builds starts with: reset
 * mails, payment notify and return URLs, game launch and picture URLs. It never comes from the request's `Host`: a
 * request that names one of the brand's domains gets that domain's base URL (so a player on 127.0.0.1 gets
 * 127.0.0.1 links), any other request the primary domain's. Someone who sends `Host: attacker.example` can only pick
 * among the brand's own sites.
 */

type DomainEntry = Pick<MerchantDomain, 'domain' | 'baseUrl'>;
type MerchantSites = Pick<MerchantConfig, 'domains' | 'mainDomain'>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** `[::1]` and `::1` name one host; host names compare in lower case. */
const bareHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
const hostInUrl = (host: string) => (bareHost(host).includes(':') ? `[${bareHost(host)}]` : bareHost(host));

export const isLoopbackDomain = (domain: string) => LOOPBACK.has(bareHost(domain));

/**
 * A base URL as an operator writes it: http(s), a host and perhaps a port; no path, query, fragment or credentials.
 * Answers the normalised origin (`https://www.brand.example`), or null when it is anything else.
 */
export function parseBaseUrl(raw: string): string | null {
  const text = raw.trim();
  if (!/^https?:\/\/[^\s/?#@\\]+\/?$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.username || url.password || url.pathname !== '/' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * A domain's base URL: the stored one, else `https://<domain>`. A loopback domain without one is this machine: plain
 * http on the port Lotus listens on (configuration, never the request).
 */
export function domainBaseUrl(entry: DomainEntry, port: number): string {
  if (entry.baseUrl) return entry.baseUrl;
  const host = hostInUrl(entry.domain);
  return isLoopbackDomain(entry.domain) ? `http://${host}:${port}` : `https://${host}`;
}

/** The registered domains, and the main domain when it is not among them. */
function knownDomains(merchant: MerchantSites): DomainEntry[] {
  const main = bareHost(merchant.mainDomain);
  return merchant.domains.some((d) => bareHost(d.domain) === main)
    ? merchant.domains
    : [...merchant.domains, { domain: merchant.mainDomain, baseUrl: null }];
}

/** The base URL for a request to the brand whose `Host` (without port) is `requestHost`; see the module comment. */
export function resolveBaseUrl(merchant: MerchantSites, requestHost: string | undefined, port: number): string {
  const host = bareHost(requestHost ?? '');
  const named = host ? knownDomains(merchant).find((d) => bareHost(d.domain) === host) : undefined;
  const primary = merchant.domains.find((d) => d.primary) ?? merchant.domains[0];
  return domainBaseUrl(named ?? primary ?? { domain: merchant.mainDomain, baseUrl: null }, port);
}

/** Every origin the brand's site is served on: the only places a sign-in provider may send the browser back to. */
export function siteOrigins(merchant: MerchantSites, port: number): Set<string> {
  return new Set(knownDomains(merchant).map((d) => domainBaseUrl(d, port)));
}
