/**
 * Banner and content images arrive as site paths (`/media/banners/home-1.svg`, kept as they are) or as uploads
 * (`media/<id>`), which live on the merchant's image CDNs like game icons: one CDN is picked at random per page load
 * and kept so the cache stays warm (spec §9); an empty list means the site's own origin.
 */
let chosen: { key: string; base: string } | null = null;

function cdnBase(cdns: readonly string[]): string {
  const key = cdns.join('\n');
  if (chosen?.key !== key) {
    const pick = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
    chosen = { key, base: pick.trim().replace(/\/+$/, '') };
  }
  return chosen.base;
}

export function contentImageUrl(url: string, cdns: readonly string[]): string {
  const path = url.trim();
  if (path.startsWith('/') || /^(https?:|data:|blob:)/i.test(path)) return path;
  return `${cdnBase(cdns)}/${path}`;
}
