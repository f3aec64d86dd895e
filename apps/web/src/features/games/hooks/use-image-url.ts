import { useCallback } from 'react';
import { useBootInfo } from '@/features/system';
import { imageUrl } from '../lib/image-url';

const NONE: readonly string[] = [];

/** Turns catalogue icon paths into URLs on the merchant's image CDN (same origin when it lists none). */
export function useImageUrl() {
  const cdns = useBootInfo()?.info.imageCDNs ?? NONE;
  return useCallback((path: string | null | undefined) => imageUrl(path, cdns), [cdns]);
}
