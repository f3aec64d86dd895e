import type { ReactNode } from 'react';

/**
 * A panel that scrolls on its own (results, trends, bets): a labelled region in the tab order, so a keyboard reaches
 * and scrolls it even when nothing inside it is focusable (axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keys
    <section className="lottery-scroll" tabIndex={0} aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}
