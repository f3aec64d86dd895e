import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** Reserved shape, so the real content takes exactly this space (no layout shift). */
  aspectRatio?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

export function Skeleton({ aspectRatio, width, height, radius, className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ aspectRatio, width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
