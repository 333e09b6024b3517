// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportTable, type ReportColumn } from '@/components/report-table';

afterEach(cleanup);

interface Row {
  date: string;
  kwh: number;
}
let renders = 0;
const COLUMNS: ReportColumn<Row>[] = [
  { key: 'date', header: 'Date', render: (r) => r.date, align: 'left' },
  {
    key: 'kwh',
    header: 'kWh',
    render: (r) => {
      renders++;
      return String(r.kwh);
    },
  },
];
const withTotal = (rows: Row[]) =>
  COLUMNS.map((c) => (c.key === 'kwh' ? { ...c, footer: String(rows.reduce((s, r) => s + r.kwh, 0)) } : c));
const table = (rows: Row[]) => (
  <ReportTable caption="t" rows={rows} rowKey={(r) => r.date} footerLabel="Total" columns={withTotal(rows)} />
);
const texts = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent);

describe('ReportTable', () => {
  it('renders again only the rows whose values changed when the period moves by a day', () => {
    const days = (from: number, n: number, bump = -1) =>
      Array.from({ length: n }, (_, i) => ({
        date: `2026-11-${String(from + i).padStart(2, '0')}`,
        kwh: from + i + (from + i === bump ? 100 : 0),
      }));
    const view = render(table(days(1, 5)));
    expect(texts()).toEqual(['2026-11-011', '2026-11-022', '2026-11-033', '2026-11-044', '2026-11-055']);
    renders = 0;
    // New objects with the same values for days 2..5, day 6 new, day 4 corrected.
    view.rerender(table(days(2, 5, 4)));
    expect(texts()).toEqual(['2026-11-022', '2026-11-033', '2026-11-04104', '2026-11-055', '2026-11-066']);
    expect(renders).toBe(2); // day 4 (changed) and day 6 (new)
    expect(screen.getByTestId('report-total-row').textContent).toBe('Total120');
  });

  it('renders every row again when a column draws its cells differently', () => {
    const rows = [{ date: '2026-11-01', kwh: 1 }];
    const view = render(table(rows));
    view.rerender(
      <ReportTable
        caption="t"
        rows={[{ ...rows[0] }]}
        rowKey={(r) => r.date}
        columns={[COLUMNS[0], { ...COLUMNS[1], render: (r: Row) => `${r.kwh} kWh` }]}
      />,
    );
    expect(texts()).toEqual(['2026-11-011 kWh']);
  });
});
