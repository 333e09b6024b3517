import type { ReportColumn } from '@/components/report-table';

/**
 * The columns of `next` drawing their cells with the render functions of `cells` (the same
 * report's columns built once per language and day, with no rows): a report's cells depend on
 * the row alone, its footers on the rows. A period switch then hands the table the same cell
 * renderers, and the table renders only the rows whose values changed.
 */
export function withStableCells<T>(next: ReportColumn<T>[], cells: ReportColumn<T>[]): ReportColumn<T>[] {
  const byKey = new Map(cells.map((c) => [c.key, c.render]));
  return next.map((c) => {
    const render = byKey.get(c.key);
    return render ? { ...c, render } : c;
  });
}
