// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue 27: a live day curve whose device went silent (PV inverters, the grid meter) shows no
 * latest value (the last stored figure is not a current one) and draws no further tick.
 * Issue 30: the latest values stand in the legend, never as labels on the value axis (two close
 * ones covered each other and a tick).
 */

const drawn = vi.hoisted(() => ({ lastValues: [] as boolean[], updates: [] as number[] }));
vi.mock('@/components/charts/time-series-chart', () => ({
  TimeSeriesChart: forwardRef(function Fake(p: { lastValues?: boolean }, ref) {
    drawn.lastValues.push(p.lastValues ?? true);
    useImperativeHandle(ref, () => ({
      update: (_id: string, pt: { v: number }) => drawn.updates.push(pt.v),
    }));
    return null;
  }),
}));
const { LiveDayChart } = await import('@/components/charts/live-day-chart');

const series = [{ id: 'pvKw', kind: 'area' as const, colorVar: '--c-warning', title: 'PV' }];
const at = Date.UTC(2026, 10, 27, 4, 0);

afterEach(() => {
  cleanup();
  drawn.lastValues = [];
  drawn.updates = [];
});

describe('LiveDayChart of a silent device', () => {
  it('shows the latest value in the legend, not on the axis, and draws ticks while the device reports', () => {
    const { getByTestId } = render(
      <LiveDayChart
        series={series}
        history={{}}
        live={{ t: at, values: { pvKw: 450 } }}
        formatValue={(v) => `${v} kW`}
        data-testid="pv"
      />,
    );
    expect(drawn.lastValues.at(-1)).toBe(false);
    expect(getByTestId('pv-legend').textContent).toBe('PV450 kW');
    expect(drawn.updates).toEqual([450]);
  });

  it('shows the last stored value in the legend before the first live tick', () => {
    const { getByTestId } = render(
      <LiveDayChart
        series={series}
        history={{
          pvKw: [
            { t: at - 300_000, v: 12 },
            { t: at, v: null },
          ],
        }}
        live={null}
        data-testid="pv"
      />,
    );
    expect(getByTestId('pv-legend').textContent).toBe('PV12');
  });

  it('shows no latest value and draws no tick once the device is silent', () => {
    const { rerender, getByTestId } = render(
      <LiveDayChart series={series} history={{}} live={{ t: at, values: { pvKw: 450 } }} data-testid="pv" />,
    );
    drawn.updates = [];
    rerender(
      <LiveDayChart
        series={series}
        history={{}}
        live={{ t: at + 60_000, values: { pvKw: 451 } }}
        silent
        data-testid="pv"
      />,
    );
    expect(drawn.lastValues.at(-1)).toBe(false);
    expect(getByTestId('pv-legend').textContent).toBe('PV');
    expect(drawn.updates).toEqual([]);
  });
});
