import { describe, expect, it } from 'vitest';
import {
  columnX,
  fitLayout,
  gridHeight,
  gridWidth,
  hitTest,
  rowY,
  tickIndexes,
  type GridLayout,
} from '@/components/charts/grid-geometry';
import { TEMPERATURE_SCALE, packedPalette } from '@/components/charts/color-scale';
import { fillCellPixels } from '@/components/charts/grid-painter';

const packs: GridLayout = { rows: 12, cols: 24, cellW: 10, cellH: 8, gap: 2, groupCols: 8, groupGap: 6 };

describe('grid hit-testing by index arithmetic', () => {
  it('finds the cell under the centre of every cell', () => {
    for (let row = 0; row < packs.rows; row++)
      for (let col = 0; col < packs.cols; col++) {
        const x = columnX(packs, col) + packs.cellW / 2;
        const y = rowY(packs, row) + packs.cellH / 2;
        expect(hitTest(packs, x, y)).toEqual({ row, col });
      }
  });

  it('finds the edges of a cell and nothing in the gaps', () => {
    expect(hitTest(packs, 0, 0)).toEqual({ row: 0, col: 0 });
    expect(hitTest(packs, 9.99, 7.99)).toEqual({ row: 0, col: 0 });
    expect(hitTest(packs, 10, 0)).toBeNull(); // gap between cells
    expect(hitTest(packs, 0, 8.5)).toBeNull(); // gap between rows
    // Pack boundary: col 7 ends at 7*12+10 = 94, the group gap runs to col 8 at 96+6 = 102.
    expect(columnX(packs, 8)).toBe(102);
    expect(hitTest(packs, 95, 1)).toBeNull();
    expect(hitTest(packs, 101, 1)).toBeNull();
    expect(hitTest(packs, 102, 1)).toEqual({ row: 0, col: 8 });
  });

  it('answers null outside the grid', () => {
    expect(hitTest(packs, -1, 1)).toBeNull();
    expect(hitTest(packs, 1, -1)).toBeNull();
    expect(hitTest(packs, gridWidth(packs) + 1, 1)).toBeNull();
    expect(hitTest(packs, 1, gridHeight(packs) + 1)).toBeNull();
  });

  it('works for the 100 × 288 station grid without gaps', () => {
    const l = fitLayout(1500, 100, 288, { groupCols: 24, aspect: 1, maxCellH: 12 });
    expect(l.gap).toBe(0);
    expect(gridWidth(l)).toBeLessThanOrEqual(1500);
    expect(hitTest(l, columnX(l, 287) + 0.5, rowY(l, 99) + 0.5)).toEqual({ row: 99, col: 287 });
    expect(hitTest(l, columnX(l, 24), 0)).toEqual({ row: 0, col: 24 });
  });
});

describe('fitLayout', () => {
  it('fits the width, with gaps only when cells are big enough', () => {
    const big = fitLayout(1200, 12, 24, { groupCols: 8 });
    expect(big.gap).toBe(2);
    expect(big.groupGap).toBeGreaterThan(0);
    expect(gridWidth(big)).toBeLessThanOrEqual(1200);
    expect(big.cellH).toBeLessThanOrEqual(36);
    const small = fitLayout(300, 100, 288);
    expect(small.gap).toBe(0);
    expect(small.cellW).toBe(2); // the minimum: wider than the box rather than invisible
  });
});

describe('tickIndexes', () => {
  it('keeps at most the requested number of labels', () => {
    expect(tickIndexes(24, 30)).toHaveLength(24);
    expect(tickIndexes(288, 24).length).toBeLessThanOrEqual(24);
    expect(tickIndexes(288, 24)[0]).toBe(0);
  });
});

describe('fillCellPixels', () => {
  it('writes one pixel per cell from each row offset, missing past the data', () => {
    const values = new Float32Array([250, 655, 100, 300, 999, NaN]);
    const out = new Uint32Array(2 * 3);
    const palette = packedPalette(TEMPERATURE_SCALE);
    fillCellPixels(out, values, [0, 4], 3, TEMPERATURE_SCALE, palette);
    const idx = (v: number) => palette[TEMPERATURE_SCALE.thresholds.filter((t) => v >= t).length];
    expect(out[0]).toBe(idx(250));
    expect(out[1]).toBe(idx(655));
    expect(out[2]).toBe(idx(100));
    expect(out[3]).toBe(idx(999));
    expect(out[4]).toBe(palette.at(-1)); // NaN
    expect(out[5]).toBe(palette.at(-1)); // past the end
  });
});
