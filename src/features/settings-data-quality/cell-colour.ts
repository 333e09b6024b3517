import type { IntegrityDay } from '@/contract/api/data-quality';

/** Share of the expected points received (0–1); null when none were expected that day. */
export function completeness(d: IntegrityDay): number | null {
  return d.expected > 0 ? Math.min(1, d.received / d.expected) : null;
}

export type CellGrade = 'none' | 'good' | 'low' | 'bad';

/**
 * A day of a tag: complete enough (at or above the rule's threshold), low (within 20 points
 * below it) or bad; 'none' when nothing was expected (before the first stored point, the future).
 */
export function gradeOf(ratio: number | null, thresholdPercent: number): CellGrade {
  if (ratio === null) return 'none';
  const pct = ratio * 100;
  if (pct >= thresholdPercent) return 'good';
  return pct >= thresholdPercent - 20 ? 'low' : 'bad';
}

export const GRADE_FILL: Record<CellGrade, string> = {
  none: 'var(--c-surface-2)',
  good: 'var(--c-success)',
  low: 'var(--c-warning)',
  bad: 'var(--c-danger)',
};

/** `yyyy-MM-dd` plus `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return t.toISOString().slice(0, 10);
}
