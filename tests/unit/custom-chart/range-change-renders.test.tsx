// @vitest-environment jsdom
// Issue 28: a range change of a custom chart renders the chart's view and its answer, not the page
// around it (the chart list, the header): the page reads only the `chart` parameter of the query.
// Counted with the render probe (imported before React).
import { describe, expect, it, vi } from 'vitest';
import type * as CustomChartApi from '@/api/custom-chart';
import type { ChartData, CustomChart } from '@/contract/api/custom-chart';
import { addDays } from '@/lib/period';
import { renderCountSetup } from '../render-count-setup';

vi.mock('@/api/site-info', () => ({
  useStationTimeZone: () => 'Asia/Shanghai',
  useCommissioningDate: () => '2020-01-01',
}));
// No canvas in jsdom: the chart is a stub (its own work is the chart's, not the page's).
vi.mock('@/components/charts/lines-chart', () => ({ LinesChart: () => null }));
// jsdom lays nothing out: the view is given a chart box 1 600 px wide.
vi.mock('@/components/charts/use-element-width', () => ({
  useElementWidth: () => [{ current: null }, 1600],
}));
vi.mock('@/features/custom-chart-sys/use-tag-labels', () => ({ useTagLabels: () => () => '' }));

const CHART: CustomChart = {
  id: '7',
  name: 'Flows',
  tags: [{ deviceId: 'grid', tagNo: 'GRID_P' }],
  createTime: '2026-01-01 00:00:00',
  updateTime: '2026-01-01 00:00:00',
};
const asked: string[] = [];
vi.mock('@/api/custom-chart', async (actual) => ({
  ...(await actual<typeof CustomChartApi>()),
  getCustomCharts: () => Promise.resolve([CHART]),
  getChartData: (_site: string, id: string, startTime: string, endTime: string): Promise<ChartData> => {
    asked.push(endTime.slice(0, 10));
    const t = Date.parse(`${endTime.slice(0, 10)}T00:00:00+08:00`);
    return new Promise((r) =>
      setTimeout(
        () =>
          r({
            id,
            name: CHART.name,
            startTime,
            endTime,
            rangeLimit: 'month',
            series: [
              {
                deviceId: 'grid',
                tagNo: 'GRID_P',
                deviceName: '电网',
                deviceNameEn: 'Grid',
                name: '电网功率',
                nameEn: 'Grid power',
                unit: 'kW',
                stepMs: 300_000,
                points: [
                  [t, 1],
                  [t + 300_000, 2],
                ],
              },
            ],
          }),
        5,
      ),
    );
  },
}));

const { act, render, probe } = await renderCountSetup();
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { waitFor } = await import('@testing-library/react');
const { Page } = await import('@/features/custom-chart-sys/page');

const END = '2026-03-20';
const href = (end: string) =>
  `/index/customChartSys?chart=7&period=custom&from=${addDays(end, -29)}&to=${end}`;

describe('a custom chart range change', () => {
  it('renders the view once for the range and the body once for its answer, not the page or its list', async () => {
    history.replaceState(null, '', href(END));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(view.getByRole('button', { name: /Grid · Grid power/ })).toBeTruthy());
    probe().reset();
    const end = addDays(END, -1);
    act(() => {
      history.pushState(null, '', href(end));
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(asked.at(-1)).toBe(end));
    await new Promise((r) => setTimeout(r, 50));
    const by = probe().read().byComponent;
    expect(by.Page).toBeUndefined();
    expect(by.PageHeader).toBeUndefined();
    expect(by.ChartView).toBe(1);
    expect(by.ChartBody).toBe(1);
    // The open chart is still marked in the list, and opening it again keeps the range.
    expect(view.getByRole('button', { name: 'Flows' }).getAttribute('aria-current')).toBe('page');
    act(() => view.getByRole('button', { name: 'Flows' }).click());
    expect(window.location.search).toBe(`?chart=7&period=custom&from=${addDays(end, -29)}&to=${end}`);
  });
});
