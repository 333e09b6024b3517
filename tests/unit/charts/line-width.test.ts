import type { IChartApi } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { addSeries, seriesKeyOf, type SeriesDef } from '@/components/charts/chart-series';

/** A chart that records the options each series is added with. */
function recordingChart() {
  const added: Array<Record<string, unknown>> = [];
  const chart = {
    addSeries: (_kind: unknown, options: Record<string, unknown>) => {
      added.push(options);
      return {};
    },
  } as unknown as IChartApi;
  return { chart, added };
}

/* Issue 28: customChartSys' min/max bands drawn 2 px wide cost Chromium's software raster ~30 ms
   a paint at CPU ×4 (1 px: ~8 ms), a range change's largest single part. */
describe('series line width', () => {
  it('draws lines and areas 2 px wide unless the series asks for 1', () => {
    const { chart, added } = recordingChart();
    addSeries(chart, { id: 'a', kind: 'line', colorVar: '--c-primary' }, false);
    addSeries(chart, { id: 'b', kind: 'area', colorVar: '--c-primary' }, false);
    addSeries(chart, { id: 'c', kind: 'line', colorVar: '--c-primary', lineWidth: 1 }, false);
    addSeries(chart, { id: 'd', kind: 'area', colorVar: '--c-primary', lineWidth: 1 }, false);
    expect(added.map((o) => o.lineWidth)).toEqual([2, 2, 1, 1]);
  });

  it('re-creates the series when their width changes', () => {
    const def: SeriesDef = { id: 'a', kind: 'line', colorVar: '--c-primary' };
    expect(seriesKeyOf([def])).not.toBe(seriesKeyOf([{ ...def, lineWidth: 1 }]));
    expect(seriesKeyOf([def])).toBe(seriesKeyOf([{ ...def, lineWidth: 2 }]));
  });
});
