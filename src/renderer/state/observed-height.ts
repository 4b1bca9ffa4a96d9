/**
 * A virtualizer's `measureElement` that never asks the page for a size: a row's height comes from the
 * resize observer's entry, delivered after the browser's own layout; called without one (a row just
 * drawn), it answers the height known for the row, else `fallback`. Reading `offsetHeight` there
 * instead would lay the page out again for each row drawn in an update, every measured row changing
 * the page before the next one is read.
 */
import type { Virtualizer } from '@tanstack/solid-virtual';

export function observedHeight<Scroller extends Element | Window, Row extends Element>(fallback: number) {
  return (
    element: Row,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<Scroller, Row>,
  ): number => {
    const box = entry?.borderBoxSize[0];
    if (box) return Math.round(box.blockSize);
    return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? fallback;
  };
}
