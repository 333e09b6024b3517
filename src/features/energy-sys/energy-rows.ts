import { getEnergyDetail } from '@/api/energy';
import type { EnergyFlow, EnergyGroup } from '@/contract/api/energy';
import { addDays, daysInclusive } from '@/lib/period';

/** Longest range of one energyday call (spec §5: 3 months). */
export const ENERGY_MAX_DAYS = 92;

/** One row shown: a day ('yyyy-MM-dd') or, for a year, a month ('yyyy-MM'). */
export interface EnergyRow {
  key: string;
  values: Partial<Record<EnergyFlow, number>>;
}

export interface EnergyRows {
  rows: EnergyRow[];
  /** Per flow: the sum of the rows (the server's total where one call covers the range). */
  total: Partial<Record<EnergyFlow, number>>;
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Sums per flow, rounded as the server rounds (3 decimals). */
export function sumRows(rows: EnergyRow[]): Partial<Record<EnergyFlow, number>> {
  const out: Partial<Record<EnergyFlow, number>> = {};
  for (const row of rows)
    for (const [f, v] of Object.entries(row.values) as [EnergyFlow, number][]) out[f] = r3((out[f] ?? 0) + v);
  return out;
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

/** Folds day rows into month rows. */
export function byMonth(rows: EnergyRow[]): EnergyRow[] {
  const map = new Map<string, EnergyRow[]>();
  for (const row of rows) {
    const k = row.key.slice(0, 7);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return [...map].map(([key, days]) => ({ key, values: sumRows(days) }));
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
    return { rows: d.rows.map((r) => ({ key: r.date, values: r.values })), total: d.total };
  }
  const parts = await Promise.all(
    chunkRange(start, end).map(([a, b]) => getEnergyDetail(group, { startTime: a, endTime: b, site })),
  );
  const days = parts.flatMap((p) => p.rows.map((r) => ({ key: r.date, values: r.values })));
  const rows = monthly ? byMonth(days) : days;
  return { rows, total: sumRows(rows) };
}
