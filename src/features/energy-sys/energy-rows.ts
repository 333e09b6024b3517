import { getEnergyDetail } from '@/api/energy';
import type { EnergyFlow, EnergyGroup } from '@/contract/api/energy';
import { byMonth, sumRows, type KeyedRow } from '@/lib/energy-sum';
import { addDays, daysInclusive } from '@/lib/period';

/** Longest range of one energyday call (spec §5: 3 months). */
export const ENERGY_MAX_DAYS = 92;

/** One row shown: a day ('yyyy-MM-dd') or, for a year, a month ('yyyy-MM'). */
export type EnergyRow = KeyedRow<EnergyFlow>;

export interface EnergyRows {
  rows: EnergyRow[];
  /** Per flow: the sum of the rows (the server's total where one call covers the range). */
  total: Partial<Record<EnergyFlow, number>>;
}

/** Splits a range into pieces of at most `max` days. */
export function chunkRange(start: string, end: string, max = ENERGY_MAX_DAYS): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let a = start; a <= end; a = addDays(a, max)) {
    const b = addDays(a, max - 1);
    out.push([a, b < end ? b : end]);
  }
  return out;
}

/** The rows of a range asked in calls of at most 92 days, in order. */
export async function fetchChunked<T>(
  start: string,
  end: string,
  call: (a: string, b: string) => Promise<T[]>,
): Promise<T[]> {
  return (await Promise.all(chunkRange(start, end).map(([a, b]) => call(a, b)))).flat();
}

/**
 * The rows of a group over a range: one call up to 92 days (its total is the server's), more
 * calls for a year, whose days are folded into months.
 */
export async function fetchEnergyRows(
  group: EnergyGroup,
  start: string,
  end: string,
  monthly: boolean,
  site?: string,
): Promise<EnergyRows> {
  if (daysInclusive(start, end) <= ENERGY_MAX_DAYS && !monthly) {
    const d = await getEnergyDetail(group, { startTime: start, endTime: end, site });
    // A code-404 answer (spec §8) resolves with null: no rows.
    if (!d) return { rows: [], total: sumRows([]) };
    return { rows: d.rows.map((r) => ({ key: r.date, values: r.values })), total: d.total };
  }
  const days = await fetchChunked(start, end, async (a, b) => {
    const d = await getEnergyDetail(group, { startTime: a, endTime: b, site });
    return (d?.rows ?? []).map((r) => ({ key: r.date, values: r.values }));
  });
  const rows = monthly ? byMonth(days) : days;
  return { rows, total: sumRows(rows) };
}
