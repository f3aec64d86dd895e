/** One bar of a chart in its box's own units: negative values hang below the zero line. */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bars for `values` in a `width` × `height` box: one slot per value, the zero line where the highest and lowest value
 * put it (at the bottom when none is negative), and a thin bar for zero so every day keeps its place.
 */
export function barLayout(values: readonly number[], width: number, height: number) {
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  // A chart of zeros rests on its bottom line.
  const zeroY = top === bottom ? height : (top / span) * height;
  const slot = values.length > 0 ? width / values.length : width;
  const bars: Bar[] = values.map((value, i) => {
    const h = Math.max((Math.abs(value) / span) * height, value === 0 ? 0 : 1);
    return { x: i * slot + slot * 0.15, y: value >= 0 ? zeroY - h : zeroY, width: slot * 0.7, height: h };
  });
  return { bars, zeroY, top, bottom };
}
