import type { ReactNode } from 'react';

export interface ReportColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The footer cell (a total), when the column has one. */
  footer?: ReactNode;
  align?: 'left' | 'right';
}

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
  const align = (c: ReportColumn<T>) => (c.align === 'left' ? 'text-left' : 'text-right');
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
            <tr key={rowKey(r)} className="border-t border-line hover:bg-surface-2">
              {columns.map((c) => (
                <td key={c.key} className={`px-3 py-1.5 whitespace-nowrap text-fg tabular-nums ${align(c)}`}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
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
