import { useEffect } from 'react';

/** How long a wall screen shows one page of a list that does not fit. */
const AUTO_PAGE_MS = 10_000;

/**
 * Where the next page starts: `step` down (the box height, or its whole rows), back to the top
 * after the last page.
 */
export function nextPageTop(
  top: number,
  pageHeight: number,
  scrollHeight: number,
  step = pageHeight,
): number {
  const last = scrollHeight - pageHeight;
  if (pageHeight <= 0 || step <= 0 || last <= 0 || top >= last - 1) return 0;
  return Math.min(top + step, last);
}

/**
 * A box whose contents are taller than it turns its pages by itself every `ms` (kiosk mode has
 * no pointer and no scrollbar): nothing is left out of sight for long.
 */
export function useAutoPage(
  ref: React.RefObject<HTMLElement | null>,
  enabled: boolean,
  rowHeight = 0,
  ms = AUTO_PAGE_MS,
) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      const el = ref.current;
      if (!el) return;
      // Whole rows per page where the rows are known, so no row is only ever seen cut in half.
      const rows = rowHeight > 0 ? Math.floor(el.clientHeight / rowHeight) : 0;
      const step = rows > 0 ? rows * rowHeight : el.clientHeight;
      el.scrollTop = nextPageTop(el.scrollTop, el.clientHeight, el.scrollHeight, step);
    }, ms);
    return () => clearInterval(timer);
  }, [ref, enabled, rowHeight, ms]);
}
