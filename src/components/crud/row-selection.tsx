import { useState, type ReactNode } from 'react';
import type { Column } from '../data-table';

/** Ticking rows of the page for a batch action (e.g. delete the selected users). */
export interface RowSelectSpec<TRow> {
  /** Why a row cannot be ticked (e.g. oneself): its box is disabled and says so. */
  blocked?: (row: TRow) => string | undefined;
  /** Accessible names of the page's box and of a row's box. */
  allLabel: string;
  rowLabel: (row: TRow) => string;
  /** Buttons in the header that act on the ticked rows of the page; `clear` unticks them. */
  actions: (selected: TRow[], clear: () => void) => ReactNode;
}

const box = 'h-4 w-4 accent-[var(--c-primary)]';

/**
 * The ticked rows of the page shown (ticks on other pages stay but are not acted on), and the
 * first column with a box per row and one for the whole page.
 */
export function useRowSelection<TRow>(
  spec: RowSelectSpec<TRow> | undefined,
  rows: TRow[] | undefined,
  rowKey: (row: TRow) => string,
  /** A new list filter unticks everything. */
  resetKey?: string,
) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setTicked(new Set());
  }
  const open = (rows ?? []).filter((r) => !spec?.blocked?.(r));
  const selected = open.filter((r) => ticked.has(rowKey(r)));
  const all = open.length > 0 && selected.length === open.length;
  const set = (keys: string[], on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      for (const k of keys) {
        if (on) next.add(k);
        else next.delete(k);
      }
      return next;
    });
  const clear = () => setTicked(new Set());
  const column: Column<TRow> | null = spec
    ? {
        key: '__select',
        width: '2.5rem',
        header: (
          <input
            type="checkbox"
            aria-label={spec.allLabel}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = selected.length > 0 && !all;
            }}
            onChange={() => set(open.map(rowKey), !all)}
            className={box}
          />
        ),
        render: (row) => {
          const reason = spec.blocked?.(row);
          return (
            <span title={reason}>
              <input
                type="checkbox"
                aria-label={spec.rowLabel(row)}
                checked={!reason && ticked.has(rowKey(row))}
                disabled={Boolean(reason)}
                onChange={(e) => set([rowKey(row)], e.target.checked)}
                className={box}
              />
            </span>
          );
        },
      }
    : null;
  return { column, actions: spec ? spec.actions(selected, clear) : null, clear };
}
