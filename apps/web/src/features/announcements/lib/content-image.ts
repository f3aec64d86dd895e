import { imageCdnBase, onChosenImageCdn } from '@/lib/image-cdn';

/**
 * Banner images arrive as absolute URLs: on one of the merchant's image CDNs (moved to the CDN of this page load) or
 * anywhere else (kept). Content images in HTML, and banners from older servers, are site paths
 * (`/media/banners/home-1.svg`, kept as they are) or uploads (`media/<id>`), which live on the image CDN the game
 * icons use.
 */
export function contentImageUrl(url: string, cdns: readonly string[]): string {
  const path = url.trim();
  if (/^https?:/i.test(path)) return onChosenImageCdn(path, cdns);
  if (path.startsWith('/') || /^(data:|blob:)/i.test(path)) return path;
  return `${imageCdnBase(cdns)}/${path}`;
}
