/**
 * The merchant's image CDNs host catalogue art and uploaded content images alike. One CDN is chosen at random per
 * page load (spec §9) and kept for every image of the page, so the browser cache stays warm; an empty list, or a
 * CDN that is the page's own origin (the server lists the site itself when the brand has none), means paths on this
 * origin. Answers the base URL without a trailing slash.
 */
let chosen: { key: string; base: string } | null = null;

const withoutTrailingSlash = (cdn: string) => cdn.trim().replace(/\/+$/, '');

export function imageCdnBase(cdns: readonly string[]): string {
  const key = cdns.join('\n');
  if (chosen?.key !== key) {
    const pick = withoutTrailingSlash(cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '');
    chosen = { key, base: pick === globalThis.location?.origin ? '' : pick };
  }
  return chosen.base;
}

/**
 * The server answers pictures as absolute URLs on the first image CDN; one on any listed CDN moves to the CDN this
 * page load uses. Any other URL stays as it is.
 */
export function onChosenImageCdn(url: string, cdns: readonly string[]): string {
  for (const cdn of cdns) {
    const base = withoutTrailingSlash(cdn);
    if (base && url.startsWith(`${base}/`)) return `${imageCdnBase(cdns)}${url.slice(base.length)}`;
  }
  return url;
}
