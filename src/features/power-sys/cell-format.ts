import type { GridMetric, GridMode } from '@/components/charts/color-scale';
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

/** Signed deviation from the cluster mean: "+12 mV", "−2.5 ℃". */
export function formatDeviation(metric: GridMetric, raw: number): string {
  if (!Number.isFinite(raw)) return formatWithUnit(NaN, metric === 'voltage' ? 'mV' : '℃', 0);
  const sign = raw > 0 ? '+' : raw < 0 ? '−' : '±';
  const text = metric === 'voltage' ? formatMv(Math.abs(raw)) : formatCellTemp(Math.abs(raw));
  return `${sign}${text}`;
}

/** How a legend prints a band edge of a metric in a mode. */
export function legendFormat(metric: GridMetric, mode: GridMode): (raw: number) => string {
  if (mode === 'deviation') return (raw) => formatDeviation(metric, raw);
  return metric === 'voltage' ? formatCellVoltage : formatCellTemp;
}
