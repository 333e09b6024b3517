/* Number display rules of spec §9. */

export const EMPTY = '-';
export const MISSING = '--';

function toFinite(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function clampDecimals(decimals: number): number {
  return Math.min(3, Math.max(0, Math.trunc(decimals)));
}

/** Half away from zero on the decimal text (55.555 → 55.56, where toFixed alone gives 55.55). */
export function roundDecimal(n: number, decimals: number): number {
  const shifted = Number(`${Math.abs(n)}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return Number.isFinite(rounded) ? Math.sign(n) * rounded : n;
}

/** Fixed 0–3 decimals; '-' for empty or non-numeric values. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = toFinite(value);
  if (n === undefined) return EMPTY;
  const places = clampDecimals(decimals);
  const text = roundDecimal(n, places).toFixed(places);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** A rate in percent; '--' when missing. */
export function formatRate(value: unknown, decimals = 2): string {
  const n = toFinite(value);
  return n === undefined ? MISSING : `${formatNumber(n, decimals)}%`;
}

/** A value with its unit, '-' (without unit) when empty. */
export function formatWithUnit(value: unknown, unit: string, decimals = 2): string {
  const text = formatNumber(value, decimals);
  return text === EMPTY ? EMPTY : `${text} ${unit}`;
}
