import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** Up to this many rows are all rendered; longer lists only the rows near the screen. */
const RENDER_ALL_UP_TO = 100;

/**
 * Rows of a list that scrolls with the page (@tanstack/react-virtual's window virtualizer): give
 * `ref` to the list element, render `items` (each with `data-index` and `ref={measure}`) between
 * spacers of `before` and `after` pixels. A list of thousands keeps a few dozen rows in the DOM.
 */
export function useWindowRows(count: number, estimate: number) {
  const ref = useRef<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- measured after every render: the list moves when content above it changes
  useLayoutEffect(() => {
    const top = ref.current ? Math.round(ref.current.getBoundingClientRect().top + window.scrollY) : 0;
    if (top !== margin) setMargin(top);
  });
  const virtual = count > RENDER_ALL_UP_TO;
  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    estimateSize: () => estimate,
    overscan: 10,
    scrollMargin: margin,
  });
  if (!virtual) {
    return {
      ref,
      items: Array.from({ length: count }, (_, index) => ({ index, key: index })),
      before: 0,
      after: 0,
      measure: () => undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    ref,
    items: items.map((item) => ({ index: item.index, key: item.key })),
    before: first ? first.start - margin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0,
    measure: (element: Element | null) => virtualizer.measureElement(element),
  };
}
