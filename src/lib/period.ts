/*
 * Report periods in station days ('yyyy-MM-dd', the station's calendar, see station-time.ts):
 * day, week (Monday to Sunday), month, year or a custom range. Pure calendar arithmetic on day
 * strings, so the browser's zone never enters; "today" comes from the caller (zonedDay).
 */

export const PERIOD_KINDS = ['day', 'week', 'month', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A period: its kind and first and last day (inclusive). */
export interface Period {
  kind: PeriodKind;
  start: string;
  end: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function toUtc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** True for a real calendar day 'yyyy-MM-dd'. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DAY.exec(text);
  return !!m && fromUtc(toUtc(text)) === text;
}

export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtc(d);
}

/** Same day n months later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return fromUtc(first);
}

/** Days from a to b inclusive (1 for the same day). */
export function daysInclusive(a: string, b: string): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000) + 1;
}

/** Every day from a to b inclusive. */
export function dayList(a: string, b: string): string[] {
  const out: string[] = [];
  for (let d = a; d <= b; d = addDays(d, 1)) out.push(d);
  return out;
}

const monthEnd = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** The day, week, month or year period that contains `day`. */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, day: string): Period {
  switch (kind) {
    case 'day':
      return { kind, start: day, end: day };
    case 'week': {
      const weekday = (toUtc(day).getUTCDay() + 6) % 7; // Monday 0
      const start = addDays(day, -weekday);
      return { kind, start, end: addDays(start, 6) };
    }
    case 'month':
      return { kind, start: `${day.slice(0, 7)}-01`, end: monthEnd(day) };
    case 'year':
      return { kind, start: `${day.slice(0, 4)}-01-01`, end: `${day.slice(0, 4)}-12-31` };
  }
}

/** The period before (-1) or after (+1): a custom range moves by its own length. */
export function shiftPeriod(p: Period, dir: -1 | 1): Period {
  switch (p.kind) {
    case 'day':
    case 'week':
      return periodOf(p.kind, addDays(p.start, dir * daysInclusive(p.start, p.end)));
    case 'month':
      return periodOf('month', addMonths(p.start, dir));
    case 'year':
      return periodOf('year', addMonths(p.start, dir * 12));
    case 'custom': {
      const n = daysInclusive(p.start, p.end);
      return { kind: 'custom', start: addDays(p.start, dir * n), end: addDays(p.end, dir * n) };
    }
  }
}

/** The same period one year earlier (Feb 29 → Feb 28). */
export function sameLastYear(p: Period): Period {
  if (p.kind === 'week') return periodOf('week', addMonths(p.start, -12));
  return { kind: p.kind, start: addMonths(p.start, -12), end: addMonths(p.end, -12) };
}

/**
 * The days a period's data covers: not before commissioning and not after today (a month in
 * progress shows its days so far). Null when nothing of it lies in that window.
 */
export function coveredRange(
  p: Period,
  today: string,
  commissioning: string | null,
): { start: string; end: string } | null {
  const start = commissioning && commissioning > p.start ? commissioning : p.start;
  const end = p.end > today ? today : p.end;
  return start <= end ? { start, end } : null;
}

/** Whether the previous / next buttons may move: they stop at commissioning and at today. */
export function canMove(p: Period, dir: -1 | 1, today: string, commissioning: string | null): boolean {
  return dir === 1 ? p.end < today : !commissioning || p.start > commissioning;
}

/** A range problem, checked before any call: start after end, or longer than allowed. */
export type RangeProblem = 'order' | 'tooLong';

export function checkRange(start: string, end: string, maxDays: number): RangeProblem | null {
  if (start > end) return 'order';
  return daysInclusive(start, end) > maxDays ? 'tooLong' : null;
}

/** URL query of a period: `period=<kind>&from=<day>` (`&to=` for custom). */
export function periodToQuery(p: Period): Record<string, string> {
  return p.kind === 'custom'
    ? { period: p.kind, from: p.start, to: p.end }
    : { period: p.kind, from: p.start };
}

/**
 * Reads a period from the URL query. A missing or unusable value gives the `fallback` kind
 * around today; a custom range comes back as written (the caller checks its length).
 */
export function periodFromQuery(
  q: URLSearchParams,
  kinds: readonly PeriodKind[],
  fallback: Exclude<PeriodKind, 'custom'>,
  today: string,
): Period {
  const kind = q.get('period') as PeriodKind | null;
  const from = q.get('from');
  if (!kind || !kinds.includes(kind)) return periodOf(fallback, today);
  if (kind === 'custom') {
    const to = q.get('to');
    return isDay(from) && isDay(to) ? { kind, start: from, end: to } : periodOf(fallback, today);
  }
  return periodOf(kind, isDay(from) ? from : today);
}

/** The period label: '2026-11-24', '2026-11-16 ~ 2026-11-22', '2026-11', '2026'. */
export function periodLabel(p: Period): string {
  if (p.kind === 'day') return p.start;
  if (p.kind === 'month') return p.start.slice(0, 7);
  if (p.kind === 'year') return p.start.slice(0, 4);
  return `${p.start} ~ ${p.end}`;
}

/**
 * The days to compare a covered range with: the previous period or the same days a year
 * earlier, like for like (a month in progress is compared with the same days of the month
 * before). Null when that lies wholly before commissioning.
 */
export function comparisonRange(
  p: Period,
  range: { start: string; end: string },
  which: 'previous' | 'lastYear',
  commissioning: string | null,
): { start: string; end: string } | null {
  let start: string;
  let end: string;
  if (which === 'lastYear' || p.kind === 'year') {
    start = addMonths(range.start, -12);
    end = addMonths(range.end, -12);
  } else if (p.kind === 'month') {
    start = addMonths(range.start, -1);
    end = addMonths(range.end, -1);
  } else {
    const n = daysInclusive(p.start, p.end);
    start = addDays(range.start, -n);
    end = addDays(range.end, -n);
  }
  if (commissioning && start < commissioning) start = commissioning;
  return start <= end ? { start, end } : null;
}
