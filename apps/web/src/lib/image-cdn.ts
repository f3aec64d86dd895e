/**
 * The merchant's image CDNs host catalogue art and uploaded content images alike. One CDN is chosen at random per
 * page load (spec §9) and kept for every image of the page, so the browser cache stays warm; an empty list means the
 * site's own origin. Answers the base URL without a trailing slash.
 */
let chosen: { key: string; base: string } | null = null;

export function imageCdnBase(cdns: readonly string[]): string {
  const key = cdns.join('\n');
  if (chosen?.key !== key) {
    const pick = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
    chosen = { key, base: pick.trim().replace(/\/+$/, '') };
  }
  return chosen.base;
}
