import { formatWithUnit } from '@/lib/format/number';

/** Cell voltage from mV, shown in V with 3 decimals (spec §9: at most 3). */
export function formatCellVoltage(mv: number): string {
  return formatWithUnit(Number.isFinite(mv) ? mv / 1000 : NaN, 'V', 3);
}

/** Temperature from tenths of °C, 1 decimal. */
export function formatCellTemp(deciC: number): string {
  return formatWithUnit(Number.isFinite(deciC) ? deciC / 10 : NaN, '℃', 1);
}

export function formatMv(mv: number): string {
  return formatWithUnit(mv, 'mV', 0);
}
