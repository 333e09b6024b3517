import type { DeviceFilter, DeviceSelection } from '@/contract/api/devices';

/**
 * A batch selection of the device table: ticked rows (kept across pages), or everything matching
 * the filter but the rows unticked since ("all 120 but 2"). Pure, so the rules are unit-tested.
 */
export interface SelectionState {
  all: boolean;
  /** Ticked rows (all = false) or unticked ones (all = true). */
  ids: ReadonlySet<string>;
}

export const NO_SELECTION: SelectionState = { all: false, ids: new Set() };

const flip = (ids: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export const isSelected = (s: SelectionState, id: string): boolean => s.all !== s.ids.has(id);

/** How many devices a batch would touch, out of `total` matching the filter. */
export const selectedCount = (s: SelectionState, total: number): number =>
  s.all ? Math.max(0, total - s.ids.size) : s.ids.size;

/** Ticks or unticks one row; in "all matching" mode an untick excludes the row. */
export const toggleRow = (s: SelectionState, id: string): SelectionState => ({
  all: s.all,
  ids: flip(s.ids, id, !s.ids.has(id)),
});

export const pageSelected = (s: SelectionState, pageIds: readonly string[]): boolean =>
  pageIds.length > 0 && pageIds.every((id) => isSelected(s, id));

/** Ticks the whole page, or unticks it when every row of it is selected. */
export function togglePage(s: SelectionState, pageIds: readonly string[]): SelectionState {
  const on = !pageSelected(s, pageIds);
  let ids = new Set(s.ids);
  // In "all" mode `ids` holds the exclusions: selecting the page removes them, unselecting adds.
  for (const id of pageIds) ids = flip(ids, id, s.all ? !on : on);
  return { all: s.all, ids };
}

export const selectAllMatching = (): SelectionState => ({ all: true, ids: new Set() });

/** What a batch call is sent: null when nothing is selected. */
export function selectionValue(
  s: SelectionState,
  filter: DeviceFilter,
  total: number,
): DeviceSelection | null {
  if (selectedCount(s, total) === 0) return null;
  if (s.all) return s.ids.size ? { filter, except: [...s.ids] } : { filter };
  return { ids: [...s.ids] };
}
