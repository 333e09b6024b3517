// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import type { ComparedDay } from '@/features/chart-sys/revenue-comparison';
import { i18n, initI18n } from '@/lib/i18n';

/*
 * Issue 30: the profit comparison marks the station's today as partial (a day still filling), as
 * its own faded bar named in the legend and on the axis, not as a whole day's low bar.
 */

const drawn: { series: SeriesDef[]; data: Record<string, TimePoint[]> } = vi.hoisted(() => ({
  series: [],
  data: {},
}));
vi.mock('@/components/charts/time-series-chart', () => ({
  TimeSeriesChart: (p: { series: SeriesDef[]; data: Record<string, TimePoint[]> }) => {
    drawn.series = p.series;
    drawn.data = p.data;
    return null;
  },
}));
const { RevenueChart } = await import('@/features/chart-sys/revenue-chart');

const day = (date: string, profit: number | null): ComparedDay => ({
  date,
  profit,
  previousDate: null,
  previous: 90,
  lastYearDate: null,
  lastYear: null,
});
const days = [day('2026-11-25', 120), day('2026-11-26', 110), day('2026-11-27', 8)];

beforeAll(async () => {
  initI18n('en');
  await i18n.loadNamespaces('reports');
});
afterEach(cleanup);

describe('profit comparison: today is partial', () => {
  it("draws the station's today apart, faded, and names it in the legend", () => {
    render(<RevenueChart days={days} timeZone="Asia/Shanghai" today="2026-11-27" />);
    expect(drawn.series.map((s) => s.id)).toEqual(['current', 'today', 'previous', 'lastYear']);
    // Named in the legend under the chart, not by a title beside its last-value label (9ac9aec).
    expect(drawn.series[1]).toMatchObject({ kind: 'histogram', faded: true, title: undefined });
    expect(drawn.data.current.map((p) => p.v)).toEqual([120, 110]);
    expect(drawn.data.today.map((p) => p.v)).toEqual([8]);
    const legend = screen.getByTestId('revenue-legend');
    expect(legend.querySelector('[data-partial]')?.textContent).toBe(
      'Today 2026-11-27: so far, the day is not over',
    );
  });

  it('has no partial bar for a period that ended (today in the station is another day)', () => {
    render(<RevenueChart days={days} timeZone="Asia/Shanghai" today="2026-12-02" />);
    expect(drawn.series.map((s) => s.id)).toEqual(['current', 'previous', 'lastYear']);
    expect(drawn.data.current).toHaveLength(3);
    expect(screen.getByTestId('revenue-legend').querySelector('[data-partial]')).toBeNull();
  });

  it('leaves a compared period without any figure out of the legend (no data a year ago)', () => {
    render(<RevenueChart days={days} timeZone="Asia/Shanghai" today="2026-12-02" />);
    const items = [...screen.getByTestId('revenue-legend').querySelectorAll('li')].map(
      (li) => li.textContent,
    );
    expect(items).toEqual(['This period', 'Previous period']);
    expect(drawn.series.find((s) => s.id === 'lastYear')?.hidden).toBe(true);
  });
});
