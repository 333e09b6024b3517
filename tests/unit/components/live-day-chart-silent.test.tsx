// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue 27: a live day curve whose device went silent (PV inverters, the grid meter) shows no
 * last-value label (the last stored figure is not a current one) and draws no further tick.
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
  it('shows the last-value label and draws ticks while the device reports', () => {
    render(<LiveDayChart series={series} history={{}} live={{ t: at, values: { pvKw: 450 } }} />);
    expect(drawn.lastValues.at(-1)).toBe(true);
    expect(drawn.updates).toEqual([450]);
  });

  it('hides the label and draws no tick once the device is silent', () => {
    const { rerender } = render(
      <LiveDayChart series={series} history={{}} live={{ t: at, values: { pvKw: 450 } }} />,
    );
    drawn.updates = [];
    rerender(
      <LiveDayChart series={series} history={{}} live={{ t: at + 60_000, values: { pvKw: 451 } }} silent />,
    );
    expect(drawn.lastValues.at(-1)).toBe(false);
    expect(drawn.updates).toEqual([]);
  });
});
