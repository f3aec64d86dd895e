import type { Banner } from '@lotus/contract';

/** Where a banner click goes: an http(s) URL opens in a new tab, a site path navigates; anything else is inert. */
export function bannerTarget(banner: Banner): { kind: 'external' | 'route'; href: string } | null {
  const target = banner.linkTarget?.trim();
  if (!target) return null;
  if (/^https?:\/\//i.test(target)) return { kind: 'external', href: target };
  if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'route', href: target };
  return null;
}
