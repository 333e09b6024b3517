import { describe, expect, it, vi } from 'vitest';
import { axisSlots, fitUnlessFitted, type TimePoint } from '../../../src/components/charts/chart-data';

function fakeChart(range: { from: number; to: number } | null) {
  const fitContent = vi.fn();
  const setVisibleLogicalRange = vi.fn();
  const chart = {
    timeScale: () => ({ getVisibleLogicalRange: () => range, fitContent, setVisibleLogicalRange }),
  };
  return {
    chart: chart as unknown as Parameters<typeof fitUnlessFitted>[0],
    fitContent,
    setVisibleLogicalRange,
  };
}
const points = (n: number, from = 0): TimePoint[] =>
  Array.from({ length: n }, (_, i) => ({ t: (from + i) * 300_000, v: i }));

describe('fitUnlessFitted', () => {
  it('sets nothing (no second redraw) when the range already spans as many slots', () => {
    const c = fakeChart({ from: 0, to: 287 });
    fitUnlessFitted(c.chart, { pv: points(288), grid: points(288) });
    expect(c.fitContent).not.toHaveBeenCalled();
    expect(c.setVisibleLogicalRange).not.toHaveBeenCalled();
  });

  it('spans exactly the shared slots, trailing empty ones included, when the count changed or the range moved', () => {
    const today = [...points(241), ...points(47, 241).map((p) => ({ ...p, v: null }))];
    for (const range of [{ from: 0, to: 240 }, { from: 47, to: 287 }, null]) {
      const c = fakeChart(range);
      fitUnlessFitted(c.chart, { pv: today, grid: today });
      expect(c.setVisibleLogicalRange).toHaveBeenCalledWith({ from: 0, to: 287 });
      expect(c.fitContent).not.toHaveBeenCalled();
    }
  });

  it('falls back to fitContent when the series do not share their times', () => {
    const cases: Record<string, TimePoint[]>[] = [
      { a: points(10), b: points(8) },
      { a: points(10), b: points(10, 5) },
      { a: points(1) },
    ];
    for (const data of cases) {
      const c = fakeChart(null);
      fitUnlessFitted(c.chart, data);
      expect(c.fitContent).toHaveBeenCalledTimes(1);
    }
  });
});

describe('axisSlots', () => {
  it('keeps the slots of a period that ends in empty ones (today padded to midnight), else none', () => {
    const today = [...points(3), { t: 900_000, v: null }, { t: 1_200_000, v: null }];
    expect(axisSlots({ pv: today, grid: points(2) })).toEqual(today.map((p) => ({ t: p.t, v: 0 })));
    expect(axisSlots({ pv: points(288) })).toBeNull();
    expect(axisSlots({})).toBeNull();
  });
});
