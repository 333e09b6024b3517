/** Change in percent from `base` to `now`; null when the base is zero or unknown. */
export function deltaPercent(now: number | null | undefined, base: number | null | undefined): number | null {
  if (now === undefined || now === null || base === undefined || base === null || base === 0) return null;
  return ((now - base) / Math.abs(base)) * 100;
}
