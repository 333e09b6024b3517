/** Spec §5 / §9: monthly history spans at most 24 months. */
export const MAX_MONTHS = 24;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months from `a` to `b` inclusive (`yyyy-MM`). */
export function monthsInclusive(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma) + 1;
}

/** `yyyy-MM` moved by `n` months. */
export function addMonthsTo(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/**
 * Why a monthly range may not be asked for: 'order' (not months, start after end, or an end
 * after the current month: 'Time choose error!') or 'tooLong' (over 24 months); null when fine.
 */
export function checkMonthRange(from: string, to: string, currentMonth: string): 'order' | 'tooLong' | null {
  if (!MONTH.test(from) || !MONTH.test(to) || from > to || to > currentMonth) return 'order';
  return monthsInclusive(from, to) > MAX_MONTHS ? 'tooLong' : null;
}

/** The range a monthly view opens on: the last 12 months up to this month, from commissioning. */
export function defaultMonthRange(currentMonth: string, commissioning: string | null) {
  const from = addMonthsTo(currentMonth, -11);
  const first = commissioning?.slice(0, 7);
  return { from: first && first > from ? first : from, to: currentMonth };
}
