// @vitest-environment jsdom
// Issue 34: a period switch of historySys and chartSys renders the new period once, and leaves the
// navigator's siblings (the page header, the report tabs, the monthly bar) and the table rows of
// the days both periods hold unrendered. Counted with the render probe (imported before React).
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/period';
import { renderCountSetup } from '../render-count-setup';

vi.mock('@/api/site-info', () => ({
  useStationTimeZone: () => 'Asia/Shanghai',
  useCommissioningDate: () => '2020-01-01',
}));
// No canvas in jsdom: the charts are stubs (their own work is the chart's, not the page's).
vi.mock('@/components/charts/day-chart', () => ({ DayChart: () => null, dayTime: () => 0 }));
vi.mock('@/components/charts/time-series-chart', () => ({ TimeSeriesChart: () => null }));

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
/** A day's figures from its date alone: the same day answers the same in every range. */
const n = (date: string, k: number) => Number(date.slice(8)) * 10 + k;
const split = (date: string, k: number) => ({ sharp: 1, peak: 2, flat: 3, valley: 4, total: n(date, k) });
const answer = <T,>(v: T) => new Promise<T>((r) => setTimeout(() => r(v), 5));
/** The row calls made, by report kind. */
const pageCalls: string[] = [];
vi.mock('@/api/profit', () => ({
  getProfitPage: (kind: string, q: { startTime: string; endTime: string }) => {
    pageCalls.push(kind);
    const records = days(q.startTime, q.endTime)
      .reverse()
      .map((date) => ({
        date,
        charge: split(date, 1),
        discharge: split(date, 2),
        efficiency: 90,
        profit: 1,
      }));
    return answer({ records, total: records.length, size: records.length, current: 1, pages: 1 });
  },
  getProfitTotal: () => answer({ charge: { total: 1 }, discharge: { total: 2 } }),
  getBmsUsage: (q: { startTime: string; endTime: string }) =>
    answer({
      days: days(q.startTime, q.endTime).map((date) => ({ date, charge: 1, discharge: 2, soc: 50 })),
    }),
  exportProfit: () => Promise.resolve(''),
}));
const total = (date: string) => ({
  date,
  pvKwh: n(date, 1),
  loadKwh: n(date, 2),
  gridImportKwh: 1,
  gridExportKwh: 1,
  chargeKwh: 1,
  dischargeKwh: 1,
  generatorKwh: 0,
});
vi.mock('@/api/history', () => ({
  getHistoryDay: () => answer([]),
  getHistoryMonth: (q: { startTime: string; endTime: string }) =>
    answer(days(q.startTime, q.endTime).map(total)),
  getHistoryYear: () => answer([]),
}));

const { act, render, probe } = await renderCountSetup();
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { waitFor } = await import('@testing-library/react');
const { Page: ChartSys } = await import('@/features/chart-sys/page');
const { Page: HistorySys } = await import('@/features/history-sys/page');

const END = '2026-03-20';
const href = (page: string, end: string, length: number) =>
  `/index/${page}?period=custom&from=${addDays(end, 1 - length)}&to=${end}`;
/** A same-document navigation, as the console's links (and the bench) make. */
const go = (url: string) =>
  act(() => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  });

async function mount(Page: () => React.ReactNode, url: string, ready: (c: HTMLElement) => boolean) {
  history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(ready(view.container)).toBe(true));
  return view;
}

/** The table's first date cell (rows newest first in chartSys, oldest first in historySys). */
const dates = (c: HTMLElement, id: string) =>
  [...c.querySelectorAll(`[data-testid="${id}"] tbody tr td:first-child`)].map((td) => td.textContent);

describe('a period switch renders the new period once', () => {
  it('chartSys: one report render with all its answers, no sibling and only the new day row', async () => {
    const view = await mount(ChartSys, href('chartSys', END, 30), (c) => dates(c, 'report-table')[0] === END);
    await waitFor(() => expect(view.getByTestId('top7-table')).toBeTruthy());
    probe().reset();
    pageCalls.length = 0;
    const end = addDays(END, -1);
    go(href('chartSys', end, 30));
    await waitFor(() => expect(dates(view.container, 'report-table')[0]).toBe(end));
    await waitFor(() => expect(view.getByTestId('top7-range').textContent).toContain(end));
    await new Promise((r) => setTimeout(r, 50));
    const by = probe().read().byComponent;
    // The navigator's siblings: the tabs are not rendered; the header follows the export name.
    expect(by.ReportTabs).toBeUndefined();
    // The report: the switch (placeholder rows) and the new answer, nothing between.
    expect(by.ReportView).toBe(2);
    // 30 days moved by one: the new day's row (and none of the 29 others) is rendered.
    expect(by.ReportRow).toBe(1);
    expect(view.queryByRole('status')).toBeNull();
    // The last seven days' charge and discharge are the storage report's own rows: the switch asks
    // the quantity rows once (and the profit rows of the last seven days), not twice.
    expect(pageCalls.sort()).toEqual(['fee', 'quantity']);
    expect(dates(view.container, 'top7-table')).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(end, i - 6).slice(5)),
    );
  });

  it('historySys 60-day view: the header and the monthly bar stay; only the new day row renders', async () => {
    const view = await mount(
      HistorySys,
      href('historySys', END, 60),
      (c) => dates(c, 'history-table')[59] === END,
    );
    probe().reset();
    const end = addDays(END, -1);
    go(href('historySys', end, 60));
    await waitFor(() => expect(dates(view.container, 'history-table')[59]).toBe(end));
    await new Promise((r) => setTimeout(r, 50));
    const by = probe().read().byComponent;
    expect(by.PageHeader).toBeUndefined();
    expect(by.MonthRangeBar).toBeUndefined();
    expect(by.Page).toBe(2);
    expect(by.ReportRow).toBe(1);
  });
});
