import { z } from 'zod';

/*
 * THE rule set for what a caller may write (issue 33 point 5), used by the entity schemas in
 * ./api/*, so the console's forms and the simulator refuse the same things:
 * - dates and times are read in one exact form and checked against the calendar ('2026-02-30',
 *   '2026-13-45 99:99:99', '25:99' and "2026-11-20' OR '1'='1" are refused, never guessed);
 * - every text has a length, every array a size and every number a finite range;
 * - accounts are unique regardless of case ('Admin' is 'admin').
 * Pure (no clock, no time zone): the calendar of a date does not depend on where it is read.
 */

/** Upper bounds of what one write may carry. */
export const INPUT_LIMITS = {
  /** Names of templates, units, plans, devices, groups, dictionaries. */
  name: 64,
  /** Remarks, descriptions and other free text. */
  text: 500,
  /** Accounts (BladeX allows 32). */
  account: 32,
  /** Entries of a list sent in one write (ids, rows, points, weekdays, months). */
  items: 1000,
  /** Years a station's data may carry. */
  yearMin: 2000,
  yearMax: 2100,
  /** Prices, yuan/kWh (either sign: a feed-in price may be negative). */
  price: 1000,
  /** Meter readings and energies, kWh. */
  reading: 1e9,
} as const;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in month `m` (1–12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Whether `text` is exactly `yyyy-MM-dd`, a day of the calendar, in the years stations carry. */
export function isCalendarDate(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return (
    y >= INPUT_LIMITS.yearMin &&
    y <= INPUT_LIMITS.yearMax &&
    mo >= 1 &&
    mo <= 12 &&
    d >= 1 &&
    d <= daysInMonth(y, mo)
  );
}

/**
 * Whether `text` is a clock time `HH:mm` (or `HH:mm:ss` with `seconds`): hours 00–23, minutes and
 * seconds 00–59; `allow24` also takes the end of the day, `24:00` (`24:00:00`).
 */
export function isClockTime(
  text: unknown,
  { seconds = false, allow24 = false }: { seconds?: boolean; allow24?: boolean } = {},
): boolean {
  if (typeof text !== 'string') return false;
  const m = TIME_RE.exec(text);
  if (!m || (m[3] !== undefined) !== seconds) return false;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h === 24) return allow24 && mi === 0 && s === 0;
  return h <= 23 && mi <= 59 && s <= 59;
}

/** Whether `text` is exactly `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd HH:mm` with `minutes`). */
export function isCalendarDateTime(text: unknown, { minutes = false }: { minutes?: boolean } = {}): boolean {
  if (typeof text !== 'string') return false;
  const space = text.indexOf(' ');
  return (
    space === 10 && isCalendarDate(text.slice(0, 10)) && isClockTime(text.slice(11), { seconds: !minutes })
  );
}

/** Whether `text` is a year (four digits) in the years stations carry. */
export function isYear(text: unknown): boolean {
  const s = typeof text === 'number' ? String(text) : text;
  return typeof s === 'string' && /^\d{4}$/.test(s) && isCalendarDate(`${s}-01-01`);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `text` has a control character other than tab and line breaks. */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/* ---- zod pieces: the message is the caller's (a key of its entity's message table). ---- */

/** Text of at most `max` characters without control characters (trimmed; may be empty). */
const boundedText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => !hasControl(v), message);

/** A required name: 1 to `max` characters, no control characters. */
export const boundedName = (max: number, message: string) => boundedText(max, message).min(1, message);

/** A finite number within [min, max] (a numeric string is read as its number). */
export const boundedNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).refine((v) => Number.isFinite(v) && v >= min && v <= max, message);

/** An array of at most `max` entries (default INPUT_LIMITS.items). */
export const boundedArray = <T extends z.ZodType>(
  item: T,
  message: string,
  max: number = INPUT_LIMITS.items,
) => z.array(item, { error: message }).max(max, message);

/** The key accounts are compared by: 'Admin', ' admin' and 'ADMIN' are one account. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

/** Whether `values` holds one value twice (by `key`). */
export function hasDuplicate<T>(values: readonly T[], key: (v: T) => unknown = (v) => v): boolean {
  const seen = new Set<unknown>();
  for (const v of values) {
    const k = key(v);
    if (seen.has(k)) return true;
    seen.add(k);
  }
  return false;
}

/**
 * The field an issue is about, as a caller names it: `rows[2].start`, `weekdays`, `name`; the
 * top-level field alone with `topOnly`.
 */
export function issueField(path: readonly PropertyKey[], topOnly = false): string {
  if (path.length === 0) return '';
  if (topOnly) return String(path[0]);
  return path.reduce<string>(
    (s, p, i) => (typeof p === 'number' ? `${s}[${p}]` : i === 0 ? String(p) : `${s}.${String(p)}`),
    '',
  );
}
