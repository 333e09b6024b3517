// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';

/*
 * Issue 30: the per-day charts (energySys, the reports) put no last-value labels on their value
 * axis: two close ones covered each other and an axis tick (3 466 / 3 404 kWh over the 4 000 tick).
 */

const drawn: { lastValues?: boolean } = vi.hoisted(() => ({}));
vi.mock('@/components/charts/time-series-chart', () => ({
  TimeSeriesChart: (p: { lastValues?: boolean }) => {
    drawn.lastValues = p.lastValues;
    return null;
  },
}));
const { DayChart } = await import('@/components/charts/day-chart');

afterEach(cleanup);

describe('DayChart', () => {
  it('draws no last-value labels on the value axis', () => {
    const series: SeriesDef[] = [
      { id: 'charge', title: 'Charge', kind: 'histogram', colorVar: '--c-charge' },
      { id: 'discharge', title: 'Discharge', kind: 'histogram', colorVar: '--c-discharge' },
    ];
    const data: Record<string, TimePoint[]> = {
      charge: [{ t: 1_764_172_800_000, v: 3466 }],
      discharge: [{ t: 1_764_172_800_000, v: 3404 }],
    };
    render(<DayChart series={series} data={data} kind="energy" timeZone="Asia/Shanghai" />);
    expect(drawn.lastValues).toBe(false);
  });
});
