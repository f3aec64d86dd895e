import { imageCdnBase } from '@/lib/image-cdn';

/**
 * Banner and content images arrive as site paths (`/media/banners/home-1.svg`, kept as they are) or as uploads
 * (`media/<id>`), which live on the merchant's image CDN the game icons use.
 */
export function contentImageUrl(url: string, cdns: readonly string[]): string {
  const path = url.trim();
  if (path.startsWith('/') || /^(https?:|data:|blob:)/i.test(path)) return path;
  return `${imageCdnBase(cdns)}/${path}`;
}
