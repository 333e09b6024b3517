import { describe, expect, it, vi } from 'vitest';
import { fitUnlessFitted, type TimePoint } from '../../../src/components/charts/time-series-chart';

function fakeChart(range: { from: number; to: number } | null) {
  const fitContent = vi.fn();
  const chart = { timeScale: () => ({ getVisibleLogicalRange: () => range, fitContent }) };
  return { chart: chart as unknown as Parameters<typeof fitUnlessFitted>[0], fitContent };
}
const points = (n: number): TimePoint[] => Array.from({ length: n }, (_, i) => ({ t: i * 300_000, v: i }));

describe('fitUnlessFitted', () => {
  it('skips the fit (and its second redraw) when the range already spans as many points', () => {
    const { chart, fitContent } = fakeChart({ from: 0, to: 287 });
    fitUnlessFitted(chart, { pv: points(288), grid: points(288) });
    expect(fitContent).not.toHaveBeenCalled();
  });

  it('fits when the count changed, the range was moved or nothing was drawn yet', () => {
    for (const [range, n] of [
      [{ from: 0, to: 287 }, 241], // today: fewer points than a whole day
      [{ from: 47, to: 287 }, 288], // resized: the range no longer spans every point
      [null, 60], // first data
      [{ from: 0, to: 59 }, 0], // no data at all
    ] as const) {
      const { chart, fitContent } = fakeChart(range);
      fitUnlessFitted(chart, { v: points(n) });
      expect(fitContent).toHaveBeenCalledTimes(1);
    }
  });
});
