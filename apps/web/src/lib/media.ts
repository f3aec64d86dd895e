import { useSyncExternalStore } from 'react';

/** Breakpoints of DESIGN.md: phones below 768 px, the fixed side menu from 1024 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// One MediaQueryList per query, kept: `matchMedia` parses and evaluates its query on every call, and the hooks
// below and each API call's `Device` header would otherwise call it again and again during a render.
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export const matches = (query: string) => mediaList(query)?.matches ?? false;

/** `Device` header: the viewport decides, not the user agent. */
export const getDevice = (): 'web' | 'mobile' => (matches(PHONE_QUERY) ? 'mobile' : 'web');

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
