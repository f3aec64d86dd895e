import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders `children` in a second, interruptible render after the page around them has been committed (`fallback`
 * meanwhile): for parts below the fold, so the first view's render and commit stay short tasks on a slow phone.
 */
export function AfterFirstRender({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : fallback}</>;
}
