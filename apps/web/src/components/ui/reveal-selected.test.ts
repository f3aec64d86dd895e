import { describe, expect, it } from 'vitest';
import { revealInStrip } from './reveal-selected';

/** A strip showing x 0–300 of its content, scrolled by `scrollLeft`, and an item at content x `from`–`to`. */
function layout(from: number, to: number, scrollLeft = 0) {
  const strip = document.createElement('div');
  const item = document.createElement('button');
  strip.scrollLeft = scrollLeft;
  const box = (left: number, right: number) => ({ left, right }) as DOMRect;
  strip.getBoundingClientRect = () => box(0, 300);
  item.getBoundingClientRect = () => box(from - strip.scrollLeft, to - strip.scrollLeft);
  return { strip, item };
}

describe('revealInStrip', () => {
  it('scrolls an item past the right edge into view, with a bit of its neighbour', () => {
    const { strip, item } = layout(500, 600);
    revealInStrip(strip, item);
    expect(strip.scrollLeft).toBe(324);
  });

  it('scrolls back to an item past the left edge', () => {
    const { strip, item } = layout(100, 180, 400);
    revealInStrip(strip, item);
    expect(strip.scrollLeft).toBe(76);
  });

  it('leaves a strip alone whose item is in view', () => {
    const { strip, item } = layout(100, 200, 50);
    revealInStrip(strip, item);
    expect(strip.scrollLeft).toBe(50);
  });
});
