import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { DeviceFilter, DeviceRecord } from '@/contract/api/devices';
import {
  isSelected,
  NO_SELECTION,
  pageSelected,
  selectAllMatching,
  selectedCount,
  selectionValue,
  togglePage,
  toggleRow,
} from './selection-state';

/** Ticked rows (kept across pages), or everything matching the filter but the rows unticked. */
export function useSelection(rows: DeviceRecord[], total: number) {
  const [state, setState] = useState(NO_SELECTION);
  const pageIds = rows.map((r) => r.id);
  return {
    all: state.all,
    /** Rows unticked from "all matching". */
    excluded: state.all ? state.ids.size : 0,
    total,
    count: selectedCount(state, total),
    has: (id: string) => isSelected(state, id),
    toggle: (id: string) => setState((s) => toggleRow(s, id)),
    pageSelected: pageSelected(state, pageIds),
    togglePage: () => setState((s) => togglePage(s, pageIds)),
    selectAllMatching: () => setState(selectAllMatching()),
    /** Ticks exactly these rows (the failed ones of a batch, to try them again). */
    selectOnly: (ids: string[]) => setState({ all: false, ids: new Set(ids) }),
    clear: () => setState(NO_SELECTION),
    /** What a batch call is sent: null when nothing is selected. */
    value: (filter: DeviceFilter) => selectionValue(state, filter, total),
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
          ? selection.excluded
            ? t('selection.allBut', {
                count: selection.count,
                total: selection.total,
                excluded: selection.excluded,
              })
            : t('selection.allMatching', { count: selection.total })
          : t('selection.selected', { count: selection.count })}
      </span>
      {!selection.all && selection.total > 0 ? (
        <Button variant="ghost" onClick={selection.selectAllMatching}>
          {t('selection.selectAll', { count: selection.total })}
        </Button>
      ) : null}
      {selection.count > 0 || selection.all ? (
        <Button variant="ghost" onClick={selection.clear}>
          {t('selection.clear')}
        </Button>
      ) : null}
    </div>
  );
}
