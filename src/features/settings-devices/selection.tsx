import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { DeviceFilter, DeviceRecord, DeviceSelection } from '@/contract/api/devices';

/** Ticked rows (kept across pages), or everything matching the filter. */
export function useSelection(rows: DeviceRecord[], total: number) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const pageSelected = rows.length > 0 && rows.every((r) => ids.has(r.id));
  return {
    all,
    total,
    count: all ? total : ids.size,
    has: (id: string) => all || ids.has(id),
    toggle: (id: string) => {
      setAll(false);
      setIds((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    pageSelected: all || pageSelected,
    togglePage: () => {
      setAll(false);
      setIds((prev) => {
        const next = new Set(prev);
        for (const r of rows) {
          if (pageSelected) next.delete(r.id);
          else next.add(r.id);
        }
        return next;
      });
    },
    selectAllMatching: () => setAll(true),
    clear: () => {
      setAll(false);
      setIds(new Set());
    },
    /** What a batch call is sent: null when nothing is selected. */
    value: (filter: DeviceFilter): DeviceSelection | null =>
      all ? { filter } : ids.size ? { ids: [...ids] } : null,
  };
}

export type Selection = ReturnType<typeof useSelection>;

/** "N selected", "select all N matching the filter", "clear". */
export function SelectionLine({ selection }: { selection: Selection }) {
  const { t } = useTranslation('devices');
  return (
    <div className="flex items-center gap-2 text-sm">
      <span aria-live="polite">
        {selection.all
          ? t('selection.allMatching', { count: selection.total })
          : t('selection.selected', { count: selection.count })}
      </span>
      {!selection.all && selection.total > 0 ? (
        <Button variant="ghost" onClick={selection.selectAllMatching}>
          {t('selection.selectAll', { count: selection.total })}
        </Button>
      ) : null}
      {selection.count > 0 ? (
        <Button variant="ghost" onClick={selection.clear}>
          {t('selection.clear')}
        </Button>
      ) : null}
    </div>
  );
}
