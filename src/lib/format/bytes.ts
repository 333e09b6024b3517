import { MISSING } from './number';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Bytes in steps of 1024 (spec §9); '--' when missing (traffic not measured). */
export function formatBytes(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return MISSING;
  let n = value;
  let unit = 0;
  while (n >= 1024 && unit < UNITS.length - 1) {
    n /= 1024;
    unit++;
  }
  const places = unit === 0 ? 0 : Math.min(3, Math.max(0, decimals));
  return `${n.toFixed(places)} ${UNITS[unit]}`;
}

/** Traffic over a period; '--' while no report exists. */
export function formatTraffic(bytes: number | null | undefined): string {
  return formatBytes(bytes);
}
