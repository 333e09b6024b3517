/** Local-time helpers: days, periods and alarm times follow the simulator's local clock. */
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export const MS_DAY = 86_400_000;
export const BUCKET_S = 300;

export function dayKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function monthKey(ms: number): string {
  return dayKey(ms).slice(0, 7);
}

export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${dayKey(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Seconds since local midnight. */
export function secondsOfDay(ms: number): number {
  const d = new Date(ms);
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds() + d.getMilliseconds() / 1000;
}

export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Parses `yyyy-MM-dd` as local midnight; NaN when malformed. */
export function parseDay(text: string | null): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!m) return NaN;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d.getTime() : NaN;
}

/** Parses `yyyy-MM` as the first local midnight of the month; NaN when malformed. */
export function parseMonth(text: string | null): number {
  const m = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return NaN;
  return new Date(Number(m[1]), Number(m[2]) - 1, 1).getTime();
}

/** Every day key from start to end inclusive (local days). */
export function daysBetween(startMs: number, endMs: number): string[] {
  const out: string[] = [];
  const d = new Date(startMs);
  while (d.getTime() <= endMs) {
    out.push(dayKey(d.getTime()));
    d.setDate(d.getDate() + 1);
  }
  return out;
}

export function monthsBetween(startMs: number, endMs: number): string[] {
  const out: string[] = [];
  const d = new Date(startMs);
  d.setDate(1);
  while (d.getTime() <= endMs) {
    out.push(monthKey(d.getTime()));
    d.setMonth(d.getMonth() + 1);
  }
  return out;
}
