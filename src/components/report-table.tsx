import { memo, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface ReportColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The footer cell (a total), when the column has one. */
  footer?: ReactNode;
  align?: 'left' | 'right';
}

const align = (c: ReportColumn<never>) => (c.align === 'left' ? 'text-left' : 'text-right');

/*
 * The rule for a report wider than its box (issue 30: the storage report's 12 figure columns took
 * 1849 px in a 1048 px box at 1280 in the wall skin, en): every figure keeps its column and its full
 * value — none is hidden or abbreviated — and the table scrolls sideways under its first column (the
 * date, or the row's name), which stays pinned at the left edge so every figure can be read against
 * its row; while columns lie beyond the right edge, a cue at that edge says so.
 */
const PIN = 'sticky left-0 shadow-[6px_0_6px_-6px_rgb(0_0_0/0.4)]';

/** Whether the box has columns beyond its right edge (scroll, resize, new rows). */
function useMoreToTheRight(ref: RefObject<HTMLDivElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    check();
    el.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return more;
}

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
      <tr className="group border-t border-line hover:bg-surface-2">
        {columns.map((c, i) => (
          <td
            key={c.key}
            className={`px-3 py-1.5 whitespace-nowrap text-fg tabular-nums ${align(c)} ${i === 0 ? `${PIN} z-[1] bg-surface group-hover:bg-surface-2` : ''}`}
          >
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
  const box = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(box);
  return (
    <div className="relative">
      <div
        ref={box}
        className="max-h-[28rem] overflow-auto rounded-md border border-line bg-surface"
        data-testid={testId}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-[2] bg-surface-2 text-muted">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-2 font-medium ${align(c)} ${i === 0 ? `${PIN} bg-surface-2` : ''}`}
                >
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
            <tfoot className="sticky bottom-0 z-[2] bg-surface-2 font-semibold text-fg">
              <tr data-testid="report-total-row">
                {columns.map((c, i) => (
                  <td
                    key={c.key}
                    className={`px-3 py-2 tabular-nums ${align(c)} ${i === 0 ? `${PIN} bg-surface-2` : ''}`}
                  >
                    {i === 0 ? footerLabel : (c.footer ?? '')}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {more ? (
        // The cue: a fade over the right edge with an arrow, never catching the pointer. The arrow
        // sits on its own solid chip (the skin's surface, the primary colour: 5.8 : 1 or more in
        // every skin); drawn straight on the fade (primary on primary/40) it read at 2.7 to 3.3 : 1
        // and was faint on the wall (issue 30).
        <div
          data-testid="report-more-columns"
          aria-hidden
          className="pointer-events-none absolute inset-y-px right-px z-[3] flex w-10 items-start justify-end rounded-r-md bg-gradient-to-l from-primary/40 to-transparent pt-1.5 pr-1"
        >
          <span
            data-testid="report-more-arrow"
            className="flex h-[1.5em] w-[1.5em] items-center justify-center rounded-full border-2 border-primary bg-surface pb-[0.1em] text-base leading-none font-bold text-primary shadow-md"
          >
            ›
          </span>
        </div>
      ) : null}
    </div>
  );
}
