/*
 * Geometry of a cell grid drawn on a canvas: rows × cols cells of cellW × cellH pixels with a
 * gap between cells and an extra gap after every `groupCols` columns (e.g. pack boundaries).
 * Hit-testing is index arithmetic on the same numbers, so it needs no DOM node per cell.
 */
export interface GridLayout {
  rows: number;
  cols: number;
  cellW: number;
  cellH: number;
  gap: number;
  /** Columns per group; equal to cols when the grid has no groups. */
  groupCols: number;
  groupGap: number;
}

export interface GridHit {
  row: number;
  col: number;
}

export interface FitOptions {
  /** Largest cell edge in px. */
  maxCell?: number;
  /** Smallest cell width in px (the grid is wider than its box below that). */
  minCell?: number;
  /** Cell height as a share of the width, and its own limit. */
  aspect?: number;
  maxCellH?: number;
  groupCols?: number;
}

function groupsOf(cols: number, groupCols: number): number {
  return Math.ceil(cols / groupCols);
}

/** The largest layout of rows × cols that fits `width` px (gaps shrink away for tiny cells). */
export function fitLayout(width: number, rows: number, cols: number, options: FitOptions = {}): GridLayout {
  const { maxCell = 48, minCell = 2, aspect = 0.7, maxCellH = 36 } = options;
  const safeCols = Math.max(1, cols);
  const groupCols = options.groupCols && options.groupCols < safeCols ? options.groupCols : safeCols;
  const pitch = width / safeCols;
  const gap = pitch >= 10 ? 2 : pitch >= 6 ? 1 : 0;
  const groupGap = groupCols < safeCols && pitch >= 4 ? Math.max(2, gap * 3) : 0;
  const extra = (groupsOf(safeCols, groupCols) - 1) * groupGap + (safeCols - 1) * gap;
  const cellW = Math.max(minCell, Math.min(maxCell, Math.floor((width - extra) / safeCols)));
  const cellH = Math.max(minCell, Math.min(maxCellH, Math.round(cellW * aspect)));
  return { rows: Math.max(0, rows), cols: safeCols, cellW, cellH, gap, groupCols, groupGap };
}

/** Left edge of a column, in px from the grid's origin. */
export function columnX(layout: GridLayout, col: number): number {
  return col * (layout.cellW + layout.gap) + Math.floor(col / layout.groupCols) * layout.groupGap;
}

/** Top edge of a row. */
export function rowY(layout: GridLayout, row: number): number {
  return row * (layout.cellH + layout.gap);
}

export function gridWidth(layout: GridLayout): number {
  return layout.cols === 0 ? 0 : columnX(layout, layout.cols - 1) + layout.cellW;
}

export function gridHeight(layout: GridLayout): number {
  return layout.rows === 0 ? 0 : rowY(layout, layout.rows - 1) + layout.cellH;
}

/** The cell under a point (px from the grid's origin), or null over a gap or outside. */
export function hitTest(layout: GridLayout, x: number, y: number): GridHit | null {
  if (x < 0 || y < 0) return null;
  const pitchX = layout.cellW + layout.gap;
  const groupW = layout.groupCols * pitchX + layout.groupGap;
  const group = Math.floor(x / groupW);
  const inGroup = x - group * groupW;
  const c = Math.floor(inGroup / pitchX);
  if (c >= layout.groupCols || inGroup - c * pitchX >= layout.cellW) return null;
  const col = group * layout.groupCols + c;
  const pitchY = layout.cellH + layout.gap;
  const row = Math.floor(y / pitchY);
  if (y - row * pitchY >= layout.cellH) return null;
  if (col >= layout.cols || row >= layout.rows) return null;
  return { row, col };
}

/** Every `step`-th index so that at most `max` labels are drawn along an axis. */
export function tickIndexes(count: number, max: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  return out;
}
