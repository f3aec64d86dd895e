/**
 * Catalogue art arrives as paths (`game-art/games/HOUSE/lotus-slot.svg`); the merchant's image CDNs host them.
 * One CDN is chosen at random per page load (spec §9) and kept, so the browser cache stays warm; an empty list
 * means the site's own origin.
 */
let chosen: { key: string; base: string } | null = null;

function cdnBase(cdns: readonly string[]): string {
  const key = cdns.join('\n');
  if (chosen?.key !== key) {
    const pick = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
    chosen = { key, base: pick.replace(/\/+$/, '') };
  }
  return chosen.base;
}

/** The full URL of a catalogue image; absolute URLs and `data:` pass through; null when there is no art. */
export function imageUrl(path: string | null | undefined, cdns: readonly string[]): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  return `${cdnBase(cdns)}/${path.replace(/^\/+/, '')}`;
}
