/**
 * Which rows of a fixed-height tile grid are on screen: rows [first, last) with `overscan`
 * rows either side. Pure, so the windowing is unit tested without a browser.
 */
export function visibleRows(
  scrollTop: number,
  viewportH: number,
  rowH: number,
  totalRows: number,
  overscan = 1,
): { first: number; last: number } {
  if (totalRows <= 0 || rowH <= 0) return { first: 0, last: 0 };
  const first = Math.min(totalRows, Math.max(0, Math.floor(scrollTop / rowH) - overscan));
  const last = Math.min(totalRows, Math.ceil((scrollTop + Math.max(0, viewportH)) / rowH) + overscan);
  return { first, last: Math.max(first, last) };
}

/** Tiles per row for a width, at least one. */
export function tilesPerRow(width: number, minTileW: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minTileW + gap)));
}
