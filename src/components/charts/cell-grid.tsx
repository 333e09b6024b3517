import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { AxisLeft, AxisTop } from '@visx/axis';
import { scaleOrdinal } from '@visx/scale';
import { packedPalette, type ColorScale } from './color-scale';
import {
  columnX,
  fitLayout,
  gridHeight,
  gridWidth,
  hitTest,
  rowY,
  tickIndexes,
  type FitOptions,
  type GridHit,
} from './grid-geometry';
import { drawCells, fillCellPixels, gapPath, sameColours } from './grid-painter';
import { chartFontPx, useChartTextScale } from './use-chart-text-scale';
import { useElementWidth } from './use-element-width';

/** Imperative side of a grid: new values repaint the canvas with no React render. */
export interface CellGridHandle {
  /**
   * Row r shows `values[rowOffsets[r] ..]` (minus `rowBase[r]` for a deviation scale); painted on
   * the next animation frame.
   */
  paint(values: Float32Array, rowOffsets: ArrayLike<number>, rowBase?: ArrayLike<number>): void;
}

export interface CellGridProps extends Pick<FitOptions, 'maxCell' | 'maxCellH' | 'minCell' | 'aspect'> {
  ref?: Ref<CellGridHandle>;
  rows: number;
  cols: number;
  /** Extra gap after every groupCols columns (pack or rack boundaries). */
  groupCols?: number;
  scale: ColorScale;
  rowLabel: (row: number) => string;
  colLabel: (col: number) => string;
  /** A cell to outline (the drill-down's selection). */
  selected?: GridHit | null;
  /** Columns to label (default: evenly spaced). */
  colTicks?: number[];
  ariaLabel: string;
  /** Tooltip body for the hovered cell; re-rendered when new values arrive while hovering. */
  renderTooltip?: (hit: GridHit) => ReactNode;
  onCellClick?: (hit: GridHit) => void;
  testId?: string;
}

/** Room for the row labels and the column labels at the dark skin's label size (x the skin's scale). */
const AXIS_LEFT_PX = 44;

/** A canvas off the page for the 1-px-per-cell image (a detached <canvas> where OffscreenCanvas is missing). */
function offscreen(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const image = new OffscreenCanvas(width, height);
    return { image, imageCtx: image.getContext('2d') };
  }
  const image = document.createElement('canvas');
  image.width = width;
  image.height = height;
  return { image, imageCtx: image.getContext('2d') };
}
const AXIS_TOP_PX = 22;

/** Cells on one canvas, axes with visx: a fixed, small number of DOM nodes for any size. */
export function CellGrid(props: CellGridProps) {
  const {
    ref,
    rows,
    cols,
    groupCols,
    scale,
    rowLabel,
    colLabel,
    renderTooltip,
    onCellClick,
    testId,
    ariaLabel,
  } = props;
  const { maxCell, maxCellH, minCell, aspect, colTicks, selected } = props;
  const [boxRef, boxWidth] = useElementWidth<HTMLDivElement>();
  // The wall skin's labels are larger (issue 30): their room and spacing grow with them.
  const textScale = useChartTextScale();
  const fontSize = chartFontPx(10, textScale);
  const axisLeft = Math.round(AXIS_LEFT_PX * textScale);
  const axisTop = Math.round(AXIS_TOP_PX * textScale);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const data = useRef<{ values: Float32Array; offsets: ArrayLike<number>; base?: ArrayLike<number> } | null>(
    null,
  );
  const frame = useRef(0);
  // The colours last drawn: a frame whose cells keep their colour bands leaves the canvas alone
  // (no raster, no canvas upload to the compositor). Reset whenever the canvas is cleared.
  const drawn = useRef<Uint32Array | null>(null);
  const [hover, setHover] = useState<(GridHit & { x: number; y: number }) | null>(null);
  const hovering = useRef(false);
  const [, setVersion] = useState(0);

  const layout = useMemo(
    () =>
      fitLayout(Math.max(0, boxWidth - axisLeft - 4), rows, cols, {
        groupCols,
        maxCell,
        maxCellH,
        minCell,
        aspect,
      }),
    [boxWidth, axisLeft, rows, cols, groupCols, maxCell, maxCellH, minCell, aspect],
  );
  const width = gridWidth(layout);
  const height = gridHeight(layout);
  const paintNow = useMemo(() => {
    const palette = packedPalette(scale);
    const { image, imageCtx } = offscreen(Math.max(1, cols), Math.max(1, rows));
    const pixels = imageCtx?.createImageData(Math.max(1, cols), Math.max(1, rows));
    const gaps = gapPath(layout);
    return () => {
      frame.current = 0;
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      const d = data.current;
      if (!canvas || !ctx || !imageCtx || !pixels || !d) return;
      const colours = new Uint32Array(pixels.data.buffer);
      fillCellPixels(
        colours,
        d.values,
        d.offsets,
        cols,
        scale,
        palette,
        scale.deviation ? d.base : undefined,
      );
      if (drawn.current && sameColours(drawn.current, colours)) return;
      drawn.current = colours.slice();
      imageCtx.putImageData(pixels, 0, 0);
      ctx.setTransform(canvas.width / Math.max(1, width), 0, 0, canvas.height / Math.max(1, height), 0, 0);
      drawCells(ctx, image, layout, gaps);
    };
  }, [layout, scale, cols, rows, width, height]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(paintNow);
  }, [paintNow]);

  useImperativeHandle(
    ref,
    () => ({
      paint(values, rowOffsets, rowBase) {
        data.current = { values, offsets: rowOffsets, base: rowBase };
        schedule();
        if (hovering.current) setVersion((v) => v + 1);
      },
    }),
    [schedule],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    drawn.current = null;
    schedule();
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [width, height, schedule]);

  const pointAt = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    return { hit: hitTest(layout, x, y), x, y };
  };
  const onMove = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const { hit, x, y } = pointAt(e);
    hovering.current = hit !== null;
    setHover((prev) => {
      if (!hit) return null;
      if (prev && prev.row === hit.row && prev.col === hit.col) return prev;
      return { ...hit, x, y };
    });
  };

  const xScale = scaleOrdinal<number, number>({
    domain: Array.from({ length: cols }, (_, i) => i),
    range: Array.from({ length: cols }, (_, i) => columnX(layout, i) + layout.cellW / 2),
  });
  const yScale = scaleOrdinal<number, number>({
    domain: Array.from({ length: rows }, (_, i) => i),
    range: Array.from({ length: rows }, (_, i) => rowY(layout, i) + layout.cellH / 2),
  });
  const xTicks = colTicks ?? tickIndexes(cols, Math.max(2, Math.floor(width / (34 * textScale))));
  const yTicks = tickIndexes(rows, Math.max(2, Math.floor(height / (16 * textScale))));
  const tipLeft = hover ? Math.min(hover.x + axisLeft + 14, Math.max(0, boxWidth - 230)) : 0;

  return (
    <div
      ref={boxRef}
      className="relative w-full"
      data-testid={testId ?? 'cell-grid'}
      data-rows={rows}
      data-cols={cols}
    >
      <svg width={axisLeft + width + 4} height={axisTop} className="block" aria-hidden>
        <AxisTop
          left={axisLeft}
          top={axisTop - 1}
          scale={xScale}
          tickValues={xTicks}
          tickFormat={(v) => colLabel(v)}
          hideAxisLine
          tickLength={3}
          stroke="var(--c-line)"
          tickStroke="var(--c-line)"
          tickLabelProps={{ fill: 'var(--c-muted)', fontSize, textAnchor: 'middle' }}
        />
      </svg>
      <div className="flex">
        <svg width={axisLeft} height={height} className="block shrink-0" aria-hidden>
          <AxisLeft
            left={axisLeft - 1}
            scale={yScale}
            tickValues={yTicks}
            tickFormat={(v) => rowLabel(v)}
            hideAxisLine
            tickLength={3}
            tickStroke="var(--c-line)"
            tickLabelProps={{ fill: 'var(--c-muted)', fontSize, textAnchor: 'end', dy: '0.33em' }}
          />
        </svg>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={ariaLabel}
          style={{ width, height, cursor: onCellClick ? 'pointer' : 'crosshair' }}
          data-layout={JSON.stringify(layout)}
          onMouseMove={onMove}
          onMouseLeave={() => {
            hovering.current = false;
            setHover(null);
          }}
          onClick={(e) => {
            const { hit } = pointAt(e);
            if (hit) onCellClick?.(hit);
          }}
        />
      </div>
      {selected && selected.row < rows && selected.col < cols ? (
        <div
          aria-hidden
          data-testid="cell-selected"
          className="pointer-events-none absolute rounded-sm border-2 border-fg"
          style={{
            left: axisLeft + columnX(layout, selected.col) - 2,
            top: axisTop + rowY(layout, selected.row) - 2,
            width: layout.cellW + 4,
            height: layout.cellH + 4,
          }}
        />
      ) : null}
      {hover && renderTooltip ? (
        <div
          role="tooltip"
          data-testid="cell-tooltip"
          className="pointer-events-none absolute z-10 w-56 rounded-md border border-line bg-surface-2 p-2 text-xs text-fg shadow-lg"
          style={{ left: tipLeft, top: hover.y + axisTop + 14 }}
        >
          {renderTooltip(hover)}
        </div>
      ) : null}
    </div>
  );
}
