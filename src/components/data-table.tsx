import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
  /** Kept in view at the right edge when the table scrolls sideways (row actions). */
  stickyEnd?: boolean;
  /**
   * Kept in view at the left edge when the table scrolls sideways: where it stands at rest it has
   * its own space and covers no column (a sticky end column covers the last visible columns of a
   * table wider than its box at scroll 0, issue 30); the columns scrolled past pass under it.
   */
  stickyStart?: boolean;
}

const STICKY_END = 'sticky right-0 z-[1] shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.4)]';
const STICKY_START = 'sticky left-0 z-[1] shadow-[6px_0_6px_-6px_rgb(0_0_0/0.4)]';
const sticky = (c: { stickyEnd?: boolean; stickyStart?: boolean }) =>
  c.stickyStart ? STICKY_START : c.stickyEnd ? STICKY_END : '';

export interface Paging {
  /** 1-based, as BladeX `current`. */
  current: number;
  size: number;
  total: number;
  onChange: (current: number) => void;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T, index: number) => string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  paging?: Paging;
  caption?: string;
  /** What an empty table says (default: the common "no data"). */
  emptyLabel?: string;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** A plain table with loading / error / empty states and BladeX-style paging. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  paging,
  caption,
  emptyLabel,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const align = (a?: Column<T>['align']) =>
    a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left';
  let body: ReactNode;
  if (loading && !rows) body = <LoadingState />;
  else if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (!rows || rows.length === 0) body = <EmptyState label={emptyLabel} />;
  const pages = paging ? pageCount(paging.total, paging.size) : 1;
  return (
    <div className="isolate rounded-md border border-line bg-surface">
      <div className="overflow-x-auto">
        {/* Cells keep about the dark skin's padding in the wall skin (wall:px-2): its larger type
            widens every column already, and rem padding growing with it pushed wide tables past
            their box (the devices table, en, 1920, issue 30). */}
        <table className="w-full border-collapse text-sm">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-surface-2 text-muted">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  style={{ width: c.width }}
                  className={`break-keep px-3 py-2 font-medium wall:px-2 ${align(c.align)} ${sticky(c) ? `${sticky(c)} bg-surface-2` : ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          {body ? null : (
            <tbody>
              {rows!.map((row, i) => (
                <tr key={rowKey(row, i)} className="group border-t border-line hover:bg-surface-2">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`px-3 py-2 text-fg wall:px-2 ${align(c.align)} ${sticky(c) ? `${sticky(c)} bg-surface group-hover:bg-surface-2` : ''}`}
                    >
                      {c.render(row, i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {body}
      {paging ? (
        <nav
          className="flex items-center justify-end gap-3 border-t border-line px-3 py-2 text-sm text-muted"
          aria-label={t('table.pagination')}
        >
          <span>{t('table.total', { count: paging.total })}</span>
          <Button disabled={paging.current <= 1} onClick={() => paging.onChange(paging.current - 1)}>
            {t('table.previous')}
          </Button>
          <span>{t('table.page', { current: paging.current, pages })}</span>
          <Button disabled={paging.current >= pages} onClick={() => paging.onChange(paging.current + 1)}>
            {t('table.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
