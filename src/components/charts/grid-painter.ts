import { bandIndex, type ColorScale } from './color-scale';
import { columnX, gridHeight, gridWidth, rowY, type GridLayout } from './grid-geometry';

/**
 * Fills one pixel per cell (row-major, `cols` wide) with the packed colour of its band. Row r's
 * cells are `values[rowOffsets[r] .. rowOffsets[r] + cols)`; a row past the data paints missing.
 * With `rowBase` (deviation colours) row r's values are taken minus rowBase[r].
 */
export function fillCellPixels(
  out: Uint32Array,
  values: ArrayLike<number>,
  rowOffsets: ArrayLike<number>,
  cols: number,
  scale: ColorScale,
  palette: Uint32Array,
  rowBase?: ArrayLike<number>,
): void {
  const missing = palette[palette.length - 1];
  const rows = rowOffsets.length;
  for (let r = 0; r < rows; r++) {
    const start = rowOffsets[r];
    const base = r * cols;
    const shift = rowBase ? rowBase[r] : 0;
    for (let c = 0; c < cols; c++) {
      const i = start + c;
      const band = start >= 0 && i < values.length ? bandIndex(scale, values[i] - shift) : -1;
      out[base + c] = band < 0 ? missing : palette[band];
    }
  }
}

/** Whether two cell colour images are the same, pixel for pixel. */
export function sameColours(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Rectangles of every gap (between cells, rows and groups) as one path, to punch out. */
export function gapPath(layout: GridLayout): Path2D {
  const path = new Path2D();
  const w = gridWidth(layout);
  const h = gridHeight(layout);
  for (let c = 0; c < layout.cols - 1; c++) {
    const x = columnX(layout, c) + layout.cellW;
    path.rect(x, 0, columnX(layout, c + 1) - x, h);
  }
  if (layout.gap > 0)
    for (let r = 0; r < layout.rows - 1; r++) path.rect(0, rowY(layout, r) + layout.cellH, w, layout.gap);
  return path;
}

/**
 * Draws the 1-px-per-cell image onto the grid, one scaled copy per column group, then cuts the
 * gaps out: a handful of canvas calls whatever the number of cells.
 */
export function drawCells(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource,
  layout: GridLayout,
  gaps: Path2D,
): void {
  const { cols, rows, groupCols } = layout;
  const h = gridHeight(layout);
  ctx.clearRect(0, 0, gridWidth(layout) + 1, h + 1);
  ctx.imageSmoothingEnabled = false;
  for (let start = 0; start < cols; start += groupCols) {
    const n = Math.min(groupCols, cols - start);
    // Each source pixel spans one pitch (cell + gap); the gaps are cut out below.
    ctx.drawImage(
      image,
      start,
      0,
      n,
      rows,
      columnX(layout, start),
      0,
      n * (layout.cellW + layout.gap),
      h + layout.gap,
    );
  }
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  ctx.fill(gaps);
  ctx.restore();
}
