import { type RefObject, useEffect } from 'react';

/** A bit of the neighbour stays in view past the revealed item, so the strip reads as one that scrolls on. */
const PEEK = 24;

/** Scrolls a sideways-scrolling strip (never the page) just far enough that `item` is wholly in its visible box. */
export function revealInStrip(strip: HTMLElement, item: HTMLElement) {
  const box = strip.getBoundingClientRect();
  const own = item.getBoundingClientRect();
  if (own.left < box.left) strip.scrollLeft -= box.left - own.left + PEEK;
  else if (own.right > box.right) strip.scrollLeft += Math.min(own.right - box.right + PEEK, own.left - box.left);
}

/**
 * Keeps the selected item of a strip that scrolls sideways (tabs on a phone) in view: when first shown, when the
 * selection changes and when anything in the strip changes size (a badge arrives on an earlier tab and pushes the
 * selected one along, the phone turns). `selected` is the CSS selector of the item, `selection` anything that changes
 * with it.
 */
export function useRevealSelected(strip: RefObject<HTMLElement | null>, selected: string, selection: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selection` says when the selected item is another one.
  useEffect(() => {
    const container = strip.current;
    const item = container?.querySelector<HTMLElement>(selected);
    if (!container || !item) return;
    const reveal = () => revealInStrip(container, item);
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    for (const element of [container, item, ...container.children]) observer.observe(element);
    return () => observer.disconnect();
  }, [strip, selected, selection]);
}
