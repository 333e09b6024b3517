import { describe, expect, it } from 'vitest';
import { toChartTime } from '@/components/charts/chart-data';
import { linesRows, rowPrices } from '@/components/charts/lines-rows';

/* Issue 28/34: customChartSys draws each pane's lines as one custom series of rows (LinesChart):
   the rows must hold every line's value at every time, break where a line has none, and turn a
   time no shown line has a value at into whitespace (the lines break across it). */
const TZ = 'Asia/Shanghai';
const T0 = Date.UTC(2026, 9, 1, 0, 0);
const STEP = 4_800_000;
const pts = (values: Array<number | null>, start = T0) => values.map((v, i) => ({ t: start + i * STEP, v }));

describe('linesRows', () => {
  it('zips lines sharing their times, in station wall-clock time', () => {
    const rows = linesRows(['a', 'b'], { a: pts([1, 2, 3]), b: pts([10, null, 30]) }, [false, false], TZ);
    expect(rows).toEqual([
      { time: toChartTime(T0, TZ), values: [1, 10] },
      { time: toChartTime(T0 + STEP, TZ), values: [2, null] },
      { time: toChartTime(T0 + 2 * STEP, TZ), values: [3, 30] },
    ]);
    // (Shanghai is 8 h ahead of UTC all year: 00:00 UTC reads as 08:00 on the axis)
    expect(rows[0].time).toBe(T0 / 1000 + 8 * 3600);
  });

  it('merges lines with different times by time, null where a line has no point', () => {
    const rows = linesRows(['a', 'b'], { a: pts([1, 2]), b: pts([20, 30], T0 + STEP) }, [false, false], TZ);
    expect(rows.map((r) => r.values)).toEqual([
      [1, null],
      [2, 20],
      [null, 30],
    ]);
    expect(rows.map((r) => r.time)).toEqual([0, 1, 2].map((i) => toChartTime(T0 + i * STEP, TZ)));
  });

  it('makes a time without a shown value whitespace, and keeps hidden values for the crosshair', () => {
    const data = { a: pts([1, null, 3]), b: pts([10, 20, null]) };
    const rows = linesRows(['a', 'b'], data, [false, true], TZ);
    expect(rows[0]).toEqual({ time: toChartTime(T0, TZ), values: [1, 10] });
    expect(rows[1]).toEqual({ time: toChartTime(T0 + STEP, TZ) });
    expect(rows[2].values).toEqual([3, null]);
    // (shown again, the hidden line's value makes the row)
    expect(linesRows(['a', 'b'], data, [false, false], TZ)[1].values).toEqual([null, 20]);
  });

  it('reads a non-finite value as none, an absent or empty line as all none, no points as no rows', () => {
    const rows = linesRows(['a', 'b', 'c'], { a: pts([Number.NaN, 2]), c: [] }, [false, false, false], TZ);
    expect(rows.map((r) => r.values ?? 'whitespace')).toEqual(['whitespace', [2, null, null]]);
    expect(linesRows(['a'], { a: [] }, [false], TZ)).toEqual([]);
  });
});

describe('rowPrices', () => {
  it('gives the lowest, highest and last shown value, none for a row with none shown', () => {
    expect(rowPrices([5, -2, null, 7], [false, false, false, false])).toEqual([-2, 7, 7]);
    expect(rowPrices([5, -2, 9], [false, true, true])).toEqual([5, 5, 5]);
    expect(rowPrices([null, 3], [false, true])).toEqual([]);
  });
});
