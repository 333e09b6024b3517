import type { PeriodSplit } from '../../src/contract/api/profit';
import { PRICE_PERIODS } from '../../src/contract/status';
import type { StoredEnergy } from '../store/model-energy';
import { ENERGY_FIELDS, type EnergyField } from './accounting';

export type Summed = Record<EnergyField | 'chargeFee' | 'dischargeFee' | 'pvFee', number>;
const SUM_FIELDS = [...ENERGY_FIELDS, 'chargeFee', 'dischargeFee', 'pvFee'] as const;

export const emptySummed = (): Summed => Object.fromEntries(SUM_FIELDS.map((f) => [f, 0])) as Summed;

export const emptySplit = (): PeriodSplit => ({ sharp: 0, peak: 0, flat: 0, valley: 0, total: 0 });

/** One day: totals and each stored column split by period. */
export interface DayReport {
  date: string;
  sum: Summed;
  split: Record<keyof Summed, PeriodSplit>;
}

const r = (v: number) => Math.round(v * 1000) / 1000;

/** Groups stored rows by day (every day of `days` present, zero when nothing was stored). */
export function byDay(rows: StoredEnergy[], days: string[]): DayReport[] {
  const map = new Map<string, DayReport>();
  for (const d of days) {
    map.set(d, {
      date: d,
      sum: emptySummed(),
      split: Object.fromEntries(SUM_FIELDS.map((f) => [f, emptySplit()])) as DayReport['split'],
    });
  }
  for (const row of rows) {
    const rep = map.get(row.day);
    if (!rep) continue;
    for (const f of SUM_FIELDS) {
      rep.sum[f] += row[f];
      rep.split[f][row.period] += row[f];
      rep.split[f].total += row[f];
    }
  }
  // Rounded once here so that report totals are exact sums of the rounded days shown.
  for (const rep of map.values()) {
    for (const f of SUM_FIELDS) {
      roundSplit(rep.split[f]);
      rep.sum[f] = rep.split[f].total;
    }
  }
  return [...map.values()];
}

/**
 * Rounds each period to 3 decimals and sets the total to the sum of the rounded periods, in place:
 * a day's value is always this total, so that every report of the same day agrees to the digit.
 */
export function roundSplit(split: PeriodSplit): PeriodSplit {
  for (const p of PRICE_PERIODS) split[p] = r(split[p]);
  split.total = r(PRICE_PERIODS.reduce((s, p) => s + split[p], 0));
  return split;
}

export function sumSplits(splits: PeriodSplit[]): PeriodSplit {
  const out = emptySplit();
  for (const s of splits) for (const k of [...PRICE_PERIODS, 'total'] as const) out[k] = r(out[k] + s[k]);
  return out;
}

export function sumOf(values: number[]): number {
  return r(values.reduce((a, b) => a + b, 0));
}
