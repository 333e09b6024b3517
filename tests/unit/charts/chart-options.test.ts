import { describe, expect, it } from 'vitest';
import { chartOptions } from '../../../src/components/charts/chart-options';

describe('chartOptions', () => {
  it('keeps the time range shown when the plot narrows (a wider value axis, a smaller window)', () => {
    // The value axis widens with its labels (a day of ±600 kW after one of 0–80 kW). With the
    // bar spacing kept instead, the range's first bars were cut off on the left: the custom
    // chart's day before was drawn from 00:25, not midnight (found by custom-chart.spec.ts in
    // the first hour of a station day, when today's few points have narrow labels).
    const options = chartOptions({ height: 200, language: () => 'en' });
    expect(options.timeScale.lockVisibleTimeRangeOnResize).toBe(true);
  });
});
