import { memo, type ReactNode } from 'react';

export interface ReportColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The footer cell (a total), when the column has one. */
  footer?: ReactNode;
  align?: 'left' | 'right';
}

const align = (c: ReportColumn<never>) => (c.align === 'left' ? 'text-left' : 'text-right');

/** Same fields with the same values (report rows are flat records of numbers and strings). */
function sameRow(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The cells of every column drawn the same way (a new footer total leaves the rows alone). */
const sameCells = (a: ReportColumn<unknown>[], b: ReportColumn<unknown>[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((c, i) => c.key === b[i].key && c.render === b[i].render && c.align === b[i].align));

/**
 * One body row. A period switch moves a 60-day table by a day: the rows of the days both periods
 * hold have the same values and are not rendered again.
 */
const ReportRow = memo(
  function ReportRow({ row, columns }: { row: unknown; columns: ReportColumn<unknown>[] }) {
    return (
      <tr className="border-t border-line hover:bg-surface-2">
        {columns.map((c) => (
          <td key={c.key} className={`px-3 py-1.5 whitespace-nowrap text-fg tabular-nums ${align(c)}`}>
            {c.render(row)}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => sameRow(a.row, b.row) && sameCells(a.columns, b.columns),
);

/**
 * A report table whose footer row holds the totals of the rows above it (ARCHITECTURE §7:
 * totals are computed from the same rows that are shown). Long periods scroll inside the panel.
 */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  footerLabel,
  testId,
}: {
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  footerLabel?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded-md border border-line bg-surface"
      data-testid={testId}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-2 text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 font-medium ${align(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <ReportRow key={rowKey(r)} row={r} columns={columns as ReportColumn<unknown>[]} />
          ))}
        </tbody>
        {footerLabel !== undefined ? (
          <tfoot className="sticky bottom-0 bg-surface-2 font-semibold text-fg">
            <tr data-testid="report-total-row">
              {columns.map((c, i) => (
                <td key={c.key} className={`px-3 py-2 tabular-nums ${align(c)}`}>
                  {i === 0 ? footerLabel : (c.footer ?? '')}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
