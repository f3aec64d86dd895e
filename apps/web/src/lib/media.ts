import { useSyncExternalStore } from 'react';

/** Breakpoints of DESIGN.md: phones below 768 px, the fixed side menu from 1024 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** `Device` header: the viewport decides, not the user agent. */
export const getDevice = (): 'web' | 'mobile' => (matches(PHONE_QUERY) ? 'mobile' : 'web');

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
