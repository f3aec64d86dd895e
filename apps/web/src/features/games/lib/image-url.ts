import { imageCdnBase } from '@/lib/image-cdn';

/**
 * The full URL of a catalogue image, which arrives as a path (`game-art/games/HOUSE/lotus-slot.svg`) on the
 * merchant's image CDN; absolute URLs and `data:` pass through; null when there is no art.
 */
export function imageUrl(path: string | null | undefined, cdns: readonly string[]): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  return `${imageCdnBase(cdns)}/${path.replace(/^\/+/, '')}`;
}
