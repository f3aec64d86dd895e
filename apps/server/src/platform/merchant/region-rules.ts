import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { RegionBlock } from '@lotus/contract';

export interface RegionRules {
  allow: BlockList;
  deny: BlockList;
  countries: ReadonlySet<string>;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) becomes `1.2.3.4`; a zone suffix (`%eth0`) is dropped. */
export function normalizeIp(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function addRange(list: BlockList, range: string) {
  const [network = '', prefix, ...rest] = range.trim().split('/');
  const family = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : null;
  const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  // Ranges are validated when stored; anything unreadable that slipped in matches nothing rather than everything.
  if (!family || rest.length > 0 || Number.isNaN(bits) || (bits ?? 0) > (family === 'ipv4' ? 32 : 128)) return;
  if (bits === null) list.addAddress(network, family);
  else list.addSubnet(network, bits, family);
}

/** A list of address ranges to test addresses against (see `rangesContain`). */
export function compileRanges(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) addRange(list, range);
  return list;
}

/** Whether one of the ranges contains the address (IPv4-mapped IPv6 addresses count as IPv4). */
export function rangesContain(list: BlockList, ip: string): boolean {
  const address = normalizeIp(ip);
  const family = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : null;
  return family !== null && list.check(address, family);
}

export function compileRegionRules(block: RegionBlock): RegionRules {
  const allow = new BlockList();
  const deny = new BlockList();
  for (const range of block.allowCidrs) addRange(allow, range);
  for (const range of block.denyCidrs) addRange(deny, range);
  return { allow, deny, countries: new Set(block.blockedCountries.map((c) => c.toUpperCase())) };
}

/** Denied by address range or by country, unless an allow range contains the address. */
export function isRegionRestricted(rules: RegionRules, ip: string, country: string | null): boolean {
  const address = normalizeIp(ip);
  const family = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : null;
  if (family && rules.allow.check(address, family)) return false;
  if (family && rules.deny.check(address, family)) return true;
  return country !== null && rules.countries.has(country.toUpperCase());
}
