import { imageCdnBase, onChosenImageCdn } from '@/lib/image-cdn';

/**
 * The full URL of a catalogue image. Lotus sends absolute URLs on one of the merchant's image CDNs, which move to the
 * CDN of this page load; a path (`game-art/games/HOUSE/lotus-slot.svg`, from older servers) goes on that CDN; other
 * absolute URLs and `data:` pass through; null when there is no art.
 */
export function imageUrl(path: string | null | undefined, cdns: readonly string[]): string | null {
  if (!path) return null;
  if (/^https?:/i.test(path)) return onChosenImageCdn(path, cdns);
  if (/^(data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  return `${imageCdnBase(cdns)}/${path.replace(/^\/+/, '')}`;
}
