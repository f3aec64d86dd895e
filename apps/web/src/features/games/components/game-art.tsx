import { type ReactNode, useState } from 'react';
import { useImageUrl } from '../hooks/use-image-url';
import '@/components/ui/skeleton.css';
import './game-art.css';

/**
 * Catalogue art in a box of fixed proportions (nothing moves when it arrives): a shimmer while it loads, lazy
 * loading, one retry when it fails (spec §9), then the fallback (a glyph and the name) instead of a broken image.
 */
export function GameArt({
  path,
  ratio,
  fallback,
  className,
}: {
  path: string | null | undefined;
  ratio: string;
  fallback: ReactNode;
  className?: string;
}) {
  const url = useImageUrl()(path);
  const [state, setState] = useState<'loading' | 'loaded' | 'retrying' | 'failed'>('loading');
  const shown = url ? state : 'failed';
  const src = url && state === 'retrying' ? `${url}${url.includes('?') ? '&' : '?'}retry=1` : url;
  return (
    <span
      className={[
        'game-art',
        `game-art--${shown}`,
        shown === 'loading' || shown === 'retrying' ? 'shimmer' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio: ratio }}
    >
      {src && state !== 'failed' ? (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState((s) => (s === 'loading' ? 'retrying' : 'failed'))}
        />
      ) : (
        <span className="game-art__fallback">{fallback}</span>
      )}
    </span>
  );
}
